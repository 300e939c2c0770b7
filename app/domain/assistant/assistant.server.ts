import { db } from "~/db.server";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { DomainError, notFound, unavailable } from "../core/errors.server";
import { createRateLimit } from "../core/rate-limit.server";
import { instituteName } from "../site/settings.server";
import { type ChatModel, type ChatTurn, configuredChatModel, modelFailure } from "./chat-model.server";
import { renderMarkdown } from "./markdown.server";

export const NOT_SET_UP = "The AI assistant is not set up yet. Ask the administrator to set OPENAI_API_KEY.";
const HISTORY = 20;

const promptsPerTeacher = createRateLimit({
  name: "assistant-prompts",
  limit: 30,
  windowMs: 10 * 60_000,
  message: "You have asked the assistant many questions in a short time. Please wait a few minutes.",
});

/** A subject, with its batch; when the address names a batch, the subject must be of it (else 404). */
export async function subjectInBatch(subjectId: number, batchId?: number) {
  const subject = await db.subject.findUnique({
    where: { id: subjectId },
    select: { id: true, name: true, batch: { select: { id: true, name: true } } },
  });
  if (!subject || (batchId !== undefined && subject.batch.id !== batchId))
    throw notFound("That subject is not part of this batch.");
  return subject;
}

/** The conversation a teacher has had about one subject, the replies rendered from markdown. */
export async function getConversation(actor: Actor, subjectId: number, batchId?: number) {
  assertTeacher(actor);
  const subject = await subjectInBatch(subjectId, batchId);
  const messages = await db.chatMessage.findMany({
    where: { teacherId: actor.id, subjectId },
    orderBy: { id: "asc" },
    select: { id: true, role: true, message: true },
  });
  return {
    batchName: subject.batch.name,
    subjectName: subject.name,
    configured: configuredChatModel() !== null,
    messages: messages.map((m) => ({ ...m, html: m.role === "AI" ? renderMarkdown(m.message) : null })),
  };
}

/** The model is told who it works for: the institute, the batch and the subject, never placeholders. */
async function turnsFor(teacherId: number, subject: Awaited<ReturnType<typeof subjectInBatch>>, prompt: string) {
  const earlier = await db.chatMessage.findMany({
    where: { teacherId, subjectId: subject.id },
    orderBy: { id: "desc" },
    take: HISTORY,
    select: { role: true, message: true },
  });
  const system: ChatTurn = {
    role: "system",
    content:
      `You are the teaching assistant of ${await instituteName()}, a coaching institute for school students ` +
      `(Maths and Science, Classes 9 to 12). You help the teacher of the batch "${subject.batch.name}" ` +
      `with the subject "${subject.name}": explanations, practice questions, test papers and lesson plans. ` +
      "Answer in Markdown. Be accurate and concise.",
  };
  const history = earlier
    .reverse()
    .map((m): ChatTurn => ({ role: m.role === "AI" ? "assistant" : "user", content: m.message }));
  return [system, ...history, { role: "user", content: prompt } satisfies ChatTurn];
}

/** What the teacher reads when the model fails: never a stack trace, never a 500. */
function upstreamFailure(error: unknown) {
  const failure = modelFailure(error);
  if (!failure) return error;
  if ("timeout" in failure) return unavailable("The AI assistant took too long to answer. Please try again.");
  return unavailable(
    `The AI assistant could not answer (${failure.status ?? "no connection"}). Please try again in a moment.`,
  );
}

/** Everything checked before the model is called, and the turns to send it. */
async function prepare(
  actor: Actor,
  subjectId: number,
  batchId: number | undefined,
  model: ChatModel | null,
  prompt: string,
) {
  assertTeacher(actor);
  const subject = await subjectInBatch(subjectId, batchId);
  if (!model) throw unavailable(NOT_SET_UP);
  await promptsPerTeacher.hit(String(actor.id));
  return { teacherId: actor.id, ready: model, turns: await turnsFor(actor.id, subject, prompt) };
}

async function remember(teacherId: number, subjectId: number, prompt: string, reply: string) {
  await db.chatMessage.createMany({
    data: [
      { teacherId, subjectId, role: "User", message: prompt },
      { teacherId, subjectId, role: "AI", message: reply },
    ],
  });
}

/** Asks and waits for the whole reply; both sides of the exchange are kept once the reply is in. */
export async function ask(
  actor: Actor,
  subjectId: number,
  prompt: string,
  batchId?: number,
  model = configuredChatModel(),
) {
  const { teacherId, ready, turns } = await prepare(actor, subjectId, batchId, model, prompt);
  const reply = await ready.complete(turns).catch((error) => {
    throw upstreamFailure(error);
  });
  await remember(teacherId, subjectId, prompt, reply);
  return { reply, html: renderMarkdown(reply) };
}

/**
 * Asks and yields the reply as it arrives. Checks run before the first byte, so they still become a
 * proper status; a failure midway ends the stream with a message and keeps nothing.
 */
export async function askStreaming(
  actor: Actor,
  subjectId: number,
  prompt: string,
  batchId?: number,
  model = configuredChatModel(),
) {
  const { teacherId, ready, turns } = await prepare(actor, subjectId, batchId, model, prompt);
  const chunks = ready.stream(turns)[Symbol.asyncIterator]();
  const first = await chunks.next().catch((error) => {
    throw upstreamFailure(error);
  });
  return (async function* () {
    let reply = "";
    try {
      for (let step = first; !step.done; step = await chunks.next()) {
        reply += step.value;
        yield step.value;
      }
      await remember(teacherId, subjectId, prompt, reply);
    } catch (error) {
      const failure = upstreamFailure(error);
      yield `\n\n${failure instanceof DomainError ? failure.message : "Something went wrong"}`;
    }
  })();
}
