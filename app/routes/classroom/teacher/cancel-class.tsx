import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SelectField, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { formatIsoDay } from "~/domain/core/format.server";
import { cancelClass, cancellableDates } from "~/domain/timetable/classes.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { idParam, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import { cancelClassSchema } from "~/schemas/classroom";
import type { Route } from "./+types/cancel-class";

export const meta: Route.MetaFunction = () => [{ title: "Cancel class" }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const { class: item, dates } = await readForPage(() =>
    cancellableDates(teacher, idParam(params.batchId), idParam(params.classId)),
  );
  const language = languageFrom(context);
  return { item, dates: dates.map((date) => ({ value: date, label: formatIsoDay(date, language) })) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const batchId = idParam(params.batchId);
  const classId = idParam(params.classId);
  return handleForm(await readFormData(request), cancelClassSchema, async (value) => {
    const { message } = await cancelClass(teacher, batchId, classId, value);
    return redirectWithToast(context, `/teacher/course/${batchId}/timetable`, "success", message);
  });
}

/** 'Cancel class' on one of the next dates the class meets, with an optional reason the students see. */
export default function CancelClass({ loaderData: { item, dates }, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("classroom");
  const [form, fields] = useForm<{ date: string; reason: string }>({
    lastResult: actionData,
    shouldValidate: "onSubmit",
  });
  return (
    <RouteDialog title={t("Cancel class")} closeTo={`/teacher/course/${params.batchId}/timetable`}>
      <p>
        {t("{{subject}}, every {{day}} {{time}}", {
          subject: item.subjectName,
          day: t(item.weekday),
          time: `${item.startTime}–${item.endTime}`,
        })}
      </p>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <SelectField label={t("Date")} meta={fields.date} placeholder={t("Choose a date")} options={dates} />
        <Field label={t("Reason (optional)")} meta={fields.reason} />
        <SubmitButton>{t("Cancel class")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
