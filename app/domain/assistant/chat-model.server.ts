import type OpenAI from "openai";
import { config } from "~/config.server";

export type ChatTurn = { role: "system" | "user" | "assistant"; content: string };

/** The one thing the assistant needs from a language model, so tests can point it at a local fake. */
export type ChatModel = {
  complete(turns: ChatTurn[]): Promise<string>;
  stream(turns: ChatTurn[]): AsyncIterable<string>;
};

type Settings = { apiKey?: string; baseURL?: string; model: string; timeoutMs: number };

/** The SDK (about 12 MB resident) is loaded with the assistant's first question, not at start (decision 112). */
let sdk: typeof OpenAI | undefined;

/** Any OpenAI-compatible endpoint, through the official SDK; null when no key is configured. */
export function openAiChatModel(settings: Settings): ChatModel | null {
  if (!settings.apiKey) return null;
  let client: OpenAI | undefined;
  const connect = async () => {
    sdk ??= (await import("openai")).default;
    client ??= new sdk({
      apiKey: settings.apiKey,
      baseURL: settings.baseURL,
      timeout: settings.timeoutMs,
      // A teacher is waiting: one failure is reported at once rather than retried behind their back.
      maxRetries: 0,
    });
    return client;
  };
  return {
    async complete(turns) {
      const client = await connect();
      const completion = await client.chat.completions.create({ model: settings.model, messages: turns });
      return completion.choices[0]?.message?.content ?? "";
    },
    async *stream(turns) {
      const client = await connect();
      const chunks = await client.chat.completions.create({ model: settings.model, messages: turns, stream: true });
      for await (const chunk of chunks) {
        const delta = chunk.choices[0]?.delta?.content;
        if (delta) yield delta;
      }
    },
  };
}

/** How the SDK reported a failure of the model's API: a timeout, an answer with an error status, or not at all. */
export function modelFailure(error: unknown): { timeout: true } | { status: number | undefined } | null {
  // Before the SDK is loaded nothing can have failed in it.
  if (!sdk) return null;
  if (error instanceof sdk.APIConnectionTimeoutError) return { timeout: true };
  if (error instanceof sdk.APIError) return { status: error.status };
  return null;
}

export const configuredChatModel = () =>
  openAiChatModel({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
  });
