// prisma/schema.prisma is the one data model. Prisma fixes the database kind in the schema file itself, so
// PostgreSQL's schema is this one with the other provider and its own client folder (decision 196).
// `node scripts/postgresql-schema.mjs` writes it; `--check` fails when the written one is out of date.
import { readFileSync, writeFileSync } from "node:fs";

const SOURCE = "prisma/schema.prisma";
const TARGET = "prisma/postgresql/schema.prisma";

export function postgresqlSchema(source) {
  const swap = (text, from, to) => {
    if (!text.includes(from)) throw new Error(`${SOURCE} no longer contains ${from}`);
    return text.replace(from, to);
  };
  const body = swap(
    swap(source, 'provider = "sqlite"', 'provider = "postgresql"'),
    'output       = "../app/generated/prisma"',
    'output       = "../../app/generated/prisma-postgresql"',
  );
  return `// Written by scripts/postgresql-schema.mjs from prisma/schema.prisma: edit that file, then run the script.\n${body}`;
}

const written = postgresqlSchema(readFileSync(SOURCE, "utf8"));
if (process.argv.includes("--check")) {
  let current = "";
  try {
    current = readFileSync(TARGET, "utf8");
  } catch {}
  if (current !== written) {
    console.error(`${TARGET} is out of date: run node scripts/postgresql-schema.mjs`);
    process.exit(1);
  }
} else writeFileSync(TARGET, written);
