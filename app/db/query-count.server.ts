import { AsyncLocalStorage } from "node:async_hooks";
import type { SqlDriverAdapter, SqlDriverAdapterFactory, Transaction } from "@prisma/driver-adapter-utils";
import { wrappedFactory } from "./wrapped-factory.server";

/**
 * The SQL statements a request sends (issue 37): the benchmark prints them beside each page's CPU, and a test
 * holds the common pages to a budget. Counted at the driver adapter, where every statement passes (a Prisma
 * query, raw SQL, a statement inside a transaction), for the request that caused it.
 */
const counting = new AsyncLocalStorage<{ queries: number }>();

/** Runs `work` counting the statements it sends; gives its result and the count. */
export async function countQueries<T>(work: () => Promise<T>) {
  const counter = { queries: 0 };
  const result = await counting.run(counter, work);
  return { result, queries: counter.queries };
}

const counted = () => {
  const counter = counting.getStore();
  if (counter) counter.queries++;
};

/** The factory's connections count what they send for the request being served. */
export const withQueryCount = (factory: SqlDriverAdapterFactory) => wrappedFactory(factory, countingAdapter);

function countingAdapter(adapter: SqlDriverAdapter): SqlDriverAdapter {
  return Object.assign(Object.create(adapter) as SqlDriverAdapter, {
    queryRaw: countingCall(adapter.queryRaw.bind(adapter)),
    executeRaw: countingCall(adapter.executeRaw.bind(adapter)),
    startTransaction: async (isolationLevel?: Parameters<SqlDriverAdapter["startTransaction"]>[0]) =>
      countingTransaction(await adapter.startTransaction(isolationLevel)),
  });
}

function countingTransaction(transaction: Transaction): Transaction {
  return Object.assign(Object.create(transaction) as Transaction, {
    queryRaw: countingCall(transaction.queryRaw.bind(transaction)),
    executeRaw: countingCall(transaction.executeRaw.bind(transaction)),
  });
}

function countingCall<A, R>(call: (query: A) => Promise<R>) {
  return (query: A) => {
    counted();
    return call(query);
  };
}
