import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { editTest } from "~/domain/marks/tests.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { newTestSchema } from "~/schemas/marks";
import { loadTest, toTestsPage } from "../+shared/test-step.server";
import type { Route } from "./+types/edit-test";

/** 'Edit' a test's name, date and maximum, over the subject's tests page. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Edit test") }];
export const loader = loadTest;

export async function action(args: Route.ActionArgs) {
  await loadTest(args);
  return dialogAction({
    guard: requireTeacher,
    target: (params) => idParam(params.testId),
    schema: newTestSchema,
    save: editTest,
    after: toTestsPage,
  })(args);
}

export default function EditTest({ loaderData: test, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  const [form, fields] = useForm<{ test_name: string; date: string; max_marks: number }>({
    lastResult: actionData,
    defaultValue: { test_name: test.name, date: test.date, max_marks: test.maxMarks },
  });
  return (
    <RouteDialog title={t("Edit test")} closeTo={`/teacher/test/${params.batchId}/${params.subjectId}`}>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <Field label={t("Test name")} meta={fields.test_name} />
        <Field label={t("Date")} type="date" meta={fields.date} />
        <Field label={t("Maximum marks")} type="number" meta={fields.max_marks} min={1} max={1000} />
        <SubmitButton>{t("Save")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
