import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { ColumnDefinition, Database, Statement } from "better-sqlite3";
import { wrappedFactory } from "./wrapped-factory.server";

/**
 * Prisma's better-sqlite3 adapter prepares every query anew (`client.prepare(sql).bind(args)`), and
 * compiling the SQL was most of the database's share of a page. The statements of the last
 * MAX_STATEMENTS SQL texts are kept prepared instead; the adapter gets an object that binds the
 * arguments for one call only, since a better-sqlite3 statement can be bound just once.
 */
const MAX_STATEMENTS = 500;

/** The factory's connections reuse their prepared statements. */
export const withReusedStatements = (factory: SqlDriverAdapterFactory) =>
  wrappedFactory(factory, (adapter) => {
    // The adapter keeps its better-sqlite3 handle as `client` (@prisma/adapter-better-sqlite3 7.x).
    reusePreparedStatements((adapter as unknown as { client: Database }).client);
    return adapter;
  });

type Kept = { statement: Statement<unknown[]>; columns?: ColumnDefinition[] };

export function reusePreparedStatements(database: Database) {
  const prepare = database.prepare.bind(database);
  const statements = new Map<string, Kept>();
  const keptFor = (sql: string) => {
    let kept = statements.get(sql);
    if (kept) statements.delete(sql);
    else kept = { statement: prepare<unknown[]>(sql) };
    // Most recently used last, so the first is the one to let go.
    statements.set(sql, kept);
    if (statements.size > MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
    return kept;
  };
  database.prepare = ((sql: string) => forOneCall(sql, keptFor)) as unknown as Database["prepare"];
}

/**
 * What the adapter uses of a statement: `bind(args)`, then `reader` and `columns()`, and `raw().all()` or
 * `run()`. The statement is chosen when the arguments are known, since they may change its SQL text.
 */
function forOneCall(sql: string, keptFor: (sql: string) => Kept) {
  const bound = (args: unknown[]) => {
    const call = withLiteralLimits(sql, args);
    const kept = keptFor(call.sql);
    const { statement } = kept;
    return {
      reader: statement.reader,
      // A statement's columns change only with the schema, which changes only between starts (migrations).
      columns: () => {
        kept.columns ??= statement.columns();
        return kept.columns;
      },
      raw: () => ({ all: () => statement.raw(true).all(call.args) }),
      run: () => statement.run(call.args),
    };
  };
  return { ...bound([]), bind: (args: unknown[]) => bound(args) };
}

/**
 * SQLite compiles a statement again whenever a value is bound to its LIMIT or OFFSET (the query planner
 * takes them into account), which made Prisma's `LIMIT ? OFFSET ?` (every findUnique and findFirst)
 * cost three times a plain lookup. Those two arguments, when they are whole numbers, are written into the
 * SQL text instead: one kept statement per limit and offset used (in practice LIMIT 1 OFFSET 0, and the
 * pages of paged lists). Text with a string literal in it is left alone: a `?` in a literal is no argument.
 */
export function withLiteralLimits(sql: string, args: unknown[]) {
  if (!sql.includes("LIMIT ?") || sql.includes("'")) return { sql, args };
  const parts = sql.split("?");
  if (parts.length - 1 !== args.length) return { sql, args };
  let text = parts[0];
  const rest: unknown[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const literal =
      (parts[i].endsWith("LIMIT ") || parts[i].endsWith("OFFSET ")) &&
      ((typeof arg === "number" && Number.isSafeInteger(arg)) || typeof arg === "bigint");
    if (literal) text += String(arg);
    else {
      text += "?";
      rest.push(arg);
    }
    text += parts[i + 1];
  }
  return { sql: text, args: rest };
}
