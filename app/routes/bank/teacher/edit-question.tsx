import { useForm } from "@conform-to/react";
import { Form, Link } from "react-router";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { bankSubjects } from "~/domain/bank/list.server";
import { getBankQuestion } from "~/domain/bank/question-page.server";
import { editBankQuestion } from "~/domain/bank/questions.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, idPath, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { editBankQuestionSchema } from "~/schemas/bank";
import { formValuesOf } from "../+shared/form-values";
import { type QuestionFieldName, QuestionFields } from "../+shared/question-fields";
import "~/styles/bank.css";
import type { Route } from "./+types/edit-question";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Edit question") }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const question = await readForPage(() => getBankQuestion(teacher, idParam(params.questionId)));
  return { id: question.id, version: question.version, values: formValuesOf(question), subjects: await bankSubjects() };
}

/**
 * Each save is the question's next version; the form says the version it was drawn from, so a resent form (nothing
 * changed any more) saves once and a colleague's change made meanwhile is not undone unseen.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const here = idPath`/teacher/bank/${params.questionId}`;
  const id = idParam(params.questionId);
  return handleForm(await readFormData(request), editBankQuestionSchema, async (value) => {
    const { message } = await editBankQuestion(teacher, id, value);
    return redirectWithToast(context, here, "success", message);
  });
}

export default function EditQuestion({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("bank");
  const [form, fields] = useForm<Record<QuestionFieldName, string>>({
    lastResult: actionData,
    defaultValue: loaderData.values,
  });
  const version = String(actionData?.initialValue?.version ?? loaderData.version);
  return (
    <main id="main" className="page narrow bank-page">
      <p>
        <Link to={`/teacher/bank/${loaderData.id}`}>← {t("Question {{id}}", { id: loaderData.id })}</Link>
      </p>
      <h1>{t("Edit question {{id}}", { id: loaderData.id })}</h1>
      <Form method="post" id={form.id} noValidate className="stack">
        <FormToken />
        <input type="hidden" name="version" value={version} />
        <FormError id={form.errorId} errors={form.errors} />
        <QuestionFields fields={fields} subjects={loaderData.subjects} />
        <SubmitButton>{t("Save question")}</SubmitButton>
      </Form>
    </main>
  );
}
