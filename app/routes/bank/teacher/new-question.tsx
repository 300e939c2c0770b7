import { useForm } from "@conform-to/react";
import { Form, Link } from "react-router";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { IdempotencyKey } from "~/components/idempotency-key";
import { bankSubjects } from "~/domain/bank/list.server";
import { createBankQuestion } from "~/domain/bank/questions.server";
import { newIdempotencyKey } from "~/domain/fees/resent.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { redirectWithToast } from "~/http/toast.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { newBankQuestionSchema } from "~/schemas/bank";
import { type QuestionFieldName, QuestionFields } from "../+shared/question-fields";
import "~/styles/bank.css";
import type { Route } from "./+types/new-question";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("New question") }];

/** The subjects the bank knows, as suggestions, and the form's one-time key. */
export async function loader({ context }: Route.LoaderArgs) {
  requireTeacher(context);
  return { subjects: await bankSubjects(), key: newIdempotencyKey() };
}

/** Saved, the question's page shows it with its formulas rendered, where its images are added. */
export async function action({ request, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  return handleForm(await readFormData(request), newBankQuestionSchema, async (value) => {
    const { id, message } = await createBankQuestion(teacher, value);
    return redirectWithToast(context, `/teacher/bank/${id}`, "success", message);
  });
}

/** 'New question': a plain form of the question's place, text, options, answer and solution. */
export default function NewQuestion({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("bank");
  const [form, fields] = useForm<Record<QuestionFieldName, string>>({
    lastResult: actionData,
    defaultValue: { difficulty: "medium" },
  });
  const key = String(actionData?.initialValue?.idempotency_key ?? loaderData.key);
  return (
    <main id="main" className="page narrow bank-page">
      <p>
        <Link to="/teacher/bank">← {t("Question bank")}</Link>
      </p>
      <h1>{t("New question")}</h1>
      <Form method="post" id={form.id} noValidate className="stack">
        <FormToken />
        <IdempotencyKey value={key} />
        <FormError id={form.errorId} errors={form.errors} />
        <QuestionFields fields={fields} subjects={loaderData.subjects} />
        <SubmitButton>{t("Save question")}</SubmitButton>
      </Form>
    </main>
  );
}
