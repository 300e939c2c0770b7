import { useForm } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { FormError, SelectField, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { listHref, PageCount, PageLinks } from "~/components/paging";
import { putOnPlan } from "~/domain/fees/accounts.server";
import { batchFees } from "~/domain/fees/dues.server";
import { listPlans } from "~/domain/fees/plans.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { idParam, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { putOnPlanSchema } from "~/schemas/fees";
import { listSearchSchema, readListSearch } from "~/schemas/paging";
import { feeWriter, plansToChoose } from "../../fees/+shared/fee-view.server";
import { PlanFields } from "./+shared/plan-fields";
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

/** 'Put on plan' from the batch's list: one student of the batch, a plan, and an optional discount. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const batchId = idParam(params.batchId);
  return handleForm(await readFormData(request), putOnPlanSchema, async (value) => {
    const { message } = await putOnPlan(teacher, value);
    return redirectWithToast(context, `/teacher/fees/batches/${batchId}`, "success", message);
  });
}

export default function BatchFees({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, totals, students, plans } = loaderData;
  const [form, fields] = useForm<{ student_id: string; plan_id: string; discount: string; discount_reason: string }>({
    lastResult: actionData,
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
