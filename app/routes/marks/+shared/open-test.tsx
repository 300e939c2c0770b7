import { Form, Link } from "react-router";
import { EmailText } from "~/components/email-text";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { MarksForm } from "~/components/marks-form";
import { Spaced } from "~/components/spaced";
import { useTranslation } from "~/i18n/use-translation";
import { MESSAGES } from "~/schemas/words";
import type { Route } from "../teacher/+types/tests";

type Open = NonNullable<Route.ComponentProps["loaderData"]["open"]>;
type ActionData = Route.ComponentProps["actionData"];

/** 'Publish results' / 'Unpublish': one button each, posting to its own address, so it works without JavaScript. */
function PublishForm({ testPath, published }: { testPath: string; published: boolean }) {
  const { t } = useTranslation("teacher");
  return (
    <Form method="post" action={`${testPath}/${published ? "unpublish" : "publish"}`} preventScrollReset>
      <FormToken />
      {published ? (
        <SubmitButton className="button button-quiet">{t("Unpublish")}</SubmitButton>
      ) : (
        <>
          <label className="check">
            <input type="checkbox" name="tell_families" defaultChecked /> {t("Tell families")}
          </label>
          <SubmitButton>{t("Publish results")}</SubmitButton>
        </>
      )}
    </Form>
  );
}

/** A paper test with a question paper is marked from each student's answer string: 'Enter answers'. */
function EnterAnswers({ base, open }: { base: string; open: Open }) {
  const { t } = useTranslation("online-tests");
  return open.test.hasPaper ? (
    <Link to={`${base}/tests/${open.test.id}/answers`} className="button button-quiet">
      {t("Enter answers")}
    </Link>
  ) : null;
}

/** An open test with marks, read-only: who has which mark, and the test's steps. */
function SavedMarks({ base, open }: { base: string; open: Open }) {
  const here = `${base}?test=${open.test.id}`;
  const testPath = `${base}/tests/${open.test.id}`;
  const { t } = useTranslation("teacher");
  const heads = { roll: t("Roll"), student: t("Student"), email: t("Email"), marks: t("Marks") };
  return (
    <div className="stack">
      <p className="notice">
        {open.test.published
          ? t("Published: students see these marks.")
          : t("Draft: students do not see these marks until you publish them.")}
      </p>
      <div className="results-scroll">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{heads.roll}</th>
              <th scope="col">{heads.student}</th>
              <th scope="col">{heads.email}</th>
              <th scope="col">{heads.marks}</th>
            </tr>
          </thead>
          <tbody>
            {open.rows.map(({ student, result }) => (
              <tr key={student.id}>
                <td data-label={heads.roll}>{student.rollNo}</td>
                <td data-label={heads.student}>{student.name}</td>
                <td data-label={heads.email}>
                  <EmailText email={student.email} />
                </td>
                <td data-label={heads.marks}>
                  {!result
                    ? t("Not entered")
                    : result.attempted
                      ? `${result.marks} / ${open.test.maxMarks}`
                      : t("Absent")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="actions">
        <Spaced>
          <PublishForm testPath={testPath} published={open.test.published} />
          <Link to={`${here}&mode=edit`} className="button" preventScrollReset>
            {t("Update Results")}
          </Link>
          <EnterAnswers base={base} open={open} />
          <Link to={`${testPath}/history`} className="button button-quiet">
            {t("Change history")}
          </Link>
          <a href={`${testPath}/marks.csv`} className="button button-quiet" download>
            {t("Download CSV")}
          </a>
          <a href={`${testPath}/marks.csv?history=1`} className="button button-quiet" download>
            {t("Download change history (CSV)")}
          </a>
        </Spaced>
      </div>
    </div>
  );
}

/** 'Import CSV': fills the sheet below for review; the page's action answers with the imported rows. */
function ImportForm({ importError }: { importError: string | null }) {
  const { t } = useTranslation("teacher");
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="import-form"
      aria-label={t("Import marks from a CSV file")}
    >
      <FormToken />
      <input type="hidden" name="intent" value="import" />
      <label className="field">
        {t("Import marks from a CSV file (roll_no or email, marks, attempted, remark)")}
        <input type="file" name="csv" accept=".csv,text/csv" />
      </label>
      <SubmitButton className="button button-quiet">{t("Import CSV")}</SubmitButton>
      <FormError errors={importError ? [importError] : undefined} />
    </Form>
  );
}

/** The open test on the Tests page: its saved marks, or the marks sheet with the CSV import above it. */
export function OpenTest({ base, open, actionData }: { base: string; open: Open; actionData: ActionData }) {
  const here = `${base}?test=${open.test.id}`;
  const imported = actionData && "imported" in actionData ? actionData.imported : null;
  const importError = actionData && "importError" in actionData ? actionData.importError : null;
  const lastResult = actionData && "status" in actionData ? actionData : undefined;
  const checked = actionData && "checked" in actionData ? String(actionData.checked) : null;
  const { t } = useTranslation("teacher");

  // A sheet sent to the test's page without its sheet open (an old tab, a forged form) is refused there, and
  // says so: the message must be on the page, not only in what a script would read.
  const refused = lastResult?.error?.[""] ? <FormError errors={lastResult.error[""]} /> : null;

  if (open.mode === "view") {
    if (open.hasResults)
      return (
        <>
          {refused}
          <SavedMarks base={base} open={open} />
        </>
      );
    return (
      <div className="stack">
        {refused}
        <p className="muted">{t("No results added yet")}</p>
        <Spaced>
          <Link to={`${here}&mode=add`} className="button" preventScrollReset>
            {t("Add Results")}
          </Link>
          <EnterAnswers base={base} open={open} />
        </Spaced>
      </div>
    );
  }

  if (open.sheetRows.length === 0)
    return (
      <>
        {refused}
        <p className="notice">{t(MESSAGES.noStudents)}</p>
      </>
    );
  if (open.mode === "edit" && !open.hasResults)
    return (
      <>
        {refused}
        <p className="notice">{t(MESSAGES.nothingToUpdate)}</p>
      </>
    );
  return (
    <div className="stack">
      <ImportForm importError={importError} />
      {imported ? (
        <div className="notice" role="status">
          <p>{t("{{count}} lines imported. Review the marks below, then save.", { count: imported.imported })}</p>
          {imported.problems.length > 0 ? (
            <ul aria-label={t("Lines not imported")}>
              {imported.problems.map((problem) => (
                <li key={problem.line}>
                  {t("Line {{line}}: {{problem}}", { line: problem.line, problem: problem.message })}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {checked ? (
        <p className="notice" role="status">
          {t(checked)}
        </p>
      ) : null}
      <MarksForm
        rows={imported ? imported.rows : open.sheetRows}
        maxMarks={open.test.maxMarks}
        submitLabel={open.mode === "add" ? "Save Results" : "Save Changes"}
        lastResult={lastResult}
      />
      <Link to={here} preventScrollReset>
        {t("Cancel")}
      </Link>
    </div>
  );
}
