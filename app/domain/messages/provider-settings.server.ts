import { config } from "~/config.server";
import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import { type MessagingSettingsInput, removeField, SECRET_FIELDS, type SecretField } from "~/schemas/messages";
import type { User } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { invalid } from "../core/errors.server";
import { inTransaction } from "../core/transaction.server";

/** The one row of how messages reach phones (id 1); before the institute saves any, the defaults (the outbox). */
export async function readMessagingSettings(client: Prisma.TransactionClient = db) {
  return (
    (await client.messagingSettings.findUnique({ where: { id: 1 } })) ??
    (await client.messagingSettings.upsert({ where: { id: 1 }, create: { id: 1 }, update: {} }))
  );
}

export type MessagingSettings = Awaited<ReturnType<typeof readMessagingSettings>>;

/** Each form and API field, and the column it fills. */
const COLUMNS = {
  channel: "channel",
  daily_at: "dailyAt",
  sms_fallback: "smsFallback",
  sms_auth_key: "smsAuthKey",
  sms_sender_id: "smsSenderId",
  sms_entity_id: "smsEntityId",
  sms_webhook_secret: "smsWebhookSecret",
  sms_cost: "smsPaisePerSegment",
  whatsapp_phone_number_id: "whatsappPhoneNumberId",
  whatsapp_access_token: "whatsappAccessToken",
  whatsapp_app_secret: "whatsappAppSecret",
  whatsapp_verify_token: "whatsappVerifyToken",
  whatsapp_cost: "whatsappPaisePerMessage",
} as const satisfies Record<string, keyof MessagingSettings>;

type Field = keyof typeof COLUMNS;

/** What a channel cannot send without, and what the teacher reads when it is missing. */
const NEEDED: Record<"sms" | "whatsapp", Partial<Record<Field, string>>> = {
  sms: {
    sms_auth_key: "The SMS gateway needs its auth key",
    sms_sender_id: "The SMS gateway needs the sender id",
    sms_entity_id: "The SMS gateway needs the DLT entity id",
  },
  whatsapp: {
    whatsapp_phone_number_id: "WhatsApp Business needs the phone number id",
    whatsapp_access_token: "WhatsApp Business needs the access token",
    whatsapp_app_secret: "WhatsApp Business needs the app secret",
  },
};

/** A secret's last characters help the teacher tell which key is stored; a short one shows none of itself. */
const SHOWN_END = 4;
const secretState = (value: string) => ({
  set: value !== "",
  ends: value.length >= 3 * SHOWN_END ? value.slice(-SHOWN_END) : null,
});

/** The settings as the Site page shows them: every value but the secrets, and of each secret only whether it is set. */
export async function messagingSetup(actor: User) {
  assertTeacher(actor);
  const stored = await readMessagingSettings();
  const values = Object.fromEntries(
    (Object.keys(COLUMNS) as Field[])
      .filter((field) => !SECRET_FIELDS.includes(field as SecretField))
      .map((field) => [field, stored[COLUMNS[field]]]),
  ) as { [F in Exclude<Field, SecretField>]: MessagingSettings[(typeof COLUMNS)[F]] };
  const secrets = Object.fromEntries(
    SECRET_FIELDS.map((field) => [field, secretState(stored[COLUMNS[field]])]),
  ) as Record<SecretField, ReturnType<typeof secretState>>;
  // The providers post their delivery reports here (never the request's Host: anyone can send a forged one).
  const webhooks = {
    sms: `${config.PUBLIC_URL}/api/v1/webhooks/sms`,
    whatsapp: `${config.PUBLIC_URL}/api/v1/webhooks/whatsapp`,
  };
  return { values, secrets, webhooks, updatedAt: stored.updatedAt };
}

export type MessagingSetup = Awaited<ReturnType<typeof messagingSetup>>;

/** A secret left empty keeps the stored one; 'Remove' clears it. */
const secretAfter = (input: MessagingSettingsInput, field: SecretField, stored: string) =>
  input[removeField(field)] ? "" : input[field] || stored;

/**
 * Saves the set-up. A provider chosen without what it needs is refused at the missing fields (nothing changes);
 * the same settings sent again change nothing (not even when they were saved).
 */
export async function saveMessagingSettings(actor: User, input: MessagingSettingsInput) {
  assertTeacher(actor);
  await inTransaction(async (tx) => {
    const stored = await readMessagingSettings(tx);
    const next = Object.fromEntries(
      (Object.keys(COLUMNS) as Field[]).map((field) => {
        const value = SECRET_FIELDS.includes(field as SecretField)
          ? secretAfter(input, field as SecretField, stored[COLUMNS[field]] as string)
          : input[field];
        return [COLUMNS[field], value];
      }),
    ) as Pick<MessagingSettings, (typeof COLUMNS)[Field]>;
    const missing = input.channel === "outbox" ? {} : NEEDED[input.channel];
    const fieldErrors = Object.fromEntries(
      Object.entries(missing)
        .filter(([field]) => next[COLUMNS[field as Field]] === "")
        .map(([field, message]) => [field, [message]]),
    );
    if (Object.keys(fieldErrors).length > 0)
      throw invalid("Fill in what the chosen channel needs, or choose another", fieldErrors);
    const changed = Object.entries(next).some(([column, value]) => stored[column as keyof MessagingSettings] !== value);
    if (changed) await tx.messagingSettings.update({ where: { id: 1 }, data: next });
  });
  return { message: "Message set-up saved" };
}
