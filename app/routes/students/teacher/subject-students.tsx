import { useForm } from "@conform-to/react";
import { Form, Link } from "react-router";
import { EmailText } from "~/components/email-text";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { listSubjectStudents, permitStudents, permitWaitingStudents, revokeAccess } from "~/domain/access/rules.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { studentAccessSchema } from "~/schemas/content";
import type { Route } from "./+types/subject-students";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Students") }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  return readForPage(() => listSubjectStudents(teacher, idParam(params.batchId), idParam(params.subjectId)));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const subjectId = idParam(params.subjectId);
  const here = new URL(request.url).pathname;
  return handleForm(await readFormData(request), studentAccessSchema, async (value) => {
    const { message } =
      value.intent === "remove"
        ? await revokeAccess(teacher, subjectId, value.studentId)
        : value.ids.length > 0
          ? await permitStudents(teacher, subjectId, value.ids)
          : await permitWaitingStudents(teacher, subjectId);
    return redirectWithToast(context, here, "success", message);
  });
}

/**
 * Without JavaScript the pending selection is a set of checkboxes in one form and 'Permit all N'
 * sends it (nothing ticked: every waiting student); each 'Remove' is a small form of its own, tied to
 * its button by the form attribute.
 */
export default function SubjectStudents({ loaderData, actionData, params }: Route.ComponentProps) {
  const { subjectName, students } = loaderData;
  const { t } = useTranslation("teacher");
  const heads = { name: t("Name"), email: t("Email"), access: t("Access") };
  const waiting = students.filter((student) => !student.permitted).length;
  const [form] = useForm({ id: "permit-students", lastResult: actionData });
  return (
    <RouteDialog
      title={t("Students: {{subject}}", { subject: subjectName })}
      closeTo={`/teacher/course/${params.batchId}`}
      wide
    >
      {students.length === 0 ? (
        <p className="empty">{t("No students have registered for this subject yet.")}</p>
      ) : (
        <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
          <FormToken />
          <input type="hidden" name="intent" value="permit" />
          <FormError id={form.errorId} errors={[...new Set(Object.values(form.allErrors).flat())]} />
          <div className="table-scroll">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{heads.name}</th>
                  <th scope="col">{heads.email}</th>
                  <th scope="col">{heads.access}</th>
                </tr>
              </thead>
              <tbody>
                {students.map((student) => {
                  const name = `${student.firstName} ${student.lastName}`.trim();
                  return (
                    <tr key={student.id}>
                      <td data-label={heads.name} translate="no">
                        {name}
                      </td>
                      <td data-label={heads.email}>
                        <EmailText email={student.email} />{" "}
                        <Link
                          to={`/teacher/students/${student.id}/reset-link`}
                          aria-label={t("Reset password link for {{name}}", { name })}
                        >
                          {t("Reset password link")}
                        </Link>
                      </td>
                      <td>
                        {student.permitted ? (
                          <>
                            <span className="chip">{t("Permitted")}</span>{" "}
                            <button
                              type="submit"
                              form={`remove-${student.id}`}
                              className="button button-quiet"
                              aria-label={t("Remove {{name}}", { name })}
                            >
                              {t("Remove")}
                            </button>
                          </>
                        ) : (
                          <label className="check">
                            <input type="checkbox" name="ids" value={student.id} /> {t("Permit")}{" "}
                            <span className="visually-hidden" translate="no">
                              {name}
                            </span>
                          </label>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {waiting > 0 ? (
            <div className="stack">
              <SubmitButton>
                {waiting === 1 ? t("Permit 1 student") : t("Permit all {{count}}", { count: waiting })}
              </SubmitButton>
              {waiting > 1 ? (
                <p className="muted">
                  {t("Tick students to permit only them; with none ticked, all {{count}} are permitted.", {
                    count: waiting,
                  })}
                </p>
              ) : null}
            </div>
          ) : null}
        </Form>
      )}
      {students
        .filter((student) => student.permitted)
        .map((student) => (
          <Form key={student.id} method="post" id={`remove-${student.id}`} hidden>
            <FormToken />
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="studentId" value={student.id} />
          </Form>
        ))}
    </RouteDialog>
  );
}
