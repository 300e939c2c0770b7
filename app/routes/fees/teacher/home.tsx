import { Form, Link, Outlet } from "react-router";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { IdempotencyKey } from "~/components/idempotency-key";
import { Spaced } from "~/components/spaced";
import { deletePlan, listPlans, retirePlan } from "~/domain/fees/plans.server";
import { newIdempotencyKey } from "~/domain/fees/resent.server";
import { confirmUpiPayment, paymentsToConfirm } from "~/domain/fees/upi.server";
import { handleButton, stepNamed, unknownIntent } from "~/http/actions.server";
import { parseInput } from "~/http/api.server";
import { readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom, translatorOf } from "~/http/language.server";
import { idParam } from "~/http/pages.server";
import { useTranslation } from "~/i18n/use-translation";
import { confirmReportSchema, IDEMPOTENCY_KEY_FIELD } from "~/schemas/fees";
import { feeWriter } from "../+shared/fee-view.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Fees" }];

export async function loader({ context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const [plans, toConfirm] = await Promise.all([listPlans(teacher), paymentsToConfirm(teacher)]);
  const write = feeWriter(languageFrom(context));
  return {
    title: translatorOf(context, "fees")("Fees"),
    plans: plans.map((plan) => ({
      ...plan,
      total: write.money(plan.totalPaise),
      instalments: plan.instalments.map((row) => ({ amount: write.money(row.amountPaise), day: write.day(row.dueOn) })),
    })),
    toConfirm: toConfirm.map((report) => ({
      id: report.id,
      student: report.student,
      guardianName: report.guardianName,
      amount: write.money(report.amountPaise),
      day: write.moment(report.reportedAt),
      transactionId: report.transactionId,
      // Each report's own: a page kept open (or gone back to) must not confirm another report with it.
      idempotencyKey: newIdempotencyKey(),
    })),
  };
}

type Teacher = ReturnType<typeof requireTeacher>;

const STEPS = {
  confirm: (teacher, id, formData) =>
    confirmUpiPayment(
      teacher,
      id,
      parseInput(confirmReportSchema, { [IDEMPOTENCY_KEY_FIELD]: formData.get(IDEMPOTENCY_KEY_FIELD) ?? undefined }),
    ),
  retire: (teacher, id) => retirePlan(teacher, id, true),
  restore: (teacher, id) => retirePlan(teacher, id, false),
  delete: deletePlan,
} satisfies Record<string, (teacher: Teacher, id: number, formData: FormData) => Promise<{ message: string }>>;

/** The page's buttons: confirm a reported UPI payment (once, however often its form is sent); retire, bring back or delete a plan. */
export async function action({ request, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const formData = await readFormData(request);
  const step = stepNamed(STEPS, formData.get("intent"));
  if (!step) return unknownIntent();
  return handleButton(context, "/teacher/fees", () => step(teacher, idParam(String(formData.get("id"))), formData), {
    refused: "toast",
  });
}

function StepButton({
  intent,
  id,
  idempotencyKey,
  children,
}: {
  intent: keyof typeof STEPS;
  id: number;
  idempotencyKey?: string;
  children: string;
}) {
  return (
    <Form method="post" className="inline-form">
      <FormToken />
      <input type="hidden" name="id" value={id} />
      {idempotencyKey ? <IdempotencyKey value={idempotencyKey} /> : null}
      <SubmitButton name="intent" value={intent} className="button button-quiet">
        {children}
      </SubmitButton>
    </Form>
  );
}

/** The teacher's fee book: plans by batch, what students reported paying by UPI, and the way to the dues. */
export default function FeesHome({ loaderData, actionData }: Route.ComponentProps) {
  const { plans, toConfirm } = loaderData;
  const { t } = useTranslation("fees");
  const batches = [...new Map(plans.map((plan) => [plan.batch.id, plan.batch.name])).entries()];
  return (
    <main id="main" className="page">
      <h1>{t("Fees")}</h1>
      {actionData?.message ? <FormError errors={[actionData.message]} /> : null}
      <div className="actions">
        <Spaced>
          <Link to="plans/new" className="button" preventScrollReset>
            {t("New fee plan")}
          </Link>
          <Link to="/teacher/fees/dues" className="button button-quiet">
            {t("Dues")}
          </Link>
          <Link to="/teacher/fees/papers" className="button button-quiet">
            {t("Receipts in one PDF")}
          </Link>
        </Spaced>
      </div>

      <section aria-labelledby="to-confirm">
        <h2 id="to-confirm">{t("Payments to confirm")}</h2>
        {toConfirm.length === 0 ? <p className="empty">{t("No reported payments are waiting.")}</p> : null}
        <ul className="stack">
          {toConfirm.map((report) => (
            <li key={report.id} className="card">
              <p>
                <Link to={`/teacher/students/${report.student.id}`} translate="no">
                  {report.student.name}
                </Link>{" "}
                {report.guardianName ? <>{t("(by their guardian {{name}})", { name: report.guardianName })} </> : null}
                {t("reported paying {{amount}} by UPI on {{day}}, transaction id {{id}}.", {
                  amount: report.amount,
                  day: report.day,
                  id: report.transactionId,
                })}
              </p>
              <div className="actions">
                <Spaced>
                  <StepButton intent="confirm" id={report.id} idempotencyKey={report.idempotencyKey}>
                    {t("Confirm")}
                  </StepButton>
                  <Link to={`reports/${report.id}/reject`} className="button button-quiet" preventScrollReset>
                    {t("Reject")}
                  </Link>
                </Spaced>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="fee-plans">
        <h2 id="fee-plans">{t("Fee plans")}</h2>
        {plans.length === 0 ? <p className="empty">{t("No fee plans yet: make one with 'New fee plan'.")}</p> : null}
        {batches.map(([batchId, batchName]) => (
          <div key={batchId} className="stack">
            <h3>
              <Link to={`/teacher/fees/batches/${batchId}`} translate="no">
                {batchName}
              </Link>
            </h3>
            <ul className="stack">
              {plans
                .filter((plan) => plan.batch.id === batchId)
                .map((plan) => (
                  <li key={plan.id} className="card">
                    <p>
                      <strong translate="no">{plan.name}</strong>:{" "}
                      {t("{{total}} in {{count}} instalments", { total: plan.total, count: plan.instalments.length })} (
                      {plan.instalments.map((row) => t("{{amount}} by {{day}}", row)).join(", ")}) ·{" "}
                      {t("{{count}} students", { count: plan.students })}
                      {plan.retired ? ` · ${t("Retired")}` : ""}
                    </p>
                    <div className="actions">
                      <Spaced>
                        <Link to={`plans/${plan.id}`} className="button button-quiet" preventScrollReset>
                          {t("Edit plan")}
                        </Link>
                        <StepButton intent={plan.retired ? "restore" : "retire"} id={plan.id}>
                          {plan.retired ? t("Bring back") : t("Retire")}
                        </StepButton>
                        {plan.students === 0 ? (
                          <StepButton intent="delete" id={plan.id}>
                            {t("Delete plan")}
                          </StepButton>
                        ) : null}
                      </Spaced>
                    </div>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </section>
      <Outlet />
    </main>
  );
}
