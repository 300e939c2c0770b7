import { db } from "~/db.server";
import { inTransaction } from "~/domain/core/transaction.server";
import type { TopperInput } from "~/schemas/site";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { notFound } from "../core/errors.server";
import { readOnce } from "../core/read-once.server";
import type { ReceivedFile } from "../files/stored-files";
import { removeSiteImage, storeSiteImage } from "./images.server";
import { swapWithNeighbour } from "./order.server";

const NOT_FOUND = "This topper is no longer on the site.";

/** The toppers in the teacher's order, as the landing page and the Site page show them (read once, issue 37). */
export const listToppers = () =>
  readOnce("site toppers", () => db.siteTopper.findMany({ orderBy: [{ position: "asc" }, { id: "asc" }] }));

export async function readTopper(actor: Actor, id: number) {
  assertTeacher(actor);
  const topper = await db.siteTopper.findUnique({ where: { id } });
  if (!topper) throw notFound(NOT_FOUND);
  return topper;
}

/** Only one topper is highlighted: choosing one clears the others. */
async function saveTopper(id: number | null, input: TopperInput, photoKey: string | undefined) {
  return inTransaction(async (tx) => {
    if (input.highlighted)
      await tx.siteTopper.updateMany({ where: { highlighted: true }, data: { highlighted: false } });
    const data = { ...input, ...(photoKey ? { photoKey } : {}) };
    if (id !== null) return tx.siteTopper.update({ where: { id }, data });
    const last = await tx.siteTopper.aggregate({ _max: { position: true } });
    return tx.siteTopper.create({ data: { ...data, position: (last._max.position ?? 0) + 1 } });
  });
}

export async function addTopper(actor: Actor, input: TopperInput, photo: ReceivedFile | null) {
  assertTeacher(actor);
  const stored = photo ? await storeSiteImage(photo, "topper") : null;
  await saveTopper(null, input, stored?.key);
  return { message: "Topper added" };
}

export async function editTopper(actor: Actor, id: number, input: TopperInput, photo: ReceivedFile | null) {
  const before = await readTopper(actor, id);
  const stored = photo ? await storeSiteImage(photo, "topper") : null;
  await saveTopper(id, input, stored?.key);
  if (stored) await removeSiteImage(before.photoKey);
  return { message: "Topper saved" };
}

export async function removeTopper(actor: Actor, id: number) {
  const topper = await readTopper(actor, id);
  await db.siteTopper.delete({ where: { id } });
  await removeSiteImage(topper.photoKey);
  return { message: "Topper removed" };
}

export async function moveTopper(actor: Actor, id: number, direction: "up" | "down") {
  assertTeacher(actor);
  const reordered = swapWithNeighbour(await listToppers(), id, direction, NOT_FOUND);
  await inTransaction(async (tx) => {
    for (const [index, item] of reordered.entries())
      await tx.siteTopper.update({ where: { id: item.id }, data: { position: index + 1 } });
  });
  return { message: "Topper moved" };
}
