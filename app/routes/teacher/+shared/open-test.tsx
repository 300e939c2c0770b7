import { Form, Link } from "react-router";
import { EmailText } from "~/components/email-text";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { MarksForm } from "~/components/marks-form";
import { MESSAGES } from "~/schemas/words";
import type { Route } from "../+types/tests";

type Open = NonNullable<Route.ComponentProps["loaderData"]["open"]>;
type ActionData = Route.ComponentProps["actionData"];

/** 'Publish results' / 'Unpublish': one button each, posting to its own address, so it works without JavaScript. */
function PublishForm({ testPath, published }: { testPath: string; published: boolean }) {
  return (
    <Form method="post" action={`${testPath}/${published ? "unpublish" : "publish"}`} preventScrollReset>
      <FormToken />
      {published ? (
        <SubmitButton className="button button-quiet">Unpublish</SubmitButton>
      ) : (
        <SubmitButton>Publish results</SubmitButton>
      )}
    </Form>
  );
}

/** An open test with marks, read-only: who has which mark, and the test's steps. */
function SavedMarks({ base, open }: { base: string; open: Open }) {
  const here = `${base}?test=${open.test.id}`;
  const testPath = `${base}/tests/${open.test.id}`;
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
            {open.rows.map(({ student, result }) => (
              <tr key={student.id}>
                <td>{student.rollNo}</td>
                <td>{student.name}</td>
                <td>
                  <EmailText email={student.email} />
                </td>
                <td>
                  {!result ? "Not entered" : result.attempted ? `${result.marks} / ${open.test.maxMarks}` : "Absent"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="actions">
        <PublishForm testPath={testPath} published={open.test.published} />
        <Link to={`${here}&mode=edit`} className="button" preventScrollReset>
          Update Results
        </Link>
        <Link to={`${testPath}/history`} className="button button-quiet">
          Change history
        </Link>
        <a href={`${testPath}/marks.csv`} className="button button-quiet" download>
          Download CSV
        </a>
        <a href={`${testPath}/marks.csv?history=1`} className="button button-quiet" download>
          Download change history (CSV)
        </a>
      </div>
    </div>
  );
}

/** 'Import CSV': fills the sheet below for review; the page's action answers with the imported rows. */
function ImportForm({ importError }: { importError: string | null }) {
  return (
    <Form method="post" encType="multipart/form-data" className="import-form" aria-label="Import marks from a CSV file">
      <FormToken />
      <input type="hidden" name="intent" value="import" />
      <label className="field">
        Import marks from a CSV file (roll_no or email, marks, attempted, remark)
        <input type="file" name="csv" accept=".csv,text/csv" />
      </label>
      <SubmitButton className="button button-quiet">Import CSV</SubmitButton>
      <FormError errors={importError ? [importError] : undefined} />
    </Form>
  );
}

/** The open test on the Tests page: its saved marks, or the marks sheet with the CSV import above it. */
export function OpenTest({ base, open, actionData }: { base: string; open: Open; actionData: ActionData }) {
  const here = `${base}?test=${open.test.id}`;
  const imported = actionData && "imported" in actionData ? actionData.imported : null;
  const importId = actionData && "importId" in actionData ? actionData.importId : "sheet";
  const importError = actionData && "importError" in actionData ? actionData.importError : null;
  const lastResult = actionData && "status" in actionData ? actionData : undefined;
  const checked = actionData && "checked" in actionData ? String(actionData.checked) : null;

  if (open.mode === "view") {
    if (open.hasResults) return <SavedMarks base={base} open={open} />;
    return (
      <div className="stack">
        <p className="muted">No results added yet</p>
        <Link to={`${here}&mode=add`} className="button" preventScrollReset>
          Add Results
        </Link>
      </div>
    );
  }

  if (open.sheetRows.length === 0) return <p className="notice">{MESSAGES.noStudents}</p>;
  if (open.mode === "edit" && !open.hasResults) return <p className="notice">{MESSAGES.nothingToUpdate}</p>;
  return (
    <div className="stack">
      <ImportForm importError={importError} />
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
        rows={imported ? imported.rows : open.sheetRows}
        maxMarks={open.test.maxMarks}
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
