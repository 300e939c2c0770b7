import { Link, Outlet } from "react-router";
import { Fact } from "~/components/fact";
import { Spaced } from "~/components/spaced";
import { getEnquiry } from "~/domain/admissions/enquiries.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { idParam, readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { sourceWord, stageWord } from "../+shared/enquiry-words";
import { withFollowUpDay } from "../+shared/follow-up-day.server";
import type { Route } from "./+types/enquiry";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? pageTranslate("Enquiry: {{name}}", { name: data.enquiry.name }) : pageTranslate("Enquiries") },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const enquiryId = idParam(params.enquiryId);
  const enquiry = await readForPage(() => getEnquiry(teacher, enquiryId));
  return { enquiry: withFollowUpDay(languageFrom(context))(enquiry) };
}

/** An enquiry: who asked and about what, its stage and follow-up, every note; 'Change stage', 'Add note', 'Admit'. */
export default function EnquiryPage({ loaderData }: Route.ComponentProps) {
  const { enquiry } = loaderData;
  const { t } = useTranslation("admissions");
  const admitted = enquiry.stage === "admitted";
  return (
    <main id="main" className="page">
      <p>
        <Link to="/teacher/enquiries">← {t("Enquiries")}</Link>
      </p>
      <h1 translate="no">{enquiry.name}</h1>
      <dl className="facts">
        <Fact label={t("Stage")}>{t(stageWord(enquiry.stage))}</Fact>
        {enquiry.stage === "lost" ? (
          <Fact label={t("Reason lost")}>
            <span translate="no">{enquiry.lostReason}</span>
          </Fact>
        ) : null}
        <Fact label={t("Follow-up date")}>{enquiry.followUpOn ?? "—"}</Fact>
        <Fact label={t("Mobile number")}>
          <a href={`tel:${enquiry.mobile}`}>{enquiry.mobile}</a>
        </Fact>
        {enquiry.email ? <Fact label={t("E-mail")}>{enquiry.email}</Fact> : null}
        <Fact label={t("Class")}>
          <span translate="no">{enquiry.grade || "—"}</span>
        </Fact>
        <Fact label={t("Batch of interest")}>
          <span translate="no">{enquiry.batch?.name ?? "—"}</span>
        </Fact>
        <Fact label={t("Source")}>{t(sourceWord(enquiry.source))}</Fact>
        <Fact label={t("Handled by")}>
          <span translate="no">{enquiry.handledBy?.name ?? "—"}</span>
        </Fact>
        <Fact label={t("Received")}>{enquiry.received}</Fact>
      </dl>
      {enquiry.message ? <p translate="no">{enquiry.message}</p> : null}
      <div className="actions">
        <Spaced>
          {admitted ? (
            enquiry.studentId ? (
              <Link to={`/teacher/students/${enquiry.studentId}`} className="button">
                {t("Open the student")}
              </Link>
            ) : null
          ) : (
            <>
              <Link to="stage" className="button button-quiet" preventScrollReset>
                {t("Change stage")}
              </Link>
              <Link to="admit" className="button" preventScrollReset>
                {t("Admit")}
              </Link>
            </>
          )}
          <Link to="note" className="button button-quiet" preventScrollReset>
            {t("Add note")}
          </Link>
        </Spaced>
      </div>
      <section aria-labelledby="notes">
        <h2 id="notes">{t("Notes")}</h2>
        {enquiry.notes.length === 0 ? <p className="empty">{t("No notes yet")}</p> : null}
        <ul className="stack">
          {enquiry.notes.map((note) => (
            <li key={note.id}>
              <p className="muted">
                {note.when}
                {note.by ? (
                  <>
                    {" · "}
                    <span translate="no">{note.by}</span>
                  </>
                ) : null}
              </p>
              <p translate="no">{note.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <Outlet />
    </main>
  );
}
