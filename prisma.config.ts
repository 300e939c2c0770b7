import path from "node:path";
import { defineConfig } from "prisma/config";

// No update check: these machines reach no host but the package registries.
process.env.CHECKPOINT_DISABLE ??= "1";
// Prisma's CLI downloads a native schema engine at run time, which these machines cannot reach.
// Our bridge speaks the engine's JSON-RPC and forwards to Prisma's WebAssembly build of it
// (docs/decisions/001-offline-prisma-migrations.md).
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.resolve(import.meta.dirname, "prisma/schema-engine-bridge.mjs");

// DATABASE_URL chooses the database kind, and with it the schema and the migrations (decision 196):
// `file:` is SQLite, `postgresql://` is PostgreSQL, whose schema scripts/postgresql-schema.mjs writes.
const url = process.env.DATABASE_URL ?? "file:./data/app.db";
const folder = /^postgres(ql)?:/.test(url) ? "prisma/postgresql" : "prisma";

export default defineConfig({
  schema: `${folder}/schema.prisma`,
  migrations: { path: `${folder}/migrations` },
  datasource: { url, shadowDatabaseUrl: process.env.SHADOW_DATABASE_URL },
});
