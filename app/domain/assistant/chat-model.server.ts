import OpenAI from "openai";
import { config } from "~/config.server";

export type ChatTurn = { role: "system" | "user" | "assistant"; content: string };

/** The one thing the assistant needs from a language model, so tests can point it at a local fake. */
export type ChatModel = {
  complete(turns: ChatTurn[]): Promise<string>;
  stream(turns: ChatTurn[]): AsyncIterable<string>;
};

type Settings = { apiKey?: string; baseURL?: string; model: string; timeoutMs: number };

/** Any OpenAI-compatible endpoint, through the official SDK; null when no key is configured. */
export function openAiChatModel(settings: Settings): ChatModel | null {
  if (!settings.apiKey) return null;
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    timeout: settings.timeoutMs,
    // A teacher is waiting: one failure is reported at once rather than retried behind their back.
    maxRetries: 0,
  });
  return {
    async complete(turns) {
      const completion = await client.chat.completions.create({ model: settings.model, messages: turns });
      return completion.choices[0]?.message?.content ?? "";
    },
    async *stream(turns) {
      const chunks = await client.chat.completions.create({ model: settings.model, messages: turns, stream: true });
      for await (const chunk of chunks) {
        const delta = chunk.choices[0]?.delta?.content;
        if (delta) yield delta;
      }
    },
  };
}

export const configuredChatModel = () =>
  openAiChatModel({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
  });
