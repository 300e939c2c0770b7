import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { FormError, SubmitButton, TextareaField } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { ask, getConversation } from "~/domain/assistant/assistant.server";
import { enhanceData } from "~/enhance/contract";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { promptSchema } from "~/schemas/assistant";
import type { Route } from "./+types/assistant";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("AI Assistant") }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  return readForPage(() => getConversation(teacher, idParam(params.subjectId), idParam(params.batchId)));
}

/** Without JavaScript: the prompt is posted, the reply is kept, and the page shows the conversation. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const subjectId = idParam(params.subjectId);
  const batchId = idParam(params.batchId);
  return handleForm(await readFormData(request), promptSchema, async ({ prompt }) => {
    await ask(teacher, subjectId, prompt, batchId);
    return redirectWithToast(context, new URL(request.url).pathname, "success", "Answered");
  });
}

export default function Assistant({ loaderData, actionData, params }: Route.ComponentProps) {
  const { subjectName, batchName, configured, messages } = loaderData;
  const batchUrl = `/teacher/course/${params.batchId}`;
  const { t } = useTranslation("teacher");
  const [form, fields] = useForm<{ prompt: string }>({ id: "assistant", lastResult: actionData });

  return (
    <RouteDialog
      title={t("AI Assistant: {{subject}}", { subject: subjectName })}
      closeTo={batchUrl}
      className="chat"
      // The open chat is remembered, so returning to the batch page reopens it (app/enhance/assistant.ts).
      dataAttributes={enhanceData({ aiScreen: `${params.batchId}/${params.subjectId}` })}
    >
      <p className="muted" translate="no">
        {batchName}
      </p>
      {configured ? null : (
        <p className="notice">
          {t("The AI assistant is not set up yet. Ask the administrator to set OPENAI_API_KEY.")}
        </p>
      )}
      <ol className="chat-log" aria-label={t("Conversation")} aria-live="polite">
        {messages.length === 0 ? (
          <li className="muted" {...enhanceData({ chatEmpty: "" })}>
            {t("Ask anything about {{subject}}.", { subject: subjectName })}
          </li>
        ) : null}
        {messages.map((message) => (
          <li key={message.id} className={message.role === "AI" ? "chat-ai" : "chat-user"}>
            <span className="visually-hidden">{message.role === "AI" ? t("Assistant:") : t("You:")}</span>
            {message.html ? (
              // Rendered on the server from markdown with raw HTML escaped and unsafe links removed.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by renderMarkdown
              <div className="chat-markdown" translate="no" dangerouslySetInnerHTML={{ __html: message.html }} />
            ) : (
              <p translate="no">{message.message}</p>
            )}
          </li>
        ))}
      </ol>
      {/* With JavaScript the reply is shown as it arrives, from the stream (app/enhance/assistant.ts). */}
      <Form
        method="post"
        id={form.id}
        noValidate
        className="stack chat-form"
        {...enhanceData({
          streamUrl: `${batchUrl}/subjects/${params.subjectId}/assistant/stream`,
          thinking: t("Thinking…"),
          failed: t("Something went wrong"),
        })}
      >
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <TextareaField label={t("Ask the assistant")} meta={fields.prompt} rows={3} />
        <SubmitButton>{t("Send")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
