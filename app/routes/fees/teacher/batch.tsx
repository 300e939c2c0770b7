import { useForm } from "@conform-to/react";
import { Form, Link } from "react-router";
import { FormError, SelectField, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { listHref, PageCount, PageLinks } from "~/components/paging";
import { putOnPlan } from "~/domain/fees/accounts.server";
import { putManyOnPlan } from "~/domain/fees/batch-plan.server";
import { batchFees } from "~/domain/fees/dues.server";
import { listPlans } from "~/domain/fees/plans.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { idParam, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import { putManyOnPlanSchema, putOnPlanSchema } from "~/schemas/fees";
import { listSearchSchema, readListSearch } from "~/schemas/paging";
import { feeWriter, plansToChoose } from "../+shared/fee-view.server";
import { PlanFields } from "../+shared/plan-fields";
import type { Route } from "./+types/batch";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.batch.name ?? "Batch" }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const batchId = idParam(params.batchId);
  const { page } = readListSearch(listSearchSchema, new URL(request.url).searchParams);
  const [fees, plans] = await Promise.all([
    readForPage(() => batchFees(teacher, batchId, page)),
    listPlans(teacher, batchId),
  ]);
  const write = feeWriter(languageFrom(context));
  const orNull = (paise: number | null) => (paise === null ? null : write.money(paise));
  return {
    ...fees,
    totals: {
      collected: write.money(fees.totals.collectedPaise),
      due: write.money(fees.totals.duePaise),
      overdue: write.money(fees.totals.overduePaise),
    },
    students: fees.students.map((student) => ({
      id: student.id,
      name: student.name,
      planName: student.planName,
      balance: orNull(student.balancePaise),
      overdue: orNull(student.overduePaise),
    })),
    plans: plansToChoose(plans, write),
  };
}

/** Which of the page's two forms was sent: the whole batch on one plan, or one student with a discount. */
const INTENTS = { wholeBatch: "whole_batch", oneStudent: "one_student" } as const;

/**
 * 'Put every student of this batch on this plan' (those already on a plan keep it), or 'Put on plan' for one
 * student of the batch with an optional discount. A refused form comes back saying which it was (`sent`: Conform's
 * own result has an `intent` of its own), so only that form shows the errors.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const batchId = idParam(params.batchId);
  const formData = await readFormData(request);
  const done = (message: string) => redirectWithToast(context, `/teacher/fees/batches/${batchId}`, "success", message);
  if (formData.get("intent") === INTENTS.wholeBatch)
    return handleForm(
      formData,
      putManyOnPlanSchema,
      async (value) => done((await putManyOnPlan(teacher, value)).message),
      async () => ({ sent: INTENTS.wholeBatch }),
    );
  return handleForm(
    formData,
    putOnPlanSchema,
    async (value) => done((await putOnPlan(teacher, value)).message),
    async () => ({ sent: INTENTS.oneStudent }),
  );
}

export default function BatchFees({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, totals, students, plans } = loaderData;
  const [form, fields] = useForm<{ student_id: string; plan_id: string; discount: string; discount_reason: string }>({
    lastResult: actionData?.sent === INTENTS.oneStudent ? actionData : undefined,
  });
  const [batchForm, batchFields] = useForm<{ plan_id: string }>({
    lastResult: actionData?.sent === INTENTS.wholeBatch ? actionData : undefined,
  });
  const href = (page: number) => listHref(`/teacher/fees/batches/${batch.id}`, { page });
  const { t } = useTranslation("fees");
  const heads = { student: t("Student"), plan: t("Plan"), balance: t("Balance"), overdue: t("Overdue") };
  return (
    <main id="main" className="page">
      <p>
        <Link to="/teacher/fees">← {t("Fees")}</Link>
      </p>
      <h1>{t("Fees: {{batch}}", { batch: batch.name })}</h1>
      <dl className="facts">
        <div>
          <dt>{t("Collected")}</dt>
          <dd>{totals.collected}</dd>
        </div>
        <div>
          <dt>{t("Due")}</dt>
          <dd>{totals.due}</dd>
        </div>
        <div>
          <dt>{t("Overdue")}</dt>
          <dd>{totals.overdue}</dd>
        </div>
      </dl>
      <p>
        <Link to={listHref("/teacher/fees/dues", { batch: batch.id })}>{t("Dues of this batch")}</Link>
      </p>

      <section aria-labelledby="batch-students">
        <h2 id="batch-students">{t("Students")}</h2>
        <PageCount facts={loaderData} one={t("student")} many={t("students")} />
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{heads.student}</th>
                <th scope="col">{heads.plan}</th>
                <th scope="col">{heads.balance}</th>
                <th scope="col">{heads.overdue}</th>
              </tr>
            </thead>
            <tbody>
              {students.map((student) => (
                <tr key={student.id}>
                  <th scope="row">
                    <Link to={`/teacher/students/${student.id}`} translate="no">
                      {student.name}
                    </Link>
                  </th>
                  <td data-label={heads.plan} translate={student.planName ? "no" : undefined}>
                    {student.planName ?? t("No plan")}
                  </td>
                  <td data-label={heads.balance}>{student.balance ?? "–"}</td>
                  <td data-label={heads.overdue}>{student.overdue ?? "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <PageLinks facts={loaderData} href={href} />
      </section>

      {plans.length > 0 ? (
        <section aria-labelledby="whole-batch-plan">
          <h2 id="whole-batch-plan">{t("Put the whole batch on a plan")}</h2>
          <p>{t("Students already on a plan keep it. Give discounts one student at a time below.")}</p>
          <Form method="post" id={batchForm.id} onSubmit={batchForm.onSubmit} noValidate className="stack narrow">
            <FormToken />
            <input type="hidden" name="intent" value={INTENTS.wholeBatch} />
            <FormError id={batchForm.errorId} errors={batchForm.errors} />
            <SelectField
              label={t("Plan for the whole batch")}
              meta={batchFields.plan_id}
              placeholder={t("Choose a plan")}
              options={plans.map((plan) => ({ value: String(plan.id), label: `${plan.name} (${plan.total})` }))}
            />
            <SubmitButton>{t("Put every student of this batch on this plan")}</SubmitButton>
          </Form>
        </section>
      ) : null}

      <section aria-labelledby="put-on-plan">
        <h2 id="put-on-plan">{t("Put a student on a plan")}</h2>
        {plans.length === 0 ? (
          <p className="empty">
            {t("This batch has no fee plan yet:")}{" "}
            <Link to={`/teacher/fees/plans/new?batch=${batch.id}`}>{t("New fee plan")}</Link>
          </p>
        ) : (
          <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack narrow">
            <FormToken />
            <input type="hidden" name="intent" value={INTENTS.oneStudent} />
            <FormError id={form.errorId} errors={form.errors} />
            <SelectField
              label={t("Student")}
              meta={fields.student_id}
              placeholder={t("Choose a student")}
              options={students
                .filter((student) => student.planName === null)
                .map((student) => ({ value: String(student.id), label: student.name }))}
            />
            <PlanFields fields={fields} plans={plans} />
            <SubmitButton>{t("Put on plan")}</SubmitButton>
          </Form>
        )}
      </section>
    </main>
  );
}
