import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SelectField, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { getEnquiry, setEnquiryStage } from "~/domain/admissions/enquiries.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, idPath, readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { enquiryStageSchema, SETTABLE_STAGES } from "~/schemas/admissions";
import { stageWord } from "../+shared/enquiry-words";
import type { Route } from "./+types/enquiry-stage";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Change stage") }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const enquiryId = idParam(params.enquiryId);
  const enquiry = await readForPage(() => getEnquiry(teacher, enquiryId));
  return { stage: enquiry.stage, lostReason: enquiry.lostReason, followUpOn: enquiry.followUpOn ?? "" };
}

export const action = dialogAction({
  guard: requireTeacher,
  target: (params) => idParam(params.enquiryId),
  schema: enquiryStageSchema,
  save: (teacher, enquiryId, value) => setEnquiryStage(teacher, enquiryId, value),
  after: (params) => idPath`/teacher/enquiries/${params.enquiryId}`,
});

/** 'Change stage': new, contacted, demo class or lost (with its reason), and the next follow-up day. */
export default function EnquiryStage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("admissions");
  const [form, fields] = useForm({
    lastResult: actionData,
    defaultValue: {
      stage: loaderData.stage === "admitted" ? "new" : loaderData.stage,
      lost_reason: loaderData.lostReason,
      follow_up_on: loaderData.followUpOn,
    },
  });
  return (
    <RouteDialog title={t("Change stage")} closeTo={`/teacher/enquiries/${params.enquiryId}`}>
      <Form method="post" id={form.id} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <SelectField
          label={t("Stage")}
          meta={fields.stage}
          options={SETTABLE_STAGES.map((stage) => ({ value: stage, label: t(stageWord(stage)) }))}
        />
        <Field
          label={t("Reason lost")}
          meta={fields.lost_reason}
          hint={t("Only for a lost enquiry: why they did not join")}
        />
        <Field
          label={t("Follow-up date")}
          meta={fields.follow_up_on}
          type="date"
          hint={t("Leave it empty when there is nothing to follow up")}
        />
        <SubmitButton>{t("Save")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
