import { getInputProps, useForm } from "@conform-to/react";
import { Form, Link } from "react-router";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { getRegister, isOwner, registerRows, saveRegister, unlockRegister } from "~/domain/attendance/register.server";
import { ATTENDANCE_STATUSES, STATUS_WORDS } from "~/domain/attendance/statuses";
import { enhanceData } from "~/enhance/contract";
import { handleButton } from "~/http/actions.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { dateParam, idParam, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import { registerSchema } from "~/schemas/classroom";
import "~/styles/classroom.css";
import { formatIsoDay } from "~/domain/core/format.server";
import { languageFrom } from "~/http/language.server";
import type { Route } from "./+types/register";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.class.subjectName}, ${loaderData.day}` : "Register" },
];

export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const register = await readForPage(() =>
    getRegister(teacher, idParam(params.batchId), idParam(params.classId), dateParam(params.date)),
  );
  return { ...register, day: formatIsoDay(register.date, languageFrom(context)), owner: await isOwner(teacher) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const batchId = idParam(params.batchId);
  const classId = idParam(params.classId);
  const date = dateParam(params.date);
  const here = `/teacher/course/${batchId}/register/${classId}/${date}`;
  const form = await readFormData(request, await registerRows(teacher, batchId));
  if (form.get("intent") === "unlock") {
    return handleButton(context, here, () => unlockRegister(teacher, batchId, classId, date));
  }
  return handleForm(form, registerSchema, async (value) => {
    const { message } = await saveRegister(teacher, batchId, classId, date, value.students);
    return redirectWithToast(context, `/teacher/course/${batchId}/attendance`, "success", message);
  });
}

/** The register of one class on one date: a row per student, Present / Absent / Late, 'Save attendance'. */
export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { batchName, date, day, taken, open, owner, students } = loaderData;
  const item = loaderData.class;
  const base = `/teacher/course/${item.batchId}`;
  const { t } = useTranslation("classroom");
  const formResult = actionData && "status" in actionData ? actionData : undefined;
  const buttonMessage = actionData && "message" in actionData ? String(actionData.message) : null;
  const [form, fields] = useForm<{ students: { student_id: number; status: string }[] }>({
    id: "register",
    lastResult: formResult,
    defaultValue: { students: students.map((student) => ({ student_id: student.id, status: student.status })) },
  });
  const names = new Map(students.map((student) => [String(student.id), student]));
  return (
    <main id="main" className="page">
      <p>
        <Link to={`${base}/attendance`}>
          ← {t("Take attendance")}: {batchName}
        </Link>
      </p>
      <h1>
        {item.subjectName}, {day} {item.startTime}–{item.endTime}
      </h1>
      <p className="muted">
        {taken ? t("Taken; saving again updates it.") : t("Everyone starts as Present: mark who is absent or late.")}{" "}
        <Link to={`${base}/register/${item.id}/${date}/history`}>{t("History of changes")}</Link>
      </p>
      {buttonMessage ? (
        <p className="form-error" role="alert">
          {buttonMessage}
        </p>
      ) : null}
      {open ? null : (
        <div className="notice">
          <p>{t("This register is older than 7 days and is read-only.")}</p>
          {owner ? (
            <Form method="post">
              <FormToken />
              <SubmitButton name="intent" value="unlock" className="button button-quiet">
                {t("Unlock register")}
              </SubmitButton>
            </Form>
          ) : (
            <p>{t("Only the owner can unlock it.")}</p>
          )}
        </div>
      )}
      {students.length === 0 ? (
        <p className="empty">{t("No students in batch")}</p>
      ) : (
        <Form
          method="post"
          id={form.id}
          onSubmit={form.onSubmit}
          noValidate
          // The keys A, P, L and the arrows (app/enhance/register-keys.ts).
          {...enhanceData({ registerKeys: "" })}
          className="stack"
        >
          <FormToken />
          <FormError id={form.errorId} errors={form.errors} />
          <ol className="register">
            {fields.students.getFieldList().map((rowField) => {
              const row = rowField.getFieldset();
              const student = names.get(String(row.student_id.initialValue));
              const name = student?.name ?? "";
              const error = row.student_id.errors ?? row.status.errors;
              return (
                <li key={rowField.key} className="register-row" {...enhanceData({ registerRow: "" })}>
                  <input {...getInputProps(row.student_id, { type: "hidden" })} key={row.student_id.key} />
                  <fieldset aria-describedby={error ? row.status.errorId : undefined}>
                    <legend className="register-name">
                      {student?.rollNo ? `${student.rollNo}. ` : ""}
                      {name}
                    </legend>
                    <span className="register-choices">
                      {ATTENDANCE_STATUSES.map((status) => {
                        const { key, ...radio } = getInputProps(row.status, { type: "radio", value: status });
                        return (
                          <label key={status}>
                            <input
                              key={key}
                              {...radio}
                              disabled={!open}
                              aria-label={`${t(STATUS_WORDS[status])}: ${name}`}
                            />
                            {t(STATUS_WORDS[status])}
                          </label>
                        );
                      })}
                    </span>
                  </fieldset>
                  {/* Only a refused row has a message: 60 reserved empty lines would double the register's length. */}
                  {error ? (
                    <p id={row.status.errorId} className="field-error">
                      {error.join(". ")}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ol>
          {open ? <SubmitButton>{t("Save attendance")}</SubmitButton> : null}
        </Form>
      )}
    </main>
  );
}
