#!/usr/bin/env node
// Stand-in for Prisma's native `schema-engine` binary, which the CLI would otherwise download at run
// time (these machines cannot). prisma.config.ts points PRISMA_SCHEMA_ENGINE_BINARY here; we speak the
// binary's protocol and forward every call to Prisma's WebAssembly build of the same engine, which
// reaches SQLite through the better-sqlite3 driver adapter, or PostgreSQL through the pg one (decision 196).
// See docs/decisions/001-offline-prisma-migrations.md.
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
// The package's main entry imports the .wasm as an ES module, which Node 20 only allows behind
// --experimental-wasm-modules; so we take the JS glue alone and instantiate the module ourselves.
import * as glue from "@prisma/schema-engine-wasm/schema_engine_bg";
import pgDriver from "pg";

// The CLI runs us in two ways (see SchemaEngineCLI and the can-connect/create-database helpers in
// node_modules/prisma/build/cli.js):
//   --datamodels <file>... --datasource <json> [--enabled-preview-features ..]   JSON-RPC on stdin/stdout
//   --datasource <json> cli <can-connect-to-database|create-database|drop-database>  one shot, exit code
//   --version                                               (`prisma version`) prints the engine's version
const args = { datamodels: [], datasource: {}, command: null, version: false };
for (let i = 2; i < process.argv.length; i++) {
  const flag = process.argv[i];
  if (flag === "--datamodels") args.datamodels.push(process.argv[++i]);
  else if (flag === "--datasource") args.datasource = JSON.parse(process.argv[++i]);
  else if (flag === "cli") args.command = process.argv[++i];
  else if (flag === "--version" || flag === "-V") args.version = true;
  else if (flag.startsWith("--")) i++; // preview features, extension types: nothing to do for SQLite
}

// The CLI passes prisma.config.ts's datasource; the fallbacks mirror that file. Relative `file:` paths
// resolve against the cwd, which the CLI sets to the project root, as the app's adapter does at run time.
const url = args.datasource.url ?? process.env.DATABASE_URL ?? "file:./data/app.db";
const postgres = /^postgres(ql)?:/.test(url);
const toFile = (u) => (u === ":memory:" ? u : path.resolve(u.replace(/^file:/, "").replace(/\?.*$/, "")));
const dbFile = toFile(url);

// On failure the native binary logs tracing JSON on stderr; the CLI skips stderr's first line and
// reads `fields.error_code` and `fields.message` from the ERROR line (P1003 means "create it").
function fail(error_code, message) {
  const line = (level, fields) => JSON.stringify({ level, target: "schema_engine::logger", fields });
  process.stderr.write(`${line("INFO", { message: "bridge" })}\n${line("ERROR", { error_code, message })}\n`);
  process.exit(1);
}

if (args.command && postgres) await postgresCommand(args.command);
else if (args.command) {
  if (args.command === "can-connect-to-database") {
    if (dbFile !== ":memory:" && !fs.existsSync(dbFile))
      fail("P1003", `Database \`${path.basename(dbFile)}\` does not exist at \`${dbFile}\``);
  } else if (args.command === "create-database") {
    fs.mkdirSync(path.dirname(dbFile), { recursive: true });
    fs.closeSync(fs.openSync(dbFile, "a"));
  } else if (args.command === "drop-database") fs.rmSync(dbFile, { force: true });
  else fail("P1000", `schema-engine-bridge does not support \`cli ${args.command}\``);
  process.exit(0);
}

/**
 * The CLI's one-shot commands on PostgreSQL: the database named in the URL is reached through the server's
 * `postgres` database to create or drop it (each test and each branch may have its own); exit code as the binary's.
 */
async function postgresCommand(command) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const server = new URL(url);
  server.pathname = "/postgres";
  const client = new pgDriver.Client({ connectionString: server.toString() });
  try {
    await client.connect();
    const exists = (await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount > 0;
    const quoted = `"${name.replaceAll('"', '""')}"`;
    if (command === "can-connect-to-database") {
      if (!exists) fail("P1003", `Database \`${name}\` does not exist`);
    } else if (command === "create-database") {
      // Instances starting together may all find it missing; the ones that lose the race find it made.
      if (!exists)
        await client
          .query(`CREATE DATABASE ${quoted}`)
          .catch((e) => ["42P04", "23505"].includes(e.code) || Promise.reject(e));
    } else if (command === "drop-database") await client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
    else fail("P1000", `schema-engine-bridge does not support \`cli ${command}\``);
  } catch (e) {
    fail(e.code === "ECONNREFUSED" ? "P1001" : "P1000", e.message);
  } finally {
    await client.end().catch(() => {});
  }
  process.exit(0);
}

// Exactly the DDL the engine itself uses (it is a string in the .wasm); see `queryRaw` below.
const MIGRATIONS_TABLE = `CREATE TABLE "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
);`;
const BASELINE = "Read more about how to baseline an existing production database: https://pris.ly/d/migrate-baseline";
const rows = async (conn, sql) => (await conn.queryRaw({ sql, args: [], argTypes: [] })).rows;
let main; // the engine's connection to the real database, kept for `reset` and to close it on exit

function sqliteFactory() {
  const sqlite = new PrismaBetterSqlite3(
    { url: dbFile },
    { shadowDatabaseUrl: args.datasource.shadowDatabaseUrl && toFile(args.datasource.shadowDatabaseUrl) },
  );

  // A connection (main or shadow) as the engine sees it. It opens the database on first use only: the
  // engine connects at startup, and `migrate diff` must not leave an empty database file behind.
  function connection(open) {
    let real;
    const call = (method) => async (arg) => {
      real ??= await open();
      return real[method](arg);
    };
    const conn = { provider: "sqlite", adapterName: sqlite.adapterName, dispose: async () => real?.dispose() };
    for (const method of ["queryRaw", "executeRaw", "executeScript", "startTransaction"]) conn[method] = call(method);
    const { queryRaw, executeRaw, executeScript } = conn;

    // The engine sends whole scripts as one raw command (e.g. replaying migrations on the shadow
    // database), but executeRaw prepares a single statement. Rather than split scripts ourselves (quotes,
    // comments, trigger bodies...), we let SQLite's own parser do it: executeScript is db.exec().
    conn.executeRaw = async (query) => {
      try {
        return await executeRaw(query);
      } catch (e) {
        if (!(e instanceof RangeError && /more than one statement/.test(e.message) && !query.args.length)) throw e;
        await conn.executeScript(query.sql);
        return 0;
      }
    };
    // The adapter classifies script errors for the query engine ("no such table: X" becomes "the table
    // for model X does not exist"); for a migration, SQLite's own message is the one worth showing.
    conn.executeScript = async (script) => {
      try {
        return await executeScript(script);
      } catch (e) {
        throw e.cause?.originalMessage ? new Error(e.cause.originalMessage) : e;
      }
    };
    // On a database without `_prisma_migrations`, this engine build reports error P1014 where the native
    // binary sees "migrations not initialised" (it checks rusqlite's own error). So on an empty database
    // we create the table the engine would create anyway and retry; a non-empty one must be baselined.
    conn.queryRaw = async (query) => {
      try {
        return await queryRaw(query);
      } catch (e) {
        if (e.cause?.kind !== "TableDoesNotExist" || e.cause.table !== "_prisma_migrations") throw e;
        if ((await rows(conn, "SELECT name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")).length)
          throw Object.assign(new Error(`The database schema is not empty and has no migration history. ${BASELINE}`), {
            code: "P3005",
          });
        await conn.executeScript(MIGRATIONS_TABLE);
        return queryRaw(query);
      }
    };
    return conn;
  }

  // bindMigrationAwareSqlAdapterFactory gives the adapter the Result-returning shape the engine expects;
  // connectToShadowDb() is an in-memory database (unless configured) for migrate dev and migrate diff.
  return bindMigrationAwareSqlAdapterFactory({
    provider: "sqlite",
    adapterName: sqlite.adapterName,
    connect: async () => {
      main = connection(() => {
        // better-sqlite3 creates a missing database file, but not its directory (e.g. a fresh ./data).
        if (dbFile !== ":memory:") fs.mkdirSync(path.dirname(dbFile), { recursive: true });
        return sqlite.connect();
      });
      return main;
    },
    connectToShadowDb: async () => connection(() => sqlite.connectToShadowDb()),
  });
}

/**
 * PostgreSQL needs less help: the pg adapter makes its own shadow databases. But its `executeScript` splits a
 * script at every ";", inside quoted defaults and function bodies too, so a migration is sent whole instead, as
 * one simple query (which PostgreSQL runs statement by statement, as the native engine does). And the missing
 * `_prisma_migrations` table is the same story as on SQLite (see `conn.queryRaw` above).
 */
function postgresFactory() {
  const at = new URL(url);
  // Parts, not a connection string, so that `database` can name a shadow database.
  const adapterFor = (database) =>
    new PrismaPg(
      new CatalogPool({
        host: decodeURIComponent(at.hostname),
        port: Number(at.port || 5432),
        user: decodeURIComponent(at.username),
        password: decodeURIComponent(at.password),
        database,
      }),
      { disposeExternalPool: true },
    );
  const pg = adapterFor(decodeURIComponent(at.pathname.slice(1)));
  // The adapter's own shadow database is the real one when reached by a connection string, and it is dropped
  // while still connected; so: a database of our own, dropped after its pool has closed.
  const shadow = async () => {
    const name = `prisma_migrate_shadow_db_${globalThis.crypto.randomUUID()}`;
    const admin = await pg.connect();
    await admin.executeScript(`CREATE DATABASE "${name}"`);
    const conn = await adapterFor(name).connect();
    const dispose = conn.dispose.bind(conn);
    conn.dispose = async () => {
      await dispose();
      await admin.executeScript(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.dispose();
    };
    return conn;
  };
  const withHistory = (conn) => {
    const { queryRaw } = conn;
    // The adapter keeps its pg pool as `client` (@prisma/adapter-pg 7.x).
    conn.executeScript = async (script) => {
      try {
        await conn.client.query(script);
      } catch (e) {
        throw new Error(e.message);
      }
    };
    conn.queryRaw = async (query) => {
      try {
        return await queryRaw.call(conn, query);
      } catch (e) {
        if (e.cause?.kind !== "TableDoesNotExist" || !String(e.cause.table).includes("_prisma_migrations")) throw e;
        const tables = "SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema()";
        if ((await rows(conn, tables)).length)
          throw Object.assign(new Error(`The database schema is not empty and has no migration history. ${BASELINE}`), {
            code: "P3005",
          });
        await conn.executeScript(POSTGRES_MIGRATIONS_TABLE);
        return queryRaw.call(conn, query);
      }
    };
    return conn;
  };
  return bindMigrationAwareSqlAdapterFactory({
    provider: "postgres",
    adapterName: pg.adapterName,
    connect: async () => {
      main = withHistory(await pg.connect());
      return main;
    },
    connectToShadowDb: async () => withHistory(await shadow()),
  });
}

/**
 * The engine reads the schema from PostgreSQL's catalogue, whose one-byte `"char"` columns (relkind, contype…)
 * the pg adapter does not know (it knows the types of application tables). pg has already read them as text;
 * the result says so, and the adapter passes them on as text.
 */
const CHAR_OID = 18;
const TEXT_OID = 25;
class CatalogPool extends pgDriver.Pool {
  async query(...args) {
    const result = await super.query(...args);
    for (const field of result?.fields ?? []) if (field.dataTypeID === CHAR_OID) field.dataTypeID = TEXT_OID;
    return result;
  }
}

const POSTGRES_MIGRATIONS_TABLE = `CREATE TABLE "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
);`;

const factory = postgres ? postgresFactory() : sqliteFactory();

// The glue reports panic messages through this global (the CLI's own Wasm loader installs the same).
let panicMessage = "";
globalThis.PRISMA_WASM_PANIC_REGISTRY = { set_message: (m) => (panicMessage = m) };
const wasmUrl = new URL("schema_engine_bg.wasm", import.meta.resolve("@prisma/schema-engine-wasm/schema_engine_bg"));
const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmUrl), { "./schema_engine_bg.js": glue });
glue.__wbg_set_wasm(instance.exports);
instance.exports.__wbindgen_start();
if (args.version) {
  console.log(`schema-engine-cli ${glue.version()}`); // the Wasm build's commit, not the CLI's own
  process.exit(0);
}

// The engine's tracing lines go to stderr, like the native binary's: the CLI shows them under
// DEBUG=prisma:schemaEngine* and quotes the last ERROR line should we die.
const log = (line) => process.stderr.write(line.endsWith("\n") ? line : `${line}\n`);
const datamodels = args.datamodels.map((file) => [file, fs.readFileSync(file, "utf8")]);
const engine = await glue.SchemaEngine.new({ datamodels: datamodels.length ? datamodels : undefined }, log, factory);

// The Wasm engine's reset only empties the tables (DELETE FROM each), after which `migrate reset` fails
// to replay the migrations on tables that still exist. The native binary deletes the database file;
// dropping every table and view through the engine's own connection leaves the same empty database.
async function reset({ filter } = {}) {
  if (postgres) return main.executeScript("DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
  const keep = new Set(filter?.externalTables ?? []);
  const sql = "SELECT type, name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%'";
  const drops = (await rows(main, sql))
    .filter(([, name]) => !keep.has(name))
    .map(([type, name]) => `DROP ${type.toUpperCase()} IF EXISTS "${name.replaceAll('"', '""')}";`);
  const [[foreignKeys]] = await rows(main, "PRAGMA foreign_keys");
  // VACUUM also removes sqlite_sequence (AUTOINCREMENT's table), which cannot be dropped and would
  // otherwise make the engine refuse to migrate a "non-empty" database (P3005).
  await main.executeScript(
    `PRAGMA foreign_keys = OFF; ${drops.join(" ")} PRAGMA foreign_keys = ${foreignKeys}; VACUUM;`,
  );
}

// JSON-RPC method -> engine call: the Wasm engine's methods under their RPC names, and our reset.
const methods = { getDatabaseVersion: (params) => engine.version(params), reset };
const forwarded = ["applyMigrations", "createMigration", "dbExecute", "debugPanic", "devDiagnostic", "diff"];
forwarded.push("diagnoseMigrationHistory", "ensureConnectionValidity", "evaluateDataLoss", "introspect");
forwarded.push("introspectSql", "markMigrationApplied", "markMigrationRolledBack", "schemaPush");
for (const name of forwarded) methods[name] = (params) => engine[name](params);

// Shape errors like the native binary so the CLI prints its normal message: user-facing errors carry
// `error_code` (P3005, P3006, ...); panics set `is_panic`, which makes the CLI offer a bug report.
function toRpcError(e) {
  if (e instanceof WebAssembly.RuntimeError) {
    const data = { is_panic: true, message: panicMessage || e.message, backtrace: e.stack };
    return { code: 4466, message: "panic", data };
  }
  // A JS exception inside the adapter (ours above, or the driver's) reaches the engine only as an id.
  let original;
  let message = String(e?.message ?? e).replace(/External error id#(\d+)/, (m, id) => {
    original = factory.errorRegistry.consumeError(Number(id))?.error;
    return original?.message ?? m;
  });
  let error_code = e?.code ?? original?.code ?? null;
  // The native binary reports a failed migration script as P3018; this engine build passes it up bare.
  const failed = /apply_script\s+with migration_name="([^"]+)"/.exec(message);
  if (failed && !error_code) {
    error_code = "P3018";
    message = `A migration failed to apply. New migrations cannot be applied before the error is recovered from. Read more about how to resolve migration issues in a production database: https://pris.ly/d/migrate-resolve\n\nMigration name: ${failed[1]}\n\nDatabase error:\n${message.split("\n")[0]}`;
  }
  const data = { is_panic: false, message, meta: e?.meta ?? null, error_code };
  return { code: 4466, message: "An error happened. Check the data field for details.", data };
}

const send = (msg) => process.stdout.write(`${JSON.stringify({ jsonrpc: "2.0", ...msg })}\n`);
// The native engine prints `migrate diff` output by sending the CLI a `print` request; the Wasm engine
// returns it as `stdout`, which the CLI ignores, so we turn it back into that request and await the ack.
const acks = new Map();
const print = (content) =>
  new Promise((resolve) => {
    const id = `bridge-print-${acks.size + 1}`;
    acks.set(id, resolve);
    send({ id, method: "print", params: { content } });
  });

async function handle({ id, method, params }) {
  try {
    if (!Object.hasOwn(methods, method)) throw new Error(`schema-engine-bridge does not support \`${method}\``);
    let result = await methods[method](params);
    if (method === "diff" && result.stdout) {
      await print(result.stdout.replace(/\n$/, "")); // the CLI adds the newline back
      result = { ...result, stdout: null };
    }
    send({ id, result: result ?? {} });
  } catch (e) {
    send({ id, error: toRpcError(e) });
  }
}

// One request at a time, in order, as the native engine serialises its commands.
let queue = Promise.resolve();
readline.createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY }).on("line", (line) => {
  if (!line.trim()) return;
  const msg = JSON.parse(line);
  if (msg.method === undefined) return acks.get(msg.id)?.(); // the CLI's reply to a `print`
  queue = queue.then(() => handle(msg));
});
// The CLI stops the engine by closing our stdin and, at once, a SIGTERM. Either way close the database
// (in the engine's exclusive locking mode only a clean close removes the -journal file) and exit 0.
const stop = () => queue.then(() => main?.dispose()).finally(() => process.exit(0));
process.stdin.on("end", stop);
process.on("SIGTERM", stop);
