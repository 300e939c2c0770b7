import type { SqlDriverAdapter, SqlDriverAdapterFactory, Transaction } from "@prisma/driver-adapter-utils";
import { wrappedFactory } from "./wrapped-factory.server";

/**
 * SQLite through better-sqlite3 is one connection. Prisma's adapter lets transactions take turns,
 * but a plain query made while a transaction is open runs inside it: if the transaction then rolls
 * back, that other request's write is undone after it was reported as saved. This wrapper makes
 * plain queries wait until no transaction is open. Queries inside the transaction go through the
 * transaction object and are not held back.
 */
export const oneConnectionAtATime = (factory: SqlDriverAdapterFactory) => wrappedFactory(factory, serialise);

function serialise(adapter: SqlDriverAdapter): SqlDriverAdapter {
  let openTransaction: Promise<void> | null = null;

  // Each adapter call runs synchronously once started, so nothing can slip in between the wait and the call.
  async function whenNoTransaction() {
    while (openTransaction) await openTransaction;
  }

  function guard(transaction: Transaction): Transaction {
    let finish!: () => void;
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    openTransaction = done;
    const settle = async (end: () => Promise<void>) => {
      try {
        await end();
      } finally {
        if (openTransaction === done) openTransaction = null;
        finish();
      }
    };
    return Object.assign(Object.create(transaction) as Transaction, {
      queryRaw: transaction.queryRaw.bind(transaction),
      executeRaw: transaction.executeRaw.bind(transaction),
      createSavepoint: transaction.createSavepoint?.bind(transaction),
      rollbackToSavepoint: transaction.rollbackToSavepoint?.bind(transaction),
      releaseSavepoint: transaction.releaseSavepoint?.bind(transaction),
      commit: () => settle(() => transaction.commit()),
      rollback: () => settle(() => transaction.rollback()),
    });
  }

  return {
    provider: adapter.provider,
    adapterName: adapter.adapterName,
    queryRaw: async (query) => {
      await whenNoTransaction();
      return adapter.queryRaw(query);
    },
    executeRaw: async (query) => {
      await whenNoTransaction();
      return adapter.executeRaw(query);
    },
    executeScript: async (script) => {
      await whenNoTransaction();
      return adapter.executeScript(script);
    },
    startTransaction: async (isolationLevel) => {
      await whenNoTransaction();
      return guard(await adapter.startTransaction(isolationLevel));
    },
    getConnectionInfo: adapter.getConnectionInfo?.bind(adapter),
    dispose: () => adapter.dispose(),
  };
}
