import PostalMime from "postal-mime";
import { SMTP_SINK_HTTP_PORT } from "../../playwright.config";

export type ReceivedMail = {
  to: string[];
  /** The sender's display name. */
  fromName: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; mimeType: string; content: string }[];
};

/** `mentions`: text the body must contain, e.g. the visitor in a teacher's mail, when many tests send alike. */
type Match = { to?: string; subject?: string | RegExp; mentions?: string };

/** Everything the test run's SMTP server (tests/support/smtp-sink.mjs) has received, parsed. */
export async function receivedMail(): Promise<ReceivedMail[]> {
  const response = await fetch(`http://127.0.0.1:${SMTP_SINK_HTTP_PORT}/messages`);
  const messages = (await response.json()) as { to: string[]; raw: string }[];
  return Promise.all(
    messages.map(async ({ to, raw }) => {
      const parsed = await PostalMime.parse(raw);
      return {
        to,
        fromName: parsed.from?.name ?? "",
        subject: parsed.subject ?? "",
        text: parsed.text ?? "",
        html: parsed.html ?? "",
        attachments: parsed.attachments.map((attachment) => ({
          filename: attachment.filename ?? "",
          mimeType: attachment.mimeType,
          content:
            typeof attachment.content === "string" ? attachment.content : new TextDecoder().decode(attachment.content),
        })),
      };
    }),
  );
}

const matches = (mail: ReceivedMail, { to, subject, mentions }: Match) =>
  (!to || mail.to.some((address) => address.toLowerCase() === to.toLowerCase())) &&
  (!subject || (typeof subject === "string" ? mail.subject === subject : subject.test(mail.subject))) &&
  (!mentions || mail.text.includes(mentions));

/** The newest mail that matches, once it has arrived; fails after timeoutMs. */
export async function waitForMail(match: Match, timeoutMs = 10_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await receivedMail()).filter((mail) => matches(mail, match)).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail matching ${JSON.stringify(match)} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** How many received mails match, for tests that check that nothing was sent. */
export async function countMail(match: Match) {
  return (await receivedMail()).filter((mail) => matches(mail, match)).length;
}
