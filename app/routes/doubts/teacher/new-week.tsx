import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { createWeek, defaultWeekStart } from "~/domain/doubts/weeks.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { redirectWithToast } from "~/http/toast.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { newWeekSchema } from "~/schemas/weeks";
import type { Route } from "./+types/new-week";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Create New Week") }];

/** The date box starts on the coming Monday, the day a week starts unless the teacher picks another. */
export function loader({ context }: Route.LoaderArgs) {
  requireTeacher(context);
  return { startsOn: defaultWeekStart() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  return handleForm(await readFormData(request), newWeekSchema, async (value) => {
    const { message } = await createWeek(teacher, value);
    return redirectWithToast(context, "/teacher", "success", message);
  });
}

export default function NewWeek({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("doubts");
  const [form, fields] = useForm<{ starts_on: string; week_name: string }>({
    lastResult: actionData,
    defaultValue: { starts_on: loaderData.startsOn },
  });
  return (
    <RouteDialog title={t("Create New Week")} closeTo="/teacher">
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <Field
          label={t("Start date")}
          type="date"
          meta={fields.starts_on}
          hint={t("The week runs seven days from this day; each slot is on its weekday within them.")}
        />
        <Field
          label={t("Week name (optional)")}
          meta={fields.week_name}
          hint={t(
            "Left empty, the week is named after its start date, e.g. “Week of 30 Nov”. Its number is given in order.",
          )}
        />
        <SubmitButton>{t("Create Week")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
