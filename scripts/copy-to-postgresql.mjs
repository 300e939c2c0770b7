// Moves an institute from SQLite to PostgreSQL (decision 196): every row of every table, then each table's row
// count checked on both sides. The SQLite database is only read; the PostgreSQL one must be empty, and gets the
// migrations first. The institute's files move separately (the uploads folder into the bucket: README).
//
//   DATABASE_URL=postgresql://user:pass@host/institute npm run copy-to-postgresql -- data/app.db
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import Database from "better-sqlite3";
import pg from "pg";

const [sourceFile] = process.argv.slice(2);
const target = process.env.DATABASE_URL ?? "";
if (!sourceFile || !/^postgres(ql)?:\/\//.test(target)) {
  console.error("Usage: DATABASE_URL=postgresql://… node scripts/copy-to-postgresql.mjs <sqlite database file>");
  process.exit(2);
}
const BATCH = 500;

const sqlite = new Database(sourceFile.replace(/^file:/, ""), { readonly: true, fileMustExist: true });
const applied = new Set(
  sqlite.prepare("SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL").pluck().all(),
);
const missing = readdirSync("prisma/migrations").filter((name) => /^\d/.test(name) && !applied.has(name));
if (missing.length > 0) {
  console.error(`The SQLite database lacks migrations (start the app on it once first): ${missing.join(", ")}`);
  process.exit(1);
}

execFileSync("npx", ["prisma", "migrate", "deploy"], {
  env: { ...process.env, DATABASE_URL: target },
  stdio: "inherit",
});
const client = new pg.Client({ connectionString: target });
await client.connect();

const columnsOf = async (table) =>
  (
    await client.query(
      `SELECT column_name AS name, data_type AS type, column_default AS "default" FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
      [table],
    )
  ).rows;

/** Tables in an order that inserts every row after the rows it refers to. */
async function tablesInOrder() {
  const tables = (
    await client.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()
       AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'`,
    )
  ).rows.map((row) => row.table_name);
  const refers = (
    await client.query(
      `SELECT c.conrelid::regclass::text AS "from", c.confrelid::regclass::text AS "to" FROM pg_constraint c
       WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`,
    )
  ).rows.map((row) => ({ from: row.from.replaceAll('"', ""), to: row.to.replaceAll('"', "") }));
  const ordered = [];
  const placed = new Set();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) =>
        !placed.has(table) && refers.every((ref) => ref.from !== table || ref.to === table || placed.has(ref.to)),
    );
    if (ready.length === 0) throw new Error("The tables refer to each other in a circle; cannot order them.");
    for (const table of ready.sort()) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/** SQLite keeps instants as ISO text (Prisma writes UTC) and truth as 0/1; PostgreSQL has types for both. */
const convert = (value, type) => {
  if (value === null) return null;
  if (type === "boolean") return value === 1 || value === "1" || value === true;
  if (type.startsWith("timestamp") && typeof value === "number") return new Date(value).toISOString();
  return value;
};

const tables = await tablesInOrder();
const present = new Set(sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all());
const nonEmpty = [];
for (const table of tables) {
  const { rows } = await client.query(`SELECT EXISTS (SELECT 1 FROM "${table}") AS "any"`);
  if (rows[0].any) nonEmpty.push(table);
}
if (nonEmpty.length > 0) {
  console.error(`The PostgreSQL database is not empty (${nonEmpty.join(", ")}); copy into a new database.`);
  process.exit(1);
}

await client.query("BEGIN");
const counts = [];
for (const table of tables) {
  if (!present.has(table)) throw new Error(`The SQLite database has no table "${table}".`);
  const columns = await columnsOf(table);
  const names = columns.map((column) => `"${column.name}"`).join(", ");
  // Self-references: rows in id order come after the rows they refer to.
  const hasId = columns.some((column) => column.name === "id");
  const rows = sqlite
    .prepare(`SELECT ${names} FROM "${table}"${hasId ? ' ORDER BY "id"' : ""}`)
    .raw()
    .all();
  for (let start = 0; start < rows.length; start += BATCH) {
    const chunk = rows.slice(start, start + BATCH);
    const values = [];
    const tuples = chunk.map((row) => {
      const marks = row.map((value, i) => {
        values.push(convert(value, columns[i].type));
        return `$${values.length}`;
      });
      return `(${marks.join(", ")})`;
    });
    await client.query(`INSERT INTO "${table}" (${names}) VALUES ${tuples.join(", ")}`, values);
  }
  // A serial id goes on after the highest copied one.
  if (columns.some((column) => column.name === "id" && column.default?.startsWith("nextval("))) {
    await client.query(
      `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), GREATEST(COALESCE(MAX("id"), 0), 1), MAX("id") IS NOT NULL)
       FROM "${table}"`,
    );
  }
  counts.push({ table, sqlite: rows.length });
}
await client.query("COMMIT");

let mismatches = 0;
for (const count of counts) {
  const { rows } = await client.query(`SELECT COUNT(*)::int AS "n" FROM "${count.table}"`);
  const same = rows[0].n === count.sqlite;
  if (!same) mismatches++;
  console.log(
    `${same ? "ok " : "MISMATCH"} ${count.table.padEnd(24)} ${String(count.sqlite).padStart(7)} → ${rows[0].n}`,
  );
}
await client.end();
if (mismatches > 0) {
  console.error(`${mismatches} tables differ.`);
  process.exit(1);
}
console.log(`Copied ${counts.length} tables; every row count matches.`);
