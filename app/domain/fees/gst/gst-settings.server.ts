import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import type { GstSettings } from "~/schemas/gst";
import type { Actor } from "../../access/actor";
import { assertTeacher } from "../../access/guards.server";
import { inTransaction } from "../../core/transaction.server";

/**
 * The institute's GST settings, kept as Setting rows as the UPI details are. They decide the documents issued
 * from the moment they are saved; a document already issued keeps what it was issued with.
 */

const KEYS = {
  registered: "gst.registered",
  gstin: "gst.gstin",
  state: "gst.state",
  fees_include_gst: "gst.fees_include_gst",
} as const;

export async function readGstSettings(client: Prisma.TransactionClient = db): Promise<GstSettings> {
  const rows = await client.setting.findMany({ where: { key: { in: Object.values(KEYS) } } });
  const value = (key: string) => rows.find((row) => row.key === key)?.value ?? "";
  return {
    registered: value(KEYS.registered) === "yes",
    gstin: value(KEYS.gstin),
    state: value(KEYS.state),
    // Fees include GST unless the owner says otherwise: the price a family was told stays the price.
    fees_include_gst: value(KEYS.fees_include_gst) !== "no",
  };
}

export async function saveGstSettings(actor: Actor, input: GstSettings) {
  assertTeacher(actor);
  const values = {
    registered: input.registered ? "yes" : "no",
    gstin: input.gstin,
    state: input.state,
    fees_include_gst: input.fees_include_gst ? "yes" : "no",
  };
  await inTransaction(async (tx) => {
    for (const [field, key] of Object.entries(KEYS)) {
      const value = values[field as keyof typeof KEYS];
      await tx.setting.upsert({ where: { key }, create: { key, value }, update: { value } });
    }
  });
  return { message: input.registered ? "GST details saved" : "GST turned off" };
}

/** Whether the institute issues tax invoices: anything of GST is shown only then. */
export const isGstRegistered = async (client: Prisma.TransactionClient = db) =>
  (await readGstSettings(client)).registered;
