/**
 * The kinds of message a provider (an SMS gateway, the WhatsApp Cloud API) sends by a registered template, and
 * the variables each kind's template may use. A template's words name them in braces: "{student} was absent".
 * Plain data (no server code): the Site page's template editor and the parent's page list them too.
 */
export const MESSAGE_KINDS = [
  "absence",
  "fee-reminder",
  "result",
  "class-change",
  "notice",
  "test-opened",
  "enquiry",
  "account",
  "day",
] as const;

export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const isMessageKind = (value: unknown): value is MessageKind => MESSAGE_KINDS.includes(value as MessageKind);

/** Each kind's variables, in the order the template editor shows them. */
export const KIND_VARIABLES: Record<MessageKind, readonly string[]> = {
  absence: ["institute", "student", "subject", "date", "time", "link"],
  "fee-reminder": ["institute", "student", "amount", "due", "link"],
  result: ["institute", "student", "test", "marks", "link"],
  "class-change": ["institute", "batch", "subject", "date", "time", "change"],
  notice: ["institute", "batch", "title", "link"],
  "test-opened": ["institute", "student", "test", "closes", "link"],
  enquiry: ["institute", "name"],
  account: ["institute", "name", "link"],
  day: ["institute", "student", "count", "link"],
};

/** What the teacher reads for each kind (translated through the "messages" catalogue). */
export const KIND_LABELS: Record<MessageKind, string> = {
  absence: "Absence",
  "fee-reminder": "Fee reminder",
  result: "Result",
  "class-change": "Class change",
  notice: "Notice",
  "test-opened": "Test opened",
  enquiry: "Enquiry follow-up",
  account: "Account link",
  day: "The day's messages",
};

/** The kinds a family may stop on their page (the rest are not about their child, or gather the others). */
export const STOPPABLE_KINDS = [
  "absence",
  "fee-reminder",
  "result",
  "class-change",
  "notice",
  "test-opened",
] as const satisfies readonly MessageKind[];

/** The ways a message reaches a phone: "outbox" is the teacher's own WhatsApp (wa.me links, free). */
export const CHANNELS = ["outbox", "sms", "whatsapp"] as const;
export type MobileChannel = (typeof CHANNELS)[number];

/** A guardian's choice: the institute's channel, or one of their own. */
export const GUARDIAN_CHANNELS = ["institute", ...CHANNELS] as const;
export type GuardianChannel = (typeof GUARDIAN_CHANNELS)[number];
