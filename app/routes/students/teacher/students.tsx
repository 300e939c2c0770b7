import { data, Form, Link } from "react-router";
import { BatchNameChoice, batchLabel } from "~/components/batch-choice";
import { SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { listHref, PageCount, PageLinks, SearchForm } from "~/components/paging";
import { Spaced } from "~/components/spaced";
import { listWaitingForAccess } from "~/domain/access/registrations.server";
import { permitWaitingStudents } from "~/domain/access/rules.server";
import { chooseBatch } from "~/domain/catalogue/batch-choice.server";
import { listStudents } from "~/domain/students/directory.server";
import { handleButton } from "~/http/actions.server";
import { readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { translateMessage } from "~/http/language.server";
import { readValue } from "~/http/values.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { idField } from "~/schemas/fields";
import { readListSearch } from "~/schemas/paging";
import { type StudentSearch, studentSearchSchema } from "~/schemas/student-directory";
import type { Route } from "./+types/students";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Students") }];

/** The search lives in the address (?q=&batch=&page=), so a result can be bookmarked and paged without JS. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const search = readListSearch(studentSearchSchema, new URL(request.url).searchParams);
  const batches = await chooseBatch(teacher, search.batch, search.find_batch);
  const [list, waiting] = await Promise.all([
    listStudents(teacher, { ...search, batch: batches.chosen ?? undefined }),
    listWaitingForAccess(teacher),
  ]);
  return { search, list, waiting, batches };
}

/** 'Permit all' for one subject of the 'Waiting for access' list. */
export async function action({ request, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const subjectId = readValue(idField("Subject"), (await readFormData(request)).get("subjectId")).value;
  if (subjectId === undefined) throw data(translateMessage("Choose a subject to permit."), { status: 400 });
  const here = new URL(request.url);
  return handleButton(context, `${here.pathname}${here.search}`, () => permitWaitingStudents(teacher, subjectId));
}

const pageHref = (search: StudentSearch, page: number) =>
  listHref("/teacher/students", { q: search.q, batch: search.batch, find_batch: search.find_batch, page });

export default function Students({ loaderData }: Route.ComponentProps) {
  const { search, list, waiting, batches } = loaderData;
  const { t } = useTranslation("teacher");
  const heads = { name: t("Name"), email: t("Email"), batch: t("Batch"), guardian: t("Guardian") };
  return (
    <main id="main" className="page">
      <div className="section-head">
        <h1>{t("Students")}</h1>
        <div className="actions">
          <Spaced>
            <Link to="/teacher/students/import" className="button button-quiet">
              {t("Import")}
            </Link>
            <a href="/teacher/students/export.xlsx" className="button button-quiet" download>
              {t("Export everything")}
            </a>
          </Spaced>
        </div>
      </div>
      {waiting.total > 0 ? (
        <section aria-labelledby="waiting">
          <h2 id="waiting">{t("Waiting for access")}</h2>
          {waiting.total > waiting.subjects.length ? (
            <p className="muted">
              {t("The first {{shown}} of {{total}} subjects; permit these to see the next.", {
                shown: waiting.subjects.length,
                total: waiting.total,
              })}
            </p>
          ) : null}
          <ul className="row-list">
            {waiting.subjects.map((subject) => (
              <li key={subject.id}>
                <Form method="post" className="actions">
                  <Spaced>
                    <FormToken />
                    <input type="hidden" name="subjectId" value={subject.id} />
                    <span>
                      <strong translate="no">
                        {subject.batchName}: {subject.name}
                      </strong>{" "}
                      · <span translate="no">{subject.students.map((student) => student.name).join(", ")}</span>
                      {subject.more > 0 ? ` ${t("and {{count}} more", { count: subject.more })}` : ""}
                    </span>
                    <SubmitButton className="button button-quiet">{t("Permit all")}</SubmitButton>
                  </Spaced>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="all-students">
        <h2 id="all-students">{t("All students")}</h2>
        <SearchForm label={t("Search by name or email")} q={search.q}>
          {batches.everyBatch ? (
            <div className="field">
              <label htmlFor="batch">{t("Batch")}</label>
              <select id="batch" name="batch" defaultValue={batches.chosen ?? ""}>
                <option value="">{t("All batches")}</option>
                {batches.options.map((batch) => (
                  <option key={batch.id} value={batch.id}>
                    {batchLabel(batch, t)}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <BatchNameChoice choice={batches} name="batch" button={t("Search")}>
              {batches.chosen || batches.typed ? (
                <Link to={listHref("/teacher/students", { q: search.q })}>{t("All batches")}</Link>
              ) : null}
            </BatchNameChoice>
          )}
        </SearchForm>
        <PageCount facts={list} one={t("student")} many={t("students")} />
        {list.students.length === 0 ? (
          <p className="empty">{t("No students found")}</p>
        ) : (
          <div className="table-scroll">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{heads.name}</th>
                  <th scope="col">{heads.email}</th>
                  <th scope="col">{heads.batch}</th>
                  <th scope="col">{heads.guardian}</th>
                </tr>
              </thead>
              <tbody>
                {list.students.map((student) => (
                  <tr key={student.id}>
                    <td data-label={heads.name}>
                      <Link to={`/teacher/students/${student.id}`} translate="no">
                        {student.firstName} {student.lastName}
                      </Link>
                      {student.deactivated ? <span className="muted"> {t("(deactivated)")}</span> : null}
                    </td>
                    <td data-label={heads.email}>{student.email}</td>
                    <td data-label={heads.batch} translate="no">
                      {student.batchName}
                    </td>
                    <td data-label={student.guardian ? heads.guardian : undefined} translate="no">
                      {student.guardian ? `${student.guardian.name}, ${student.guardian.mobile}` : ""}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <PageLinks facts={list} href={(page) => pageHref(search, page)} />
      </section>
    </main>
  );
}
