import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SelectField, SubmitButton, TextareaField } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { CheckboxField } from "~/components/photo-field";
import { RouteDialog } from "~/components/route-dialog";
import { addPlan, editPlan, readPlan } from "~/domain/site/plans.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { planSchema } from "~/schemas/site";
import type { Route } from "./+types/plan";

// One module for /teacher/site/plans/new and /teacher/site/plans/:planId: the address says which.
export const meta: Route.MetaFunction = ({ params }) => [{ title: params.planId ? "Edit plan" : "Add plan" }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  if (!params.planId) return { plan: null };
  const plan = await readForPage(() => readPlan(teacher, idParam(params.planId)));
  return { plan };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const id = params.planId ? idParam(params.planId) : null;
  return handleForm(await readFormData(request), planSchema, async (value) => {
    const { message } = id === null ? await addPlan(teacher, value) : await editPlan(teacher, id, value);
    return redirectWithToast(context, "/teacher/site#plans", "success", message);
  });
}

export default function PlanDialog({ loaderData, actionData }: Route.ComponentProps) {
  const { plan } = loaderData;
  const [form, fields] = useForm<{
    name: string;
    price: number;
    features: string;
    leadsTo: string;
    mostPopular: string;
  }>({
    lastResult: actionData,
    defaultValue: plan
      ? {
          name: plan.name,
          price: plan.price,
          features: plan.features,
          leadsTo: plan.leadsTo,
          mostPopular: plan.mostPopular ? "on" : "",
        }
      : { leadsTo: "registration" },
  });
  const title = plan ? "Edit plan" : "Add plan";
  return (
    <RouteDialog title={title} closeTo="/teacher/site#plans">
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <Field label="Plan name" meta={fields.name} />
        <Field label="Price (₹)" type="number" meta={fields.price} min={0} step={1} />
        <TextareaField label="Features" meta={fields.features} rows={5} hint="One feature a line" />
        <SelectField
          label="Button leads to"
          meta={fields.leadsTo}
          placeholder="Choose where the button leads"
          options={[
            { value: "registration", label: "Registration" },
            { value: "booking", label: "Doubt-session booking" },
          ]}
        />
        <CheckboxField label="Most Popular" meta={fields.mostPopular} />
        <SubmitButton>{plan ? "Save plan" : "Add plan"}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
