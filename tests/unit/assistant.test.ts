import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import type { User } from "~/domain/access/actor";
import { ask, askStreaming, getConversation, NOT_SET_UP } from "~/domain/assistant/assistant.server";
import { openAiChatModel } from "~/domain/assistant/chat-model.server";
import type { DomainError } from "~/domain/core/errors.server";
import { API_KEY, MARKDOWN_REPLY, startFakeOpenAI } from "../support/fake-openai.mjs";

let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let teacher: User;
let subjectId: number;
let batchId: number;
const model = () => openAiChatModel({ apiKey: API_KEY, baseURL: fake.url, model: "test-model", timeoutMs: 1000 });

beforeAll(async () => {
  fake = await startFakeOpenAI();
  const batch = await db.batch.create({
    data: { name: "Class 11 Evening", subjects: { create: { name: "Physics" } } },
    include: { subjects: true },
  });
  batchId = batch.id;
  subjectId = batch.subjects[0].id;
  const user = await db.user.create({ data: { email: "ai@unit.test", firstName: "A", lastName: "I", role: "admin" } });
  teacher = { ...user, role: "teacher" };
});
afterAll(() => fake.close());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: DomainError) => error,
  );

describe("the AI assistant", () => {
  it("answers, tells the model the institute, batch and subject, and keeps the conversation", async () => {
    const { reply: response } = await ask(teacher, subjectId, "What is inertia?", batchId, model());
    expect(response).toContain("You asked: What is inertia?");
    const system = fake.requests.at(-1).messages[0].content;
    expect(system).toContain("Vidya Coaching");
    expect(system).toContain('"Class 11 Evening"');
    expect(system).toContain('"Physics"');
    const { messages } = await getConversation(teacher, subjectId, batchId);
    expect(messages.map((m) => m.role)).toEqual(["User", "AI"]);
  });

  it("sends the earlier conversation along", async () => {
    await ask(teacher, subjectId, "And momentum?", batchId, model());
    const sent = fake.requests.at(-1).messages.map((m: { role: string; content: string }) => m.content);
    expect(sent).toContain("What is inertia?");
  });

  it("streams the reply and keeps it once complete, rendered from markdown", async () => {
    const chunks: string[] = [];
    for await (const chunk of await askStreaming(teacher, subjectId, "Show markdown please", batchId, model()))
      chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join("")).toBe(MARKDOWN_REPLY);
    const last = (await getConversation(teacher, subjectId, batchId)).messages.at(-1);
    expect(last?.html).toContain("<strong>Inertia</strong>");
    expect(last?.html).not.toContain("<script");
    expect(last?.html).not.toContain("javascript:");
  });

  it("reports an upstream error and a timeout as messages, keeping nothing", async () => {
    const before = await db.chatMessage.count();
    const upstream = await failure(ask(teacher, subjectId, "please fail", batchId, model()));
    expect(upstream?.kind).toBe("unavailable");
    expect(upstream?.message).toMatch(/could not answer \(500\)/);
    const slow = await failure(ask(teacher, subjectId, "be slow", batchId, model()));
    expect(slow?.message).toMatch(/took too long/);
    const streamed = await failure(askStreaming(teacher, subjectId, "please fail", batchId, model()));
    expect(streamed?.kind).toBe("unavailable");
    expect(await db.chatMessage.count()).toBe(before);
  });

  it("says it is not set up without a key", async () => {
    const error = await failure(ask(teacher, subjectId, "Hello", batchId, null));
    expect(error?.message).toBe(NOT_SET_UP);
  });

  it("is for teachers, about a subject of the batch", async () => {
    expect((await failure(ask({ ...teacher, role: "student" }, subjectId, "Hi", batchId, model())))?.kind).toBe(
      "forbidden",
    );
    expect((await failure(ask(teacher, subjectId, "Hi", batchId + 1000, model())))?.kind).toBe("not_found");
  });

  it("limits each teacher to 30 questions in ten minutes", async () => {
    const user = await db.user.create({
      data: { email: "busy@unit.test", firstName: "B", lastName: "Y", role: "admin" },
    });
    const busy: User = { ...user, role: "teacher" };
    for (let question = 1; question <= 30; question++)
      await ask(busy, subjectId, `Question ${question}`, batchId, model());
    expect((await failure(ask(busy, subjectId, "One more", batchId, model())))?.kind).toBe("too_many");
    // Another teacher is not held back.
    expect((await ask(teacher, subjectId, "Still fine?", batchId, model())).reply).toContain("Still fine?");
  });
});
