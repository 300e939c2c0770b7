import PostalMime from "postal-mime";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { queueMail } from "~/domain/mail/outbox.server";
import { MAX_ATTEMPTS, retryDelay, startMailSender } from "~/domain/mail/sender.server";
import { startSmtpSink } from "../support/smtp-sink.mjs";

// A port beside the run's others (E2E_PORT), so two test runs on one machine never share it.
const SMTP_PORT = Number(process.env.E2E_PORT ?? 3210) + 30;
const POLL_MS = 50;
const sender = () =>
  startMailSender({
    smtpUrl: `smtp://127.0.0.1:${SMTP_PORT}`,
    fromAddress: "office@unit.test",
    fromName: async () => "Unit Institute",
    pollMs: POLL_MS,
    leaseMs: 60_000,
  });

// Other test files queue mail too (every doubt-session booking does); each test here starts from an
// empty queue, so the sender is not busy with their backlog.
beforeEach(async () => {
  await db.outboxMail.deleteMany({ where: { state: "queued" } });
});

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const stateOf = (id: number) => db.outboxMail.findUniqueOrThrow({ where: { id } });

// Generous limits: the shared test machine is often busy.
describe("the background mail sender", { timeout: 30_000 }, () => {
  it("sends queued mail over SMTP with the institute's name as sender, text and HTML", async () => {
    const sink = await startSmtpSink({ smtpPort: SMTP_PORT });
    stops.push(sink.stop);
    const mail = await db.$transaction((tx) =>
      queueMail(tx, { to: "asha@unit.test", subject: "Hello", text: "Plain words", html: "<p>Plain words</p>" }),
    );
    stops.push(sender().stop);

    const sent = await until(
      () => stateOf(mail.id),
      (row) => row.state === "sent",
    );
    expect(sent.sentAt).not.toBeNull();
    expect(sink.messages.map((m) => m.to)).toContainEqual(["asha@unit.test"]);
    const parsed = await PostalMime.parse(sink.messages.at(-1)?.raw ?? "");
    expect(parsed.from).toMatchObject({ name: "Unit Institute", address: "office@unit.test" });
    expect(parsed.subject).toBe("Hello");
    expect(parsed.text?.trim()).toBe("Plain words");
    expect(parsed.html).toContain("<p>Plain words</p>");
  });

  it("keeps a mail while the SMTP server refuses connections and sends it once the server is up", async () => {
    const mail = await db.$transaction((tx) =>
      queueMail(tx, { to: "later@unit.test", subject: "Kept", text: "Still here" }),
    );
    stops.push(sender().stop);

    const refused = await until(
      () => stateOf(mail.id),
      (row) => row.attempts >= 2,
    );
    expect(refused.state).toBe("queued");
    expect(refused.lastError).toMatch(/ECONNREFUSED|connect/i);

    const sink = await startSmtpSink({ smtpPort: SMTP_PORT });
    stops.push(sink.stop);
    await until(
      () => stateOf(mail.id),
      (row) => row.state === "sent",
    );
    expect(sink.messages.filter((m) => m.to.includes("later@unit.test"))).toHaveLength(1);
  });

  it("gives up after the last attempt and keeps the mail as failed", async () => {
    const mail = await db.$transaction((tx) => queueMail(tx, { to: "never@unit.test", subject: "Lost", text: "x" }));
    await db.outboxMail.update({ where: { id: mail.id }, data: { attempts: MAX_ATTEMPTS - 1 } });
    stops.push(sender().stop);
    const failed = await until(
      () => stateOf(mail.id),
      (row) => row.state !== "queued",
    );
    expect(failed.state).toBe("failed");
    expect(failed.attempts).toBe(MAX_ATTEMPTS);
  });

  it("waits longer after each failure, at most an hour", () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelay(attempts, 5_000))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelay(30, 5_000)).toBe(60 * 60_000);
  });

  it("sends each mail once when two senders share the outbox", async () => {
    const sink = await startSmtpSink({ smtpPort: SMTP_PORT });
    stops.push(sink.stop);
    const mails = await db.$transaction(async (tx) => {
      const queued = [];
      for (let n = 0; n < 40; n++)
        queued.push(await queueMail(tx, { to: `pair${n}@unit.test`, subject: "Once", text: "x" }));
      return queued;
    });
    stops.push(sender().stop, sender().stop);
    const ids = mails.map((mail) => mail.id);
    await until(
      () => db.outboxMail.count({ where: { id: { in: ids }, state: "sent" } }),
      (sent) => sent === 40,
    );
    await new Promise((resolve) => setTimeout(resolve, 4 * POLL_MS));
    const received = sink.messages.flatMap((message) => message.to).filter((to) => to.startsWith("pair"));
    expect(received).toHaveLength(40);
    expect(new Set(received).size).toBe(40);
  });

  it("sends a mail left claimed by a sender that died, once its lease has passed", async () => {
    const sink = await startSmtpSink({ smtpPort: SMTP_PORT });
    stops.push(sink.stop);
    const mail = await db.$transaction((tx) => queueMail(tx, { to: "orphan@unit.test", subject: "Late", text: "x" }));
    // What a sender's claim leaves when its process is killed before it sends: the next attempt a lease ahead.
    const leaseEnds = new Date(Date.now() + 1_000);
    await db.outboxMail.update({ where: { id: mail.id }, data: { nextAttemptAt: leaseEnds } });
    stops.push(sender().stop);
    const sent = await until(
      () => stateOf(mail.id),
      (row) => row.state === "sent",
    );
    expect(sent.sentAt?.getTime()).toBeGreaterThanOrEqual(leaseEnds.getTime());
    expect(sink.messages.filter((message) => message.to.includes("orphan@unit.test"))).toHaveLength(1);
  });
});
