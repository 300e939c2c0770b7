import { useForm } from "@conform-to/react";
import { Form, Link, Outlet } from "react-router";
import { AttendanceSummary } from "~/components/attendance-summary";
import { BatchNameChoice, batchLabel } from "~/components/batch-choice";
import { Field, FormError, SelectField, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { Spaced } from "~/components/spaced";
import { GuardianList, PendingGuardians } from "~/components/student-guardians";
import { SubjectChecklist } from "~/components/subject-checklist";
import { attendanceOf } from "~/domain/attendance/reports.server";
import { photoKeyOf } from "~/domain/cards/photos.server";
import { remarksForScreen } from "~/domain/cards/remarks.server";
import { chooseBatch } from "~/domain/catalogue/batch-choice.server";
import { formatDateTime, formatIsoDay } from "~/domain/core/format.server";
import { listGuardians } from "~/domain/families/guardians.server";
import { taxDetailsIfRegistered } from "~/domain/fees/gst/student-details.server";
import { editStudent, getStudentProfile, moveChoice } from "~/domain/students/directory.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { idParam, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { sentBatchChoiceSchema, studentEditSchema } from "~/schemas/student-directory";
import { StudentCardsSection } from "../../cards/+shared/student-cards-section";
import { FeeAccountSection } from "../../fees/+shared/fee-account";
import { studentFeeAccount } from "../../fees/+shared/fee-view.server";
import type { Route } from "./+types/student";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.student.firstName} ${loaderData.student.lastName}` : pageTranslate("Student") },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const profile = await readForPage(() => getStudentProfile(teacher, idParam(params.studentId)));
  const { guardians, pending_guardians: pendingGuardians } = await listGuardians(teacher, profile.student.id);
  const language = languageFrom(context);
  return {
    ...profile,
    guardians: guardians.map((guardian) => ({
      ...guardian,
      lastOpened: guardian.parent_link?.last_opened_at
        ? formatDateTime(guardian.parent_link.last_opened_at, language)
        : null,
    })),
    pendingGuardians,
    results: profile.results.map((result) => ({ ...result, day: formatIsoDay(result.date, language) })),
    batches: await chooseBatch(teacher, profile.student.batchId ?? undefined),
    fees: await studentFeeAccount(teacher, profile.student.id, languageFrom(context)),
    taxDetails: await taxDetailsIfRegistered(profile.student.id),
    attendance: await attendanceOf(profile.student.id),
    photoKey: await photoKeyOf(profile.student.id),
    remarks: await remarksForScreen(profile.student.id, language),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const studentId = idParam(params.studentId);
  const formData = await readFormData(request);
  return handleForm(
    formData,
    studentEditSchema,
    async (value) => {
      const { message } = await editStudent(teacher, studentId, value);
      return redirectWithToast(context, `/teacher/students/${studentId}`, "success", message);
    },
    // Refused, the form offers the batches that match what was typed into its batch choice and, for a move,
    // the new batch's subjects: as the teacher ticked them, or all ticked with access given when first shown.
    async () => {
      const sent = sentBatchChoiceSchema.parse(Object.fromEntries(formData));
      const batches = await chooseBatch(teacher, sent.batch_id, sent.find_batch);
      const move = await moveChoice(teacher, studentId, batches.chosen);
      const chosenBefore = move !== null && formData.get("subjects_for") === String(move.id);
      return {
        batches,
        move: move && {
          ...move,
          ticked: chosenBefore ? formData.getAll("subjects").map(Number) : move.subjects.map((subject) => subject.id),
          permitted: chosenBefore ? formData.get("permitted") === "on" : true,
        },
      };
    },
  );
}

/**
 * What the teacher can do to a student, each its own confirmation URL under this page. Other areas add
 * theirs here with one line (e.g. a password reset link).
 */
const studentActions = (student: { deactivated: boolean }) => [
  student.deactivated ? { to: "reactivate", label: "Reactivate" } : { to: "deactivate", label: "Deactivate" },
  { to: "reset-link", label: "Reset password link" },
  { to: "delete", label: "Delete student" },
];

const MOVING =
  "Moving keeps the student's results; registrations for the old batch's subjects end, and you choose which of the new batch's subjects they take";

export default function Student({ loaderData, actionData }: Route.ComponentProps) {
  const { t: tClassroom } = useTranslation("classroom");
  const { t } = useTranslation("teacher");
  const heads = { test: t("Test"), subject: t("Subject"), day: t("Date"), marks: t("Marks") };
  const { student, subjects, results, guardians } = loaderData;
  const batches = actionData && "batches" in actionData ? actionData.batches : loaderData.batches;
  const move = actionData && "move" in actionData ? actionData.move : null;
  const [form, fields] = useForm<{
    first_name: string;
    last_name: string;
    email: string;
    batch_id: string;
    subjects: string[];
  }>({
    lastResult: actionData,
    defaultValue: {
      first_name: student.firstName,
      last_name: student.lastName,
      email: student.email,
      batch_id: String(student.batchId ?? ""),
    },
  });
  return (
    <main id="main" className="page">
      <p>
        <Link to="/teacher/students">← {t("All students")}</Link>
      </p>
      <h1 translate="no">
        {student.firstName} {student.lastName}
      </h1>
      <p className="muted">
        {student.email} · {student.batchName ? <span translate="no">{student.batchName}</span> : t("No batch")}
        {student.deactivated ? ` · ${t("Deactivated: cannot sign in")}` : ""}
      </p>
      <div className="actions">
        <Spaced>
          {studentActions(student).map((step) => (
            <Link key={step.to} to={step.to} className="button button-quiet" preventScrollReset>
              {t(step.label)}
            </Link>
          ))}
        </Spaced>
      </div>

      <section aria-labelledby="student-subjects">
        <h2 id="student-subjects">{t("Subjects")}</h2>
        {subjects.length === 0 ? <p className="empty">{t("Not registered for any subject")}</p> : null}
        <ul>
          {subjects.map((subject) => (
            <li key={subject.id}>
              <span translate="no">{subject.name}</span>:{" "}
              {subject.permitted ? t("access permitted") : t("waiting for access")}
            </li>
          ))}
        </ul>
        {subjects.some((subject) => !subject.permitted) ? (
          <Form method="post" action={`/teacher/students/${student.id}/permit-subjects`}>
            <FormToken />
            <SubmitButton className="button button-quiet">{t("Permit all subjects")}</SubmitButton>
          </Form>
        ) : null}
      </section>

      <section aria-labelledby="student-guardians">
        <h2 id="student-guardians">{t("Guardians")}</h2>
        <GuardianList
          guardians={guardians}
          base={`/teacher/students/${student.id}/guardians`}
          decideAt={`/teacher/students/${student.id}/guardian-changes`}
          teacher
        />
        <PendingGuardians
          changes={loaderData.pendingGuardians}
          decideAt={`/teacher/students/${student.id}/guardian-changes`}
        />
        {guardians.length < 2 ? (
          <Link to="guardians/new" className="button button-quiet" preventScrollReset>
            {t("Add guardian")}
          </Link>
        ) : null}
      </section>

      <section aria-labelledby="student-results">
        <h2 id="student-results">{t("Results")}</h2>
        {results.length === 0 ? (
          <p className="empty">{t("No results yet")}</p>
        ) : (
          <div className="table-scroll">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{heads.test}</th>
                  <th scope="col">{heads.subject}</th>
                  <th scope="col">{heads.day}</th>
                  <th scope="col">{heads.marks}</th>
                </tr>
              </thead>
              <tbody>
                {results.map((result) => (
                  <tr key={result.testId}>
                    <th scope="row" translate="no">
                      {result.testName}
                    </th>
                    <td data-label={heads.subject} translate="no">
                      {result.subjectName}
                    </td>
                    <td data-label={heads.day}>{result.day}</td>
                    <td data-label={heads.marks}>
                      {result.attempted ? `${result.marks} / ${result.maxMarks}` : t("Not attempted")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <StudentCardsSection
        studentId={student.id}
        name={`${student.firstName} ${student.lastName}`}
        photoKey={loaderData.photoKey}
        remarks={loaderData.remarks}
      />

      <FeeAccountSection studentId={student.id} account={loaderData.fees} taxDetails={loaderData.taxDetails} />
      <section aria-labelledby="student-attendance">
        <h2 id="student-attendance">{tClassroom("Attendance")}</h2>
        <AttendanceSummary summary={loaderData.attendance} headingLevel={3} />
      </section>

      <section aria-labelledby="edit-student">
        <h2 id="edit-student">{t("Edit details")}</h2>
        <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack narrow">
          <FormToken />
          <FormError id={form.errorId} errors={form.errors} />
          <Field label={t("First name")} meta={fields.first_name} />
          <Field label={t("Last name")} meta={fields.last_name} />
          <Field label={t("Email")} type="email" meta={fields.email} />
          {batches.everyBatch ? (
            <SelectField
              label={t("Batch")}
              meta={fields.batch_id}
              placeholder={t("Choose a batch")}
              options={batches.options.map((batch) => ({ value: String(batch.id), label: batchLabel(batch, t) }))}
              hint={t(MOVING)}
            />
          ) : (
            <BatchNameChoice
              choice={batches}
              name="batch_id"
              button={t("Save")}
              errors={fields.batch_id.errors}
              errorId={fields.batch_id.errorId}
            >
              <small className="hint">{t(MOVING)}</small>
            </BatchNameChoice>
          )}
          {/* The batch whose subjects this form lists: a move to any other batch first asks for its subjects. */}
          <input type="hidden" name="subjects_for" value={move?.id ?? student.batchId ?? ""} />
          {move ? (
            <div className="stack" key={`${move.id}:${move.ticked.join()}:${move.permitted}`}>
              {move.subjects.length > 0 ? (
                <SubjectChecklist
                  legend={t("Subjects in {{batch}}", { batch: move.name })}
                  subjects={move.subjects}
                  ticked={move.ticked}
                  errors={fields.subjects.errors}
                  errorId={fields.subjects.errorId}
                />
              ) : (
                <p className="notice">
                  {t("{{batch}} has no subjects yet: the student can choose them on their dashboard once it has.", {
                    batch: move.name,
                  })}
                </p>
              )}
              <label className="check">
                <input type="checkbox" name="permitted" defaultChecked={move.permitted} /> {t("Give access now")}
              </label>
            </div>
          ) : null}
          <SubmitButton>{t("Save")}</SubmitButton>
        </Form>
      </section>
      <Outlet />
    </main>
  );
}
