import { Link, Outlet, redirect } from "react-router";
import { ItemSteps } from "~/components/item-steps";
import { Spaced } from "~/components/spaced";
import { formatIsoDay } from "~/domain/core/format.server";
import { resultSheet, sheetRowCount } from "~/domain/marks/sheet.server";
import { sheetRowOf } from "~/domain/marks/sheet-row";
import { listSubjectTests } from "~/domain/marks/tests.server";
import { unreadableForm } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { idParam, idPath, readForPage } from "~/http/pages.server";
import { withUploadForm } from "~/http/uploads.server";
import { useTranslation } from "~/i18n/use-translation";
import { idOfText } from "~/schemas/fields";
import { answerMarksImport } from "../+shared/import-marks.server";
import { answerMarksSheet } from "../+shared/marks-sheet.server";
import { OpenTest } from "../+shared/open-test";
import type { Route } from "./+types/tests";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.overview.batchName}: ${loaderData.overview.subjectName} tests` : "Tests" },
];

type Mode = "view" | "add" | "edit";

/** The open test (?test=) and whether its marks are being entered (?mode=add|edit) live in the address. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const batchId = idParam(params.batchId);
  const subjectId = idParam(params.subjectId);
  const search = new URL(request.url).searchParams;
  const overview = await readForPage(() => listSubjectTests(teacher, batchId, subjectId));
  const openId = idOfText(search.get("test") ?? "");
  const openTest = overview.tests.find((test) => test.id === openId);
  const mode: Mode = search.get("mode") === "add" ? "add" : search.get("mode") === "edit" ? "edit" : "view";
  const sheet = openTest ? await resultSheet(teacher, openTest.id) : null;
  const { students, ...subject } = overview;
  // Only what the page shows goes to the browser: the read-only list or the sheet, not both, and no list
  // of students beside them (with 200 students, the page's data is most of its weight).
  return {
    overview: {
      ...subject,
      studentCount: students.length,
      tests: overview.tests.map((test) => ({ ...test, day: formatIsoDay(test.date, languageFrom(context)) })),
    },
    open: sheet
      ? {
          test: sheet.test,
          hasResults: sheet.hasResults,
          mode,
          rows: mode === "view" ? sheet.rows : [],
          // The sheet's rows as the form starts them: an empty box where no mark is saved.
          sheetRows: mode === "view" ? [] : sheet.rows.map(({ student, result }) => sheetRowOf(student, result)),
        }
      : null,
  };
}

/**
 * The open test's forms post here (?test=): 'Import CSV' fills the sheet from a file, and the sheet's
 * buttons check or save it. Publishing has its own addresses; a publish form of an older page that still
 * posts here is sent on to them.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const testId = idParam(new URL(request.url).searchParams.get("test") ?? undefined);
  const tests = idPath`/teacher/test/${params.batchId}/${params.subjectId}`;
  // The sheet has a row per registered student, and the reader refuses any row number beyond them.
  const rowCount = await readForPage(() => sheetRowCount(teacher, testId));
  return withUploadForm(
    request,
    async ({ fields, file }) => {
      const intent = fields.get("intent");
      if (intent === "import") return answerMarksImport(teacher, testId, file("csv"));
      if (intent === "publish" || intent === "unpublish") return redirect(`${tests}/tests/${testId}/${intent}`, 307);
      return answerMarksSheet(context, teacher, testId, fields, `${tests}?test=${testId}`);
    },
    unreadableForm,
    rowCount,
  );
}

export default function Tests({ loaderData, actionData }: Route.ComponentProps) {
  const { overview, open } = loaderData;
  const base = `/teacher/test/${overview.batchId}/${overview.subjectId}`;
  const { t } = useTranslation("teacher");
  return (
    <main id="main" className="page">
      <p>
        <Link to={`/teacher/course/${overview.batchId}`}>← {overview.batchName}</Link>
      </p>
      <h1>{overview.batchName}</h1>
      <div className="section-head">
        <h2>{t("Tests Overview: {{subject}}", { subject: overview.subjectName })}</h2>
        <div className="actions">
          <Spaced>
            <Link to={`${base}/tests/new`} className="button" preventScrollReset>
              {t("Add test")}
            </Link>
            {overview.tests.length > 0 ? (
              <>
                <a href={`${base}/marks.csv`} className="button button-quiet" download>
                  {t("Download all marks (CSV)")}
                </a>
                <Link to={`${base}/roll-numbers`} className="button button-quiet">
                  {t("Roll numbers")}
                </Link>
              </>
            ) : null}
          </Spaced>
        </div>
      </div>
      {overview.tests.length === 0 ? <p className="empty">{t("No tests yet.")}</p> : null}
      <ul className="test-list">
        {overview.tests.map((test) => {
          const isOpen = open?.test.id === test.id;
          // With no marks yet the button opens the empty sheet itself; with marks, the marks and their steps.
          const marksStep = test.results === 0 ? t("Enter marks") : t("Edit marks");
          const opens = test.results === 0 ? `${base}?test=${test.id}&mode=add` : `${base}?test=${test.id}`;
          return (
            <li key={test.id} className="card">
              <div className="section-head">
                <div>
                  <h3>{test.name}</h3>
                  <p className="muted">
                    {test.day} · {t("out of {{max}}", { max: test.maxMarks })}
                  </p>
                  <p>
                    <span className={test.published ? "badge" : "badge badge-draft"}>
                      {test.published ? t("Published") : t("Draft")}
                    </span>{" "}
                    {t("{{entered}} of {{students}} marks entered", {
                      entered: test.results,
                      students: overview.studentCount,
                    })}
                  </p>
                </div>
                <Link
                  to={isOpen ? base : opens}
                  className="button button-quiet"
                  aria-expanded={isOpen}
                  aria-label={`${isOpen ? t("Hide") : marksStep}: ${test.name}`}
                  preventScrollReset
                >
                  {isOpen ? t("Hide") : marksStep}
                </Link>
                <ItemSteps
                  name={test.name}
                  steps={[
                    { to: `${base}/tests/${test.id}/paper`, label: "Question paper" },
                    { to: `${base}/tests/${test.id}/edit`, label: "Edit" },
                    { to: `${base}/tests/${test.id}/delete`, label: "Delete" },
                  ]}
                />
              </div>
              {isOpen && open ? <OpenTest base={base} open={open} actionData={actionData} /> : null}
            </li>
          );
        })}
      </ul>
      <Outlet />
    </main>
  );
}
