import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SelectField, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { readStudentTax, saveStudentTax } from "~/domain/fees/gst/student-details.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { translatorOf } from "~/http/language.server";
import { idParam, idPath } from "~/http/pages.server";
import { useTranslation } from "~/i18n/use-translation";
import { studentTaxSchema } from "~/schemas/gst";
import { stateOptions } from "../+shared/state-options";
import type { Route } from "./+types/student-tax";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Tax details" }];

export async function loader({ params, context }: Route.LoaderArgs) {
  requireTeacher(context);
  const details = await readStudentTax(idParam(params.studentId));
  return { title: translatorOf(context, "fees")("Tax details"), details };
}

export const action = dialogAction({
  guard: requireTeacher,
  target: (params) => idParam(params.studentId),
  schema: studentTaxSchema,
  save: (teacher, studentId, value) => saveStudentTax(teacher, studentId, value),
  after: (params) => idPath`/teacher/students/${params.studentId}`,
});

/** The student's GSTIN and state, for their tax invoices: the recipient's details and the place of supply. */
export default function StudentTaxDialog({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("fees");
  const [form, fields] = useForm<{ gstin: string; state: string }>({
    lastResult: actionData,
    defaultValue: loaderData.details,
  });
  return (
    <RouteDialog title={t("Tax details")} closeTo={`/teacher/students/${params.studentId}`}>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <Field label={t("Student's GSTIN")} meta={fields.gstin} hint={t("Only if the student has one; most do not")} />
        <SelectField
          label={t("Student's state")}
          meta={fields.state}
          placeholder={t("Not given: the institute's state")}
          options={stateOptions(t)}
          hint={t("The place of supply: another state than the institute's is charged IGST")}
        />
        <SubmitButton>{t("Save tax details")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
