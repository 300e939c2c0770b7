import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { FormError, SubmitButton, TextareaField } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { remarksOf, saveRemarks } from "~/domain/cards/remarks.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, idPath } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { MAX_REMARKS, remarksSchema } from "~/schemas/cards";
import type { Route } from "./+types/remarks";

/** 'Remarks' on the teacher's student page: what the report card says of the student, in the teacher's words. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Remarks for the report card") }];

export async function loader({ params, context }: Route.LoaderArgs) {
  requireTeacher(context);
  const remarks = await remarksOf(idParam(params.studentId));
  return { text: remarks?.text ?? "" };
}

export const action = dialogAction({
  guard: requireTeacher,
  target: (params) => idParam(params.studentId),
  schema: remarksSchema,
  save: saveRemarks,
  after: (params) => idPath`/teacher/students/${params.studentId}#report-card`,
});

export default function Remarks({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("documents-cards");
  const [form, fields] = useForm<{ remarks: string }>({
    lastResult: actionData && "status" in actionData ? actionData : undefined,
    defaultValue: { remarks: loaderData.text },
  });
  return (
    <RouteDialog title={t("Remarks for the report card")} closeTo={`/teacher/students/${params.studentId}`}>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <TextareaField
          label={t("Remarks")}
          meta={fields.remarks}
          rows={6}
          hint={t("At most {{count}} characters; leave empty to print none", { count: MAX_REMARKS })}
        />
        <SubmitButton>{t("Save remarks")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
