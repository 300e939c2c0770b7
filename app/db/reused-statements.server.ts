import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { Database, Statement } from "better-sqlite3";

/**
 * Prisma's better-sqlite3 adapter prepares every query anew (`client.prepare(sql).bind(args)`), and
 * compiling the SQL was most of the database's share of a page. The statements of the last
 * MAX_STATEMENTS SQL texts are kept prepared instead; the adapter gets an object that binds the
 * arguments for one call only, since a better-sqlite3 statement can be bound just once.
 */
const MAX_STATEMENTS = 500;

/** The factory's connections reuse their prepared statements. */
export function withReusedStatements(factory: SqlDriverAdapterFactory): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    async connect() {
      const adapter = await factory.connect();
      // The adapter keeps its better-sqlite3 handle as `client` (@prisma/adapter-better-sqlite3 7.x).
      reusePreparedStatements((adapter as unknown as { client: Database }).client);
      return adapter;
    },
  };
}

export function reusePreparedStatements(database: Database) {
  const prepare = database.prepare.bind(database);
  const statements = new Map<string, Statement<unknown[]>>();
  const statementFor = (sql: string) => {
    let statement = statements.get(sql);
    if (statement) statements.delete(sql);
    else statement = prepare<unknown[]>(sql);
    // Most recently used last, so the first is the one to let go.
    statements.set(sql, statement);
    if (statements.size > MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
    return statement;
  };
  database.prepare = ((sql: string) => forOneCall(statementFor(sql))) as unknown as Database["prepare"];
}

/** What the adapter uses of a statement: `bind(args)`, then `reader` and `columns()`, and `raw().all()` or `run()`. */
function forOneCall(statement: Statement<unknown[]>) {
  const bound = (args: unknown[]) => ({
    reader: statement.reader,
    columns: () => statement.columns(),
    raw: () => ({ all: () => statement.raw(true).all(args) }),
    run: () => statement.run(args),
  });
  return { ...bound([]), bind: (args: unknown[]) => bound(args) };
}
