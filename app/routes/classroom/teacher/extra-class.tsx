import { useForm } from "@conform-to/react";
import { Form, useRouteLoaderData } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { addExtraClass } from "~/domain/timetable/classes.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher, teacherOnlyLoader } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import { extraClassSchema } from "~/schemas/classroom";
import { ClassPlaceFields } from "../+shared/class-form";
import type { Route } from "./+types/extra-class";
import type { loader as timetableLoader } from "./timetable";

export const meta: Route.MetaFunction = () => [{ title: "Extra class" }];
export const loader = teacherOnlyLoader;

export async function action({ request, context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const batchId = idParam(params.batchId);
  return handleForm(await readFormData(request), extraClassSchema, async (value) => {
    const { message } = await addExtraClass(teacher, batchId, value);
    return redirectWithToast(context, `/teacher/course/${batchId}/timetable`, "success", message);
  });
}

/** 'Extra class' on one date, over the timetable. */
export default function ExtraClass({ actionData, params }: Route.ComponentProps) {
  const timetable = useRouteLoaderData<typeof timetableLoader>("routes/classroom/teacher/timetable");
  const { t } = useTranslation("classroom");
  const [form, fields] = useForm<{
    date: string;
    subject_id: string;
    start_time: string;
    end_time: string;
    room: string;
    meeting_url: string;
  }>({ lastResult: actionData, shouldValidate: "onSubmit" });
  return (
    <RouteDialog title={t("Extra class")} closeTo={`/teacher/course/${params.batchId}/timetable`}>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <Field label={t("Date")} type="date" meta={fields.date} />
        <ClassPlaceFields fields={fields} subjects={timetable?.subjects ?? []} />
        <SubmitButton>{t("Add extra class")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
