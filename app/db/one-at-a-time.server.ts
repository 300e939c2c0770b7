import { config, onPostgres } from "~/config.server";

/**
 * Runs `work` while holding a lock that every instance of the app sharing the database asks for by `name`, so
 * that instances starting together do it one after another (the demo seed: the first seeds, the others then
 * find the database full). On SQLite there is one instance, so nothing to wait for. On PostgreSQL the lock is
 * a session advisory lock on a connection of its own, released when the work ends or the instance dies.
 */
export async function oneInstanceAtATime<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!onPostgres()) return work();
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: config.DATABASE_URL });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtext($1))", [name]);
    return await work();
  } finally {
    await client.end();
  }
}
