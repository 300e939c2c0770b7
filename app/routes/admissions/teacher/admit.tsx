import { useForm } from "@conform-to/react";
import { Form, Link } from "react-router";
import { Field, FormError, SelectField, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { SubjectChecklist } from "~/components/subject-checklist";
import { admitChoices, admitEnquiry } from "~/domain/admissions/admit.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, idPath, readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { admitSchema } from "~/schemas/admissions";
import { RELATIONS } from "~/schemas/families";
import { idOfText } from "~/schemas/fields";
import type { Route } from "./+types/admit";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Admit") }];

/** The batch is chosen by a link (?batch=), so its subjects and plans show without JavaScript. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const enquiryId = idParam(params.enquiryId);
  const choices = await readForPage(() => admitChoices(teacher, enquiryId));
  const asked = idOfText(new URL(request.url).searchParams.get("batch") ?? "");
  const batch =
    choices.batches.find((one) => one.id === asked) ??
    choices.batches.find((one) => String(one.id) === choices.prefilled.batch_id) ??
    null;
  return { ...choices, batch };
}

export const action = dialogAction({
  guard: requireTeacher,
  target: (params) => idParam(params.enquiryId),
  schema: admitSchema,
  save: (teacher, enquiryId, value) => admitEnquiry(teacher, enquiryId, value),
  after: (params) => idPath`/teacher/enquiries/${params.enquiryId}`,
});

const RELATION_WORDS = { mother: "Mother", father: "Father", guardian: "Guardian" } as const;

/**
 * 'Admit': the student in a batch and its subjects (permitted at once), their guardian and a fee plan, filled in
 * from the enquiry so that nothing is typed twice; the student gets a link to choose a password.
 */
export default function Admit({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("admissions");
  const { batches, batch, prefilled } = loaderData;
  const closeTo = `/teacher/enquiries/${params.enquiryId}`;
  const [form, fields] = useForm({
    lastResult: actionData,
    defaultValue: { ...prefilled, batch_id: batch ? String(batch.id) : "" },
  });
  const typedSubjects = actionData?.initialValue?.subjects;
  const ticked = typedSubjects
    ? [typedSubjects].flat().map(Number)
    : (batch?.subjects.map((subject) => subject.id) ?? []);
  return (
    <RouteDialog title={t("Admit")} closeTo={closeTo} wide>
      {batches.length === 0 ? <p className="empty">{t("Add a batch first: a student joins a batch.")}</p> : null}
      <nav aria-label={t("Batch")}>
        <p>{t("Batch")}</p>
        <ul className="actions">
          {batches.map((one) => (
            <li key={one.id}>
              <Link
                to={`?batch=${one.id}`}
                preventScrollReset
                aria-current={one.id === batch?.id ? "true" : undefined}
                className={one.id === batch?.id ? "button" : "button button-quiet"}
              >
                {one.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {batch ? (
        <Form method="post" id={form.id} noValidate className="stack">
          <FormToken />
          <FormError id={form.errorId} errors={form.errors} />
          <input type="hidden" name="batch_id" value={batch.id} />
          <h3>{t("The student")}</h3>
          <Field label={t("First name")} meta={fields.first_name} />
          <Field label={t("Last name")} meta={fields.last_name} />
          <Field
            label={t("Student's e-mail")}
            meta={fields.email}
            type="email"
            hint={t("They sign in with it; the link to choose a password goes there")}
          />
          <SubjectChecklist
            legend={t("Subjects (permitted at once)")}
            subjects={batch.subjects}
            ticked={ticked}
            errors={fields.subjects.errors}
            errorId={fields.subjects.errorId}
          />
          <h3>{t("The guardian")}</h3>
          <Field label={t("Guardian's name")} meta={fields.guardian_name} />
          <SelectField
            label={t("Relation")}
            meta={fields.guardian_relation}
            options={RELATIONS.map((relation) => ({ value: relation, label: t(RELATION_WORDS[relation]) }))}
          />
          <Field label={t("Guardian's mobile number")} meta={fields.guardian_mobile} inputMode="tel" />
          <SelectField
            label={t("Fee plan")}
            meta={fields.plan_id}
            placeholder={t("No fee plan yet")}
            options={batch.feePlans.map((plan) => ({ value: String(plan.id), label: plan.name }))}
          />
          <SubmitButton>{t("Admit")}</SubmitButton>
        </Form>
      ) : null}
    </RouteDialog>
  );
}
