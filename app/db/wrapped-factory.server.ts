import type { SqlDriverAdapter, SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";

/** The factory with each connection it makes passed through `wrap`: how the app's adapter layers are stacked. */
export function wrappedFactory(
  factory: SqlDriverAdapterFactory,
  wrap: (adapter: SqlDriverAdapter) => SqlDriverAdapter,
): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    async connect() {
      return wrap(await factory.connect());
    },
  };
}
