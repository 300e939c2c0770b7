import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Fact } from "~/components/fact";
import { FormError, SubmitButton, TextareaField } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { config } from "~/config.server";
import { describeInstant } from "~/domain/core/time.server";
import { doubtDetails } from "~/domain/doubts/booking.server";
import { declineDoubtRequest } from "~/domain/doubts/cancellations.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { idPath, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { declineSchema } from "~/schemas/booking";
import type { Route } from "./+types/decline";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Decline request") }];

const weekPage = (request: Request, weekId: string) => `/teacher/week/${weekId}${new URL(request.url).search}`;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireTeacher(context);
  const doubt = await readForPage(() => doubtDetails(params.doubtId));
  const start = describeInstant(doubt.startsAt, config.INSTITUTE_TIMEZONE, languageFrom(context));
  return { userEmail: doubt.userEmail, start, closeTo: weekPage(request, params.weekId) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const back = `${idPath`/teacher/week/${params.weekId}`}${new URL(request.url).search}`;
  return handleForm(await readFormData(request), declineSchema, async (input) => {
    const { message } = await declineDoubtRequest(teacher, params.doubtId, input);
    return redirectWithToast(context, back, "success", message);
  });
}

export default function DeclineRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { userEmail, start, closeTo } = loaderData;
  const { t } = useTranslation("doubts");
  const [form, fields] = useForm<{ message: string }>({ lastResult: actionData });
  return (
    <RouteDialog title={t("Decline request")} closeTo={closeTo}>
      <dl className="meeting-facts">
        <Fact label={t("User")}>{userEmail}</Fact>
        <Fact label={t("Session")}>
          {start.date}, {start.time} ({start.zone})
        </Fact>
      </dl>
      <p>{t("The visitor is told by mail, and the slot becomes free to book again.")}</p>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack" preventScrollReset>
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <TextareaField label={t("Message to the visitor (optional)")} meta={fields.message} />
        <SubmitButton>{t("Decline")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
