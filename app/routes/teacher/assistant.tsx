import { useForm } from "@conform-to/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { AI_SCREEN_FLAG, useStreamingReply } from "~/components/assistant-stream";
import { FormError, SubmitButton, TextareaField } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { ask, getConversation } from "~/domain/assistant/assistant.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { pageTranslate } from "~/i18n/page-translator";
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
  const streaming = useStreamingReply(`${batchUrl}/subjects/${params.subjectId}/assistant/stream`);

  // The open chat is remembered in local storage, so returning to the batch page reopens it.
  const { batchId, subjectId } = params;
  useEffect(() => localStorage.setItem(AI_SCREEN_FLAG, `${batchId}/${subjectId}`), [batchId, subjectId]);

  return (
    <RouteDialog
      title={t("AI Assistant: {{subject}}", { subject: subjectName })}
      closeTo={batchUrl}
      className="chat"
      onClose={() => localStorage.removeItem(AI_SCREEN_FLAG)}
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
        {messages.length === 0 && !streaming.pending ? (
          <li className="muted">{t("Ask anything about {{subject}}.", { subject: subjectName })}</li>
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
        {streaming.pending ? (
          <>
            <li className="chat-user" translate="no">
              <p>{streaming.pending.prompt}</p>
            </li>
            <li className="chat-ai">
              <p className="chat-streaming">{streaming.pending.reply || t("Thinking…")}</p>
            </li>
          </>
        ) : null}
      </ol>
      <Form
        method="post"
        id={form.id}
        onSubmit={(event) => streaming.onSubmit(event, form.onSubmit)}
        noValidate
        className="stack chat-form"
      >
        <FormToken />
        <FormError id={form.errorId} errors={streaming.error ? [streaming.error] : form.errors} />
        <TextareaField label={t("Ask the assistant")} meta={fields.prompt} rows={3} />
        <SubmitButton>{t("Send")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
