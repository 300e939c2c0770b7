/** Each delivery state's words on the Outbox (keys of the "messages" catalogue). */
export const DELIVERY_STATE_WORDS = {
  queued: "Waiting to be sent",
  sent: "Sent",
  delivered: "Delivered",
  read: "Read",
  failed: "Not delivered",
} as const;

export const CHANNEL_WORDS = { sms: "SMS", whatsapp: "WhatsApp Business" } as const;

/** Why an item stayed in the teacher's outbox though a provider is set up ("no-template sms result hi"). */
export function outboxReasonWords(reason: string) {
  const [why, channel, kind, language] = reason.split(" ");
  const on = CHANNEL_WORDS[channel as keyof typeof CHANNEL_WORDS] ?? channel;
  if (why === "no-template")
    return { key: "No {{channel}} template for '{{kind}}' in {{language}}", channel: on, kind, language };
  if (why === "failed") return { key: "{{channel}} could not deliver it", channel: on };
  return { key: "{{channel}} is not set up on the Site page", channel: on };
}
