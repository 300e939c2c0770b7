import { isRouteErrorResponse, Link } from "react-router";
import { AnnouncementList } from "~/components/announcement-list";
import { BrandLink } from "~/components/brand-link";
import { FamilyFees } from "~/components/family-fees";
import { MessageChoicesForm, SeenButton } from "~/components/family-messages";
import { LanguageSwitch } from "~/components/language-switch";
import { PageLinks } from "~/components/paging";
import { ReportCardFacts } from "~/components/report-card-facts";
import { HavePaidForm, PayWithUpi, ReportedPayments } from "~/components/upi-payment";
import { markSeen } from "~/domain/announcements/announcement-seen.server";
import { formatIsoDay } from "~/domain/core/format.server";
import { familyPage } from "~/domain/families/family-page.server";
import { reportUpiPaymentFromFamily } from "~/domain/families/family-payments.server";
import { saveMessageChoices } from "~/domain/families/message-choices.server";
import { parentLinkLanguage } from "~/domain/families/parent-links.server";
import { newIdempotencyKey } from "~/domain/fees/resent.server";
import { totalText } from "~/domain/marks/totals";
import { handleForm, readFormData } from "~/http/forms.server";
import { languageFrom, pageLanguageMiddleware, translatorOf } from "~/http/language.server";
import { pageOf, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import { announcementSeenSchema, familyMessagesSchema } from "~/schemas/families";
import { upiReportSchema } from "~/schemas/fees";
import { familyFeesForScreen } from "../fees/+shared/fee-view.server";
import { FamilyAttendance } from "./+shared/attendance-section";
import type { Route } from "./+types/page";

// A capability link: no search engine may keep it, and server.js sends it with
// `Referrer-Policy: same-origin`, `Cache-Control: private, no-store` and `X-Robots-Tag: noindex`, and keeps the
// token out of the access log. The page sends no JavaScript (it asks for none: app/components/page-scripts.tsx).
export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? "Family page" },
  { name: "robots", content: "noindex, nofollow" },
];

// The page speaks the language the institute chose for this guardian, until the visitor picks another.
export const middleware: Route.MiddlewareFunction[] = [
  pageLanguageMiddleware((params) => parentLinkLanguage(params.token ?? "")),
];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const family = await readForPage(() => familyPage(params.token, pageOf(request)));
  const t = translatorOf(context, "families");
  const language = languageFrom(context);
  return {
    ...family,
    title: t("{{name}}: results and announcements", { name: family.student.name }),
    results: family.results.map((result) => ({ ...result, day: formatIsoDay(result.date, language) })),
    fees: familyFeesForScreen(family.fees, language, params.token),
    idempotencyKey: newIdempotencyKey(),
  };
}

/**
 * The page's forms, each the guardian's say-so through their link (no account, no session): 'Seen' under an
 * announcement (`?form=seen`), 'Messages you get' (`?form=messages`), and 'I have paid', reported as from them (the
 * teacher confirms it as any other). A revoked link is refused (410), and the page then says the link no longer works.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const done = ({ message }: { message: string }) =>
    redirectWithToast(context, `/family/${params.token}`, "success", message);
  switch (new URL(request.url).searchParams.get("form")) {
    case "seen":
      return handleForm(form, announcementSeenSchema, async (value) =>
        done(await markSeen(params.token, value.announcement)),
      );
    case "messages":
      return handleForm(form, familyMessagesSchema, async (value) =>
        done(await saveMessageChoices(params.token, value)),
      );
    default:
      return handleForm(form, upiReportSchema, async (value) =>
        done(await reportUpiPaymentFromFamily(params.token, value)),
      );
  }
}

/** Which of the page's forms a refused answer is of: each sends a field the others do not. */
const refusedForm = (actionData: Route.ComponentProps["actionData"], field: string) =>
  actionData?.initialValue && field in actionData.initialValue ? actionData : undefined;

export default function FamilyPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { student, results, reportCard: card, announcements, fees } = loaderData;
  const { t } = useTranslation("families");
  const { t: tCards } = useTranslation("documents-cards");
  const heads = {
    test: t("Test"),
    subject: t("Subject"),
    day: t("Date"),
    marks: t("Marks"),
    rank: t("Rank"),
    average: t("Class average"),
  };
  return (
    <>
      {/* The institute's name and the language switch come first, on the smallest phone too. */}
      <header className="topbar">
        <BrandLink to="/" />
        <LanguageSwitch />
      </header>
      <main id="main" className="page">
        <h1>{student.name}</h1>
        <p className="lead">{student.batchName}</p>

        <section aria-labelledby="family-announcements">
          <h2 id="family-announcements">{t("Announcements")}</h2>
          {refusedForm(actionData, "announcement") ? (
            <p className="form-error" role="alert">
              {actionData?.error?.[""]?.join(". ") ?? actionData?.error?.announcement?.join(". ")}
            </p>
          ) : null}
          <AnnouncementList
            announcements={announcements.announcements}
            after={(announcement) => <SeenButton announcement={announcement} />}
          />
          <PageLinks facts={announcements} href={(page) => `/family/${params.token}?page=${page}`} />
        </section>

        <section aria-labelledby="family-results">
          <h2 id="family-results">{t("Results")}</h2>
          {results.length === 0 ? (
            <p className="empty">{t("No results have been published yet.")}</p>
          ) : (
            <div className="table-scroll">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{heads.test}</th>
                    <th scope="col">{heads.subject}</th>
                    <th scope="col">{heads.day}</th>
                    <th scope="col">{heads.marks}</th>
                    <th scope="col">{heads.rank}</th>
                    <th scope="col">{heads.average}</th>
                  </tr>
                </thead>
                <tbody>
                  {results.map((result) => (
                    <tr key={result.testId}>
                      <th scope="row">{result.testName}</th>
                      <td data-label={heads.subject}>{result.subjectName}</td>
                      <td data-label={heads.day}>{result.day}</td>
                      <td data-label={heads.marks}>
                        {result.attempted ? `${result.studentMarks} / ${result.maxMarks}` : t("Absent")}
                      </td>
                      <td data-label={heads.rank}>
                        {result.rank
                          ? t("{{rank}} of {{count}}", { rank: result.rank, count: result.attemptedCount })
                          : "–"}
                      </td>
                      <td data-label={heads.average}>{result.average}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>

        <FamilyFees fees={fees} />
        {fees?.upi ? <PayWithUpi upi={fees.upi} /> : null}
        {fees?.dueNow ? (
          <HavePaidForm
            lastResult={refusedForm(actionData, "amount")}
            dueNow={fees.dueNow}
            idempotencyKey={loaderData.idempotencyKey}
          />
        ) : null}
        {fees ? <ReportedPayments reports={fees.upiReports} /> : null}
        <FamilyAttendance attendance={loaderData.attendance} />
        <MessageChoicesForm choices={loaderData.messages} lastResult={refusedForm(actionData, "channel")} />

        <section aria-labelledby="family-report" className="report-card">
          <h2 id="family-report">{t("Report card")}</h2>
          <ReportCardFacts student={student.name} batch={card.batchName} rollNo={card.rollNo} />
          {card.subjects.map((subject) => (
            <p key={subject.id}>
              {subject.name}: {totalText(subject.total)}
            </p>
          ))}
          <p>
            <strong>{t("Overall: {{total}}", { total: totalText(card.overall) })}</strong>
          </p>
          <p>
            <a href={`/family/${params.token}/report-card.pdf`} download>
              {tCards("Report card (PDF)")}
            </a>
          </p>
        </section>
      </main>
    </>
  );
}

/** A revoked link (410) and a made-up one (404) read alike: the link does not work, and whom to ask. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const known = isRouteErrorResponse(error) && (error.status === 404 || error.status === 410);
  const { t } = useTranslation("families");
  return (
    <main id="main" className="page narrow error-page">
      <h1>{known ? t("This link is no longer valid") : t("Something went wrong")}</h1>
      <p>
        {known
          ? t("Ask the institute for a new link.")
          : t("Please try again in a moment. If it keeps happening, let the institute know.")}
      </p>
      <p>
        <Link to="/" className="button">
          {t("Go to the home page")}
        </Link>
      </p>
    </main>
  );
}
