import { db } from "~/db.server";

/** The server is healthy when the database answers. */
export async function checkHealth() {
  try {
    await db.$queryRawUnsafe("SELECT 1");
    return { ok: true as const };
  } catch (error) {
    return { ok: false as const, problem: error instanceof Error ? error.message : String(error) };
  }
}
