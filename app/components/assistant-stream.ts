import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";

/** The "AI screen" flag in local storage: which subject's chat was open, as "batchId/subjectId". */
export const AI_SCREEN_FLAG = "aiScreen";

type Pending = { prompt: string; reply: string };

/**
 * With JavaScript the reply is shown as it arrives: the prompt goes to the streaming endpoint and
 * the text is appended chunk by chunk; once complete, the page reloads its data to show the reply
 * formatted by the server. Without JavaScript the form simply posts and the page returns whole.
 */
export function useStreamingReply(streamUrl: string) {
  const revalidator = useRevalidator();
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function send(form: HTMLFormElement) {
    const body = new FormData(form);
    const prompt = String(body.get("prompt") ?? "").trim();
    if (!prompt) return false;
    setError(null);
    setPending({ prompt, reply: "" });
    try {
      const response = await fetch(streamUrl, { method: "POST", body });
      if (!response.ok || !response.body) {
        const answer = await response.json().catch(() => ({}));
        setError(answer.message ?? t("Something went wrong"));
        setPending(null);
        return true;
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        const text = chunk.value;
        setPending((current) => current && { ...current, reply: current.reply + text });
      }
      form.reset();
      await revalidator.revalidate();
    } catch {
      setError(t("Something went wrong"));
    }
    setPending(null);
    return true;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>, fallback: (event: FormEvent<HTMLFormElement>) => void) {
    const form = event.currentTarget;
    const prompt = String(new FormData(form).get("prompt") ?? "").trim();
    // An empty prompt goes the ordinary way, so the server's message appears at the field.
    if (!prompt) return fallback(event);
    event.preventDefault();
    void send(form);
  }

  return { onSubmit, pending, error };
}
