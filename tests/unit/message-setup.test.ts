import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import type { User } from "~/domain/access/actor";
import {
  messagingSetup,
  readMessagingSettings,
  saveMessagingSettings,
} from "~/domain/messages/provider-settings.server";
import { listTemplates, saveKindTemplates } from "~/domain/messages/templates.server";
import { kindTemplatesSchema, messagingSettingsSchema } from "~/schemas/messages";
import { failure } from "../support/domain-failure";

const teacher: User = { id: 1, email: "t@example.com", firstName: "T", lastName: "", role: "teacher", batchId: null };
const student: User = { ...teacher, id: 2, role: "student" };

const AUTH_KEY = "gateway-key-0123456789abcd";

/** The set-up form as the page sends it: the outbox, nothing else set. */
const settings = (changes: Record<string, unknown> = {}) =>
  messagingSettingsSchema.parse({
    channel: "outbox",
    daily_at: "18:00",
    sms_cost: "0.20",
    whatsapp_cost: "0.12",
    ...changes,
  });

const smsSetUp = (changes: Record<string, unknown> = {}) =>
  settings({
    channel: "sms",
    sms_auth_key: AUTH_KEY,
    sms_sender_id: "vidyac",
    sms_entity_id: "1201159100000012345",
    ...changes,
  });

const templates = (changes: Record<string, unknown>) => kindTemplatesSchema.parse(changes);

async function startAfresh() {
  await db.messagingSettings.deleteMany();
  await db.messageTemplate.deleteMany();
}

beforeEach(startAfresh);
// Other files read the set-up: they find the defaults (the outbox) again.
afterAll(startAfresh);

describe("the message set-up", () => {
  it("starts on the outbox, with no secret set, and the webhook addresses on the public address", async () => {
    const setup = await messagingSetup(teacher);
    expect(setup.values.channel).toBe("outbox");
    expect(Object.values(setup.secrets).every((secret) => !secret.set)).toBe(true);
    expect(setup.webhooks.sms).toMatch(/^https?:\/\/[^/]+\/api\/v1\/webhooks\/sms$/);
    expect(setup.webhooks.whatsapp).toMatch(/\/webhooks\/whatsapp$/);
  });

  it("saves an SMS gateway: costs as paise, the sender id in capitals, secrets only as whether set and their end", async () => {
    await saveMessagingSettings(teacher, smsSetUp({ sms_cost: "0.25", sms_webhook_secret: "abc" }));
    const stored = await readMessagingSettings();
    expect(stored).toMatchObject({
      channel: "sms",
      smsAuthKey: AUTH_KEY,
      smsSenderId: "VIDYAC",
      smsPaisePerSegment: 25,
    });
    const setup = await messagingSetup(teacher);
    expect(setup.secrets.sms_auth_key).toEqual({ set: true, ends: "abcd" });
    // A short secret shows nothing of itself.
    expect(setup.secrets.sms_webhook_secret).toEqual({ set: true, ends: null });
    expect(JSON.stringify(setup)).not.toContain(AUTH_KEY);
  });

  it("keeps a stored secret when its box is left empty, and clears it with 'Remove'", async () => {
    await saveMessagingSettings(teacher, smsSetUp({ whatsapp_verify_token: "verify-me-please" }));
    await saveMessagingSettings(teacher, smsSetUp({ sms_auth_key: "" }));
    expect((await readMessagingSettings()).smsAuthKey).toBe(AUTH_KEY);
    await saveMessagingSettings(teacher, smsSetUp({ sms_auth_key: "", remove_whatsapp_verify_token: "on" }));
    expect((await readMessagingSettings()).whatsappVerifyToken).toBe("");
    expect((await readMessagingSettings()).smsAuthKey).toBe(AUTH_KEY);
  });

  it("refuses a provider without what it needs, at each missing field, and changes nothing", async () => {
    const sms = await failure(saveMessagingSettings(teacher, settings({ channel: "sms", sms_sender_id: "VIDYAC" })));
    expect(sms.kind).toBe("invalid");
    expect(Object.keys(sms.fieldErrors ?? {}).sort()).toEqual(["sms_auth_key", "sms_entity_id"]);
    const whatsapp = await failure(saveMessagingSettings(teacher, settings({ channel: "whatsapp" })));
    expect(Object.keys(whatsapp.fieldErrors ?? {}).sort()).toEqual([
      "whatsapp_access_token",
      "whatsapp_app_secret",
      "whatsapp_phone_number_id",
    ]);
    expect(await readMessagingSettings()).toMatchObject({ channel: "outbox", smsSenderId: "" });
    // 'Remove' of the one key the gateway needs is refused too, and keeps it.
    await saveMessagingSettings(teacher, smsSetUp());
    const removed = await failure(
      saveMessagingSettings(teacher, smsSetUp({ sms_auth_key: "", remove_sms_auth_key: true })),
    );
    expect(removed.fieldErrors).toHaveProperty("sms_auth_key");
    expect((await readMessagingSettings()).smsAuthKey).toBe(AUTH_KEY);
  });

  it("writes nothing when the same settings come again", async () => {
    await saveMessagingSettings(teacher, smsSetUp());
    const first = await readMessagingSettings();
    await saveMessagingSettings(teacher, smsSetUp());
    expect((await readMessagingSettings()).updatedAt).toEqual(first.updatedAt);
  });

  it("checks each field's form", () => {
    const errors = (changes: Record<string, unknown>) =>
      messagingSettingsSchema.safeParse({ ...settings(), ...changes }).error?.issues.map((issue) => issue.path[0]);
    expect(errors({ daily_at: "6 pm" })).toEqual(["daily_at"]);
    expect(errors({ sms_sender_id: "VIDYA1" })).toEqual(["sms_sender_id"]);
    expect(errors({ sms_entity_id: "12-34" })).toEqual(["sms_entity_id"]);
    expect(errors({ sms_cost: "twenty" })).toEqual(["sms_cost"]);
    expect(errors({ channel: "pigeon" })).toEqual(["channel"]);
    expect(errors({ sms_auth_key: "has a space" })).toEqual(["sms_auth_key"]);
  });

  it("is the teacher's", async () => {
    expect((await failure(messagingSetup(student))).kind).toBe("forbidden");
    expect((await failure(saveMessagingSettings(student, smsSetUp()))).kind).toBe("forbidden");
  });
});

describe("message templates", () => {
  const absence = () => listTemplates(teacher).then((kinds) => kinds.find((kind) => kind.kind === "absence"));

  it("lists every kind with its variables, and the slots still missing", async () => {
    const kinds = await listTemplates(teacher);
    expect(kinds.map((kind) => kind.kind)).toContain("fee-reminder");
    expect((await absence())?.variables).toContain("student");
    expect((await absence())?.missing).toEqual(["sms_en", "sms_hi", "whatsapp_en", "whatsapp_hi"]);
  });

  it("saves a kind's slots with what to register, and a slot left empty deletes its template", async () => {
    await saveKindTemplates(
      teacher,
      "absence",
      templates({
        sms_en: { template_id: "1207161234567890123", text: "{student} was absent on {date}. {institute}" },
        whatsapp_hi: { template_id: "absence_hi", text: "{student} {date} को अनुपस्थित था", category: "service" },
      }),
    );
    const saved = await absence();
    expect(saved?.slots.sms_en).toMatchObject({
      registered: "{#var#} was absent on {#var#}. {#var#}",
      category: "service",
    });
    expect(saved?.slots.whatsapp_hi?.registered).toBe("{{1}} {{2}} को अनुपस्थित था");
    expect(saved?.missing).toEqual(["sms_hi", "whatsapp_en"]);
    await saveKindTemplates(
      teacher,
      "absence",
      templates({ whatsapp_hi: { template_id: "absence_hi", text: "{student} {date} को अनुपस्थित था" } }),
    );
    expect((await absence())?.slots.sms_en).toBeNull();
    expect(await db.messageTemplate.count()).toBe(1);
  });

  it("refuses a variable the kind does not have, naming it, and saves nothing", async () => {
    const refused = await failure(
      saveKindTemplates(
        teacher,
        "absence",
        templates({ sms_en: { template_id: "1207161234567890123", text: "{student} owes {amount}" } }),
      ),
    );
    expect(refused.kind).toBe("invalid");
    expect(refused.fieldErrors?.["sms_en.text"]?.[0]).toContain("{amount}");
    expect(await db.messageTemplate.count()).toBe(0);
  });

  it("refuses an id without words, words without an id, and ids of the wrong form", () => {
    const paths = (changes: Record<string, unknown>) =>
      kindTemplatesSchema.safeParse(changes).error?.issues.map((issue) => issue.path.join("."));
    expect(paths({ sms_en: { template_id: "1207161234567890123", text: "" } })).toEqual(["sms_en.text"]);
    expect(paths({ whatsapp_en: { template_id: "", text: "Hello {student}" } })).toEqual(["whatsapp_en.template_id"]);
    expect(paths({ sms_hi: { template_id: "abc", text: "नमस्ते" } })).toEqual(["sms_hi.template_id"]);
    expect(paths({ whatsapp_hi: { template_id: "Absence Alert", text: "नमस्ते" } })).toEqual(["whatsapp_hi.template_id"]);
    // A slot with only its category chosen is an empty slot.
    expect(
      kindTemplatesSchema.parse({ sms_en: { template_id: "", text: "", category: "promotional" } }).sms_en,
    ).toBeNull();
  });

  it("writes nothing when the same templates come again", async () => {
    const input = templates({ sms_en: { template_id: "1207161234567890123", text: "{student} was absent" } });
    await saveKindTemplates(teacher, "absence", input);
    const [first] = await db.messageTemplate.findMany();
    await saveKindTemplates(teacher, "absence", input);
    const [again] = await db.messageTemplate.findMany();
    expect(again).toEqual(first);
  });

  it("are the teacher's", async () => {
    expect((await failure(listTemplates(student))).kind).toBe("forbidden");
  });
});
