import { useForm } from "@conform-to/react";
import { Form, Link } from "react-router";
import { CopyField } from "~/components/copy-field";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { Spaced } from "~/components/spaced";
import { config } from "~/config.server";
import { changeTeacherCode, inviteTeacher, listTeachers } from "~/domain/accounts/teachers.server";
import { backUpNow, backupStatus } from "~/domain/jobs/backups.server";
import { handleButton } from "~/http/actions.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { readForPage } from "~/http/pages.server";
import { redirectWithToast, toast } from "~/http/toast.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { inviteTeacherSchema, TEACHER_CODE_MIN_LENGTH, teacherCodeChangeSchema } from "~/schemas/teachers";
import type { Route } from "./+types/teachers";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Teachers") }];

export async function loader({ context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  return readForPage(async () => ({ ...(await listTeachers(teacher)), backup: await backupStatus(teacher) }));
}

export async function action({ request, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const formData = await readFormData(request);
  if (formData.get("intent") === "backup") {
    return handleButton(context, "/teacher/teachers", () => backUpNow(teacher), { refused: "toast" });
  }
  if (formData.get("intent") === "invite") {
    return handleForm(formData, inviteTeacherSchema, async (value) => {
      const { link, message } = await inviteTeacher(teacher, value, config.PUBLIC_URL);
      toast(context, "success", message);
      // The link is shown once, in this answer, for the owner to pass on; it is not kept anywhere readable.
      return Response.json({ status: "success", invited: { email: value.email, link, message } });
    });
  }
  return handleForm(formData, teacherCodeChangeSchema, async (value) => {
    const { message } = await changeTeacherCode(teacher, value);
    return redirectWithToast(context, "/teacher/teachers", "success", message);
  });
}

type Invited = { invited?: { email: string; link: string; message: string } };

/** The owner's page: the teachers, inviting one, and the shared teacher code. */
export default function Teachers({ loaderData, actionData }: Route.ComponentProps) {
  const { teachers, teacherCodeOn, backup } = loaderData;
  const { t } = useTranslation("teacher");
  const heads = { name: t("Name"), email: t("Email") };
  const invited = (actionData as Invited | undefined)?.invited;
  // Two forms share one action: each shows only the answer to its own submission.
  const result = invited ? undefined : actionData;
  const inviteSent = result?.initialValue?.intent === "invite";
  const [invite, inviteFields] = useForm<{ email: string }>({
    id: "invite-teacher",
    lastResult: inviteSent ? result : undefined,
  });
  const [code, codeFields] = useForm<{ teacher_code: string }>({
    id: "teacher-code",
    lastResult: inviteSent ? undefined : result,
  });
  return (
    <main id="main" className="page">
      <h1>{t("Teachers")}</h1>
      <div className="table-scroll">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{heads.name}</th>
              <th scope="col">{heads.email}</th>
              <th scope="col">
                <span className="visually-hidden">{t("Actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {teachers.map((teacher) => (
              <tr key={teacher.id}>
                <td data-label={heads.name} translate="no">
                  {teacher.name}
                </td>
                <td data-label={heads.email}>{teacher.email}</td>
                <td>
                  {teacher.owner ? (
                    <span className="chip">{t("Owner")}</span>
                  ) : (
                    <Link
                      to={`/teacher/teachers/${teacher.id}/remove`}
                      aria-label={t("Remove {{name}}", { name: teacher.name })}
                    >
                      {t("Remove")}
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section aria-labelledby="invite-heading" className="card stack">
        <h2 id="invite-heading">{t("Invite a teacher")}</h2>
        {invited ? (
          <>
            <p role="status">
              {invited.message}{" "}
              {t("The link has been mailed to them (or waits in the Outbox) and works once, within a week.")}
            </p>
            <CopyField label={t("Invitation link")} value={invited.link} />
          </>
        ) : null}
        <Form method="post" id={invite.id} onSubmit={invite.onSubmit} noValidate className="stack">
          <FormToken />
          <input type="hidden" name="intent" value="invite" />
          <FormError id={invite.errorId} errors={invite.errors} />
          <Field label={t("Email of the new teacher")} type="email" meta={inviteFields.email} autoComplete="off" />
          <SubmitButton name="intent" value="invite">
            {t("Send invitation")}
          </SubmitButton>
        </Form>
      </section>

      <section aria-labelledby="backup-heading" className="card stack">
        <h2 id="backup-heading">{t("Backups")}</h2>
        {backup.on ? (
          <>
            <p>{backup.last ? t("Last backup: {{at}}, {{size}}", { ...backup.last }) : t("No backup yet.")}</p>
            <Form method="post">
              <FormToken />
              <SubmitButton name="intent" value="backup">
                {t("Back up now")}
              </SubmitButton>
            </Form>
            <p className="muted">
              {t(
                "A backup holds the database and every uploaded file. Copy the backup folders to another disk now and then: a backup on the same disk does not survive the disk.",
              )}
            </p>
          </>
        ) : (
          <p>{t(backup.hint)}</p>
        )}
      </section>

      <section aria-labelledby="code-heading" className="card stack">
        <h2 id="code-heading">{t("Teacher code")}</h2>
        <p>
          {teacherCodeOn
            ? t(
                "The teacher code is on: teachers give it when they sign in, and anyone with it can sign up as a teacher.",
              )
            : t(
                "The teacher code is off: teachers sign in with e-mail and password, and new teachers join by invitation.",
              )}
        </p>
        <Form method="post" id={code.id} onSubmit={code.onSubmit} noValidate className="stack">
          <FormToken />
          <FormError id={code.errorId} errors={code.errors} />
          <Field
            label={t("New teacher code")}
            type="password"
            meta={codeFields.teacher_code}
            autoComplete="off"
            hint={t("At least {{count}} characters. It is stored hashed; tell your teachers the new one.", {
              count: TEACHER_CODE_MIN_LENGTH,
            })}
          />
          <div className="actions">
            <Spaced>
              <SubmitButton name="intent" value="change">
                {t("Change teacher code")}
              </SubmitButton>
              {teacherCodeOn ? (
                <SubmitButton name="intent" value="off" className="button button-quiet">
                  {t("Turn off teacher code")}
                </SubmitButton>
              ) : null}
            </Spaced>
          </div>
        </Form>
      </section>
    </main>
  );
}
