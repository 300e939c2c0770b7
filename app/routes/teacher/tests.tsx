import { data, Form, Link, Outlet } from "react-router";
import { EmailText } from "~/components/email-text";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { ItemSteps } from "~/components/item-steps";
import { MarksForm } from "~/components/marks-form";
import { DomainError, invalid } from "~/domain/errors.server";
import { formatIsoDay } from "~/domain/format.server";
import { importMarksCsv } from "~/domain/marks-csv.server";
import {
  checkResults,
  findTest,
  listSubjectTests,
  resultSheet,
  saveResults,
  setPublished,
  sheetRowCount,
} from "~/domain/tests.server";
import { handleForm, unreadableForm } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, idPath, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { streamOf, withUploadForm } from "~/http/uploads.server";
import { idOfText } from "~/schemas/fields";
import { enteredRows, marksSheetSchemaFor } from "~/schemas/tests";
import { MESSAGES } from "~/schemas/words";
import type { Route } from "./+types/tests";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.overview.batch_name}: ${loaderData.overview.subject_name} tests` : "Tests" },
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
    // The sheet's rows as the form starts them: an empty box where no mark is saved (DESIGN departure 19).
    sheetRows: (mode === "view" ? [] : (sheet?.rows ?? [])).map((row) => ({
      student_id: row.student_id,
      student_name: row.student_name,
      roll_no: row.roll_no,
      marks: row.entered && row.attempted ? String(row.marks) : "",
      absent: row.entered && !row.attempted,
      remark: row.remark,
    })),
    overview: {
      ...subject,
      student_count: students.length,
      tests: overview.tests.map((test) => ({ ...test, day: formatIsoDay(test.date) })),
    },
    open: sheet ? { ...sheet, rows: mode === "view" ? sheet.rows : [], mode } : null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const url = new URL(request.url);
  const testId = idParam(url.searchParams.get("test") ?? undefined);
  const here = `${idPath`/teacher/test/${params.batchId}/${params.subjectId}`}?test=${testId}`;
  // The sheet has a row per registered student, and the reader refuses any row number beyond them.
  const rowCount = await readForPage(() => sheetRowCount(teacher, testId));
  return withUploadForm(
    request,
    async ({ fields: formData, file }) => {
      if (formData.get("intent") === "import") {
        const csv = file("csv");
        try {
          if (!csv) throw invalid("Choose a CSV file to import.");
          // A new id each time, so the form starts again from the imported values.
          return { imported: await importMarksCsv(teacher, testId, streamOf(csv)), importId: crypto.randomUUID() };
        } catch (error) {
          if (error instanceof DomainError) return data({ importError: error.message }, { status: 400 });
          throw error;
        }
      }
      const publish = formData.get("intent");
      if (publish === "publish" || publish === "unpublish") {
        try {
          const { message } = await setPublished(teacher, testId, publish === "publish", {
            tellFamilies: formData.get("tell_families") === "on",
          });
          return redirectWithToast(context, here, "success", message);
        } catch (error) {
          if (error instanceof DomainError) return redirectWithToast(context, here, "error", error.message);
          throw error;
        }
      }
      // Only the sheet's save button saves; Enter (the form's default button, 'Check marks') checks and
      // answers with the sheet, every value kept.
      const test = await readForPage(() => findTest(testId));
      return handleForm(formData, marksSheetSchemaFor(test.maxMarks), async (value, submission) => {
        const rows = enteredRows(value.results);
        if (value.intent === "check") {
          const { message } = await checkResults(teacher, testId, rows);
          return data({ ...submission.reply(), checked: message });
        }
        const { message } = await saveResults(teacher, testId, rows);
        return redirectWithToast(context, here, "success", message);
      });
    },
    unreadableForm,
    rowCount,
  );
}

export default function Tests({ loaderData, actionData }: Route.ComponentProps) {
  const { overview, open, sheetRows } = loaderData;
  const base = `/teacher/test/${overview.batch_id}/${overview.subject_id}`;
  return (
    <main id="main" className="page">
      <p>
        <Link to={`/teacher/course/${overview.batch_id}`}>← {overview.batch_name}</Link>
      </p>
      <h1>{overview.batch_name}</h1>
      <div className="section-head">
        <h2>Tests Overview: {overview.subject_name}</h2>
        <div className="actions">
          <Link to={`${base}/tests/new`} className="button" preventScrollReset>
            Add test
          </Link>
          {overview.tests.length > 0 ? (
            <>
              <a href={`${base}/marks.csv`} className="button button-quiet" download>
                Download all marks (CSV)
              </a>
              <Link to={`${base}/roll-numbers`} className="button button-quiet">
                Roll numbers
              </Link>
            </>
          ) : null}
        </div>
      </div>
      {overview.tests.length === 0 ? <p className="empty">No tests yet.</p> : null}
      <ul className="test-list">
        {overview.tests.map((test) => {
          const isOpen = open?.test.id === test.id;
          // With no marks yet the button opens the empty sheet itself; with marks, the marks and their steps.
          const marksStep = test.results === 0 ? "Enter marks" : "Edit marks";
          const opens = test.results === 0 ? `${base}?test=${test.id}&mode=add` : `${base}?test=${test.id}`;
          return (
            <li key={test.id} className="card">
              <div className="section-head">
                <div>
                  <h3>{test.name}</h3>
                  <p className="muted">
                    {test.day} · out of {test.max_marks}
                  </p>
                  <p>
                    <span className={test.published ? "badge" : "badge badge-draft"}>
                      {test.published ? "Published" : "Draft"}
                    </span>{" "}
                    {test.results} of {overview.student_count} marks entered
                  </p>
                </div>
                <Link
                  to={isOpen ? base : opens}
                  className="button button-quiet"
                  aria-expanded={isOpen}
                  aria-label={`${isOpen ? "Hide" : marksStep}: ${test.name}`}
                  preventScrollReset
                >
                  {isOpen ? "Hide" : marksStep}
                </Link>
                {/* Correcting or deleting the test (issue 10) */}
                <ItemSteps
                  name={test.name}
                  steps={[
                    { to: `${base}/tests/${test.id}/edit`, label: "Edit" },
                    { to: `${base}/tests/${test.id}/delete`, label: "Delete" },
                  ]}
                />
              </div>
              {isOpen && open ? (
                <OpenTest base={base} open={open} sheetRows={sheetRows} actionData={actionData} />
              ) : null}
            </li>
          );
        })}
      </ul>
      <Outlet />
    </main>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];
type Open = NonNullable<LoaderData["open"]>;

/** 'Publish results' / 'Unpublish': one button each, so it works without JavaScript. */
function PublishForm({ published }: { published: boolean }) {
  return (
    <Form method="post" preventScrollReset>
      <FormToken />
      {published ? (
        <SubmitButton name="intent" value="unpublish" className="button button-quiet">
          Unpublish
        </SubmitButton>
      ) : (
        <>
          <label className="check">
            <input type="checkbox" name="tell_families" defaultChecked /> Tell families
          </label>
          <SubmitButton name="intent" value="publish">
            Publish results
          </SubmitButton>
        </>
      )}
    </Form>
  );
}

function OpenTest({
  base,
  open,
  sheetRows,
  actionData,
}: {
  base: string;
  open: Open;
  sheetRows: LoaderData["sheetRows"];
  actionData: Route.ComponentProps["actionData"];
}) {
  const here = `${base}?test=${open.test.id}`;
  const imported = actionData && "imported" in actionData ? actionData.imported : null;
  const importId = actionData && "importId" in actionData ? actionData.importId : "sheet";
  const importError = actionData && "importError" in actionData ? actionData.importError : null;
  const lastResult = actionData && "status" in actionData ? actionData : undefined;
  const checked = actionData && "checked" in actionData ? String(actionData.checked) : null;

  if (open.mode === "view") {
    if (!open.hasResults) {
      return (
        <div className="stack">
          <p className="muted">No results added yet</p>
          <Link to={`${here}&mode=add`} className="button" preventScrollReset>
            Add Results
          </Link>
        </div>
      );
    }
    return (
      <div className="stack">
        <p className="notice">
          {open.test.published
            ? "Published: students see these marks."
            : "Draft: students do not see these marks until you publish them."}
        </p>
        <div className="results-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Roll</th>
                <th scope="col">Student</th>
                <th scope="col">Email</th>
                <th scope="col">Marks</th>
              </tr>
            </thead>
            <tbody>
              {open.rows.map((row) => (
                <tr key={row.student_id}>
                  <td>{row.roll_no}</td>
                  <td>{row.student_name}</td>
                  <td>
                    <EmailText email={row.student_email} />
                  </td>
                  <td>
                    {!row.entered ? "Not entered" : row.attempted ? `${row.marks} / ${open.test.max_marks}` : "Absent"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="actions">
          <PublishForm published={open.test.published} />
          <Link to={`${here}&mode=edit`} className="button" preventScrollReset>
            Update Results
          </Link>
          <Link to={`${base}/tests/${open.test.id}/history`} className="button button-quiet">
            Change history
          </Link>
          <a href={`${base}/tests/${open.test.id}/marks.csv`} className="button button-quiet" download>
            Download CSV
          </a>
          <a href={`${base}/tests/${open.test.id}/marks.csv?history=1`} className="button button-quiet" download>
            Download change history (CSV)
          </a>
        </div>
      </div>
    );
  }

  if (sheetRows.length === 0) return <p className="notice">{MESSAGES.noStudents}</p>;
  if (open.mode === "edit" && !open.hasResults) return <p className="notice">{MESSAGES.nothingToUpdate}</p>;
  const names = new Map(sheetRows.map((row) => [row.student_id, row]));
  const rows = imported
    ? imported.rows.flatMap((row) => {
        const student = names.get(row.student_id);
        return student ? [{ ...student, ...row }] : [];
      })
    : sheetRows;
  return (
    <div className="stack">
      <Form
        method="post"
        encType="multipart/form-data"
        className="import-form"
        aria-label="Import marks from a CSV file"
      >
        <FormToken />
        <input type="hidden" name="intent" value="import" />
        <label className="field">
          Import marks from a CSV file (roll_no or email, marks, attempted, remark)
          <input type="file" name="csv" accept=".csv,text/csv" />
        </label>
        <SubmitButton className="button button-quiet">Import CSV</SubmitButton>
        <FormError errors={importError ? [importError] : undefined} />
      </Form>
      {imported ? (
        <div className="notice" role="status">
          <p>
            {imported.imported} {imported.imported === 1 ? "line" : "lines"} imported. Review the marks below, then
            save.
          </p>
          {imported.problems.length > 0 ? (
            <ul aria-label="Lines not imported">
              {imported.problems.map((problem) => (
                <li key={problem.line}>
                  Line {problem.line}: {problem.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {checked ? (
        <p className="notice" role="status">
          {checked}
        </p>
      ) : null}
      <MarksForm
        rows={rows}
        maxMarks={open.test.max_marks}
        submitLabel={open.mode === "add" ? "Save Results" : "Save Changes"}
        lastResult={lastResult}
        version={importId}
      />
      <Link to={here} preventScrollReset>
        Cancel
      </Link>
    </div>
  );
}
