import { Form, Link, Outlet } from "react-router";
import { listHref, PageCount, PageLinks } from "~/components/paging";
import { Spaced } from "~/components/spaced";
import { listEnquiries } from "~/domain/admissions/enquiries.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { enquirySearchSchema } from "~/schemas/admissions";
import { readListSearch } from "~/schemas/paging";
import { ChoiceSelect } from "../+shared/choice-select";
import { SOURCE_WORDS, STAGE_WORDS, sourceWord, stageWord } from "../+shared/enquiry-words";
import { withFollowUpDay } from "../+shared/follow-up-day.server";
import type { Route } from "./+types/enquiries";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Enquiries") }];

/** The filters travel in the address (?stage=&source=&due=&page=), so they work as a plain GET form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = readListSearch(enquirySearchSchema, new URL(request.url).searchParams);
  const list = await listEnquiries(requireTeacher(context), search);
  return { search, ...list, enquiries: list.enquiries.map(withFollowUpDay(languageFrom(context))) };
}

const DUE_WORDS = { today: "Due today", overdue: "Overdue" };

/** Every enquiry, newest first, with filters by stage, source and follow-up; 'New enquiry' opens over it. */
export default function Enquiries({ loaderData }: Route.ComponentProps) {
  const { search, enquiries } = loaderData;
  const { t } = useTranslation("admissions");
  const filters = { stage: search.stage, source: search.source, due: search.due };
  return (
    <main id="main" className="page">
      <div className="section-head">
        <h1>{t("Enquiries")}</h1>
        <Spaced>
          <Link to="new" className="button" preventScrollReset>
            {t("New enquiry")}
          </Link>
          <Link to="/teacher/enquiries/report" className="button button-quiet">
            {t("Month's report")}
          </Link>
        </Spaced>
      </div>
      <Form method="get" className="actions search-form">
        <Spaced>
          <ChoiceSelect
            name="stage"
            label={t("Stage")}
            words={STAGE_WORDS}
            chosen={search.stage}
            any={t("Any stage")}
          />
          <ChoiceSelect
            name="source"
            label={t("Source")}
            words={SOURCE_WORDS}
            chosen={search.source}
            any={t("Any source")}
          />
          <ChoiceSelect name="due" label={t("Follow-up")} words={DUE_WORDS} chosen={search.due} any={t("Any day")} />
          <button type="submit" className="button">
            {t("Show")}
          </button>
        </Spaced>
      </Form>
      <PageCount facts={loaderData} one={t("enquiry")} many={t("enquiries")} />
      {enquiries.length === 0 ? <p className="empty">{t("No enquiries here yet")}</p> : null}
      {enquiries.length > 0 ? (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t("Name")}</th>
                <th scope="col">{t("Mobile number")}</th>
                <th scope="col">{t("Stage")}</th>
                <th scope="col">{t("Source")}</th>
                <th scope="col">{t("Follow-up date")}</th>
                <th scope="col">{t("Handled by")}</th>
              </tr>
            </thead>
            <tbody>
              {enquiries.map((enquiry) => (
                <tr key={enquiry.id}>
                  <th scope="row">
                    <Link to={`/teacher/enquiries/${enquiry.id}`} translate="no">
                      {enquiry.name}
                    </Link>
                  </th>
                  <td>{enquiry.mobile}</td>
                  <td>{t(stageWord(enquiry.stage))}</td>
                  <td>{t(sourceWord(enquiry.source))}</td>
                  <td>{enquiry.followUpOn ?? "—"}</td>
                  <td translate="no">{enquiry.handledBy?.name ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <PageLinks facts={loaderData} href={(page) => listHref("/teacher/enquiries", { ...filters, page })} />
      <Outlet />
    </main>
  );
}
