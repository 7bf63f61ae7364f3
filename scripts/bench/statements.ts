import type { DatabaseHandle } from '../../server/db/client.js';

export interface StatementCounter {
  count: number;
}

/**
 * Counts the statements the server sends, by wrapping the database handle's query methods: PGlite's
 * query/exec and its transactions (BEGIN and COMMIT or ROLLBACK count too), or every query of every
 * client the node-postgres pool hands out (pool.query goes through pool.connect).
 */
export function countStatements(handle: DatabaseHandle): StatementCounter {
  const counter = { count: 0 };
  type Method = (...args: unknown[]) => unknown;
  const wrap = <T extends object>(target: T, names: string[]) => {
    for (const name of names) {
      const original = (target as Record<string, Method>)[name];
      (target as Record<string, Method>)[name] = function (this: unknown, ...args: unknown[]) {
        counter.count += 1;
        return original.apply(this, args);
      };
    }
  };
  const client = (handle.db as unknown as { $client: Record<string, Method> }).$client;
  if (handle.kind === 'pglite') {
    wrap(client, ['query', 'exec']);
    const transaction = client.transaction;
    client.transaction = function (this: unknown, ...args: unknown[]) {
      const [callback, ...rest] = args as [(tx: object) => unknown, ...unknown[]];
      counter.count += 2; // BEGIN, then COMMIT or ROLLBACK
      const counted = (tx: object) =>
        callback(
          new Proxy(tx, {
            get(target, property, receiver) {
              const value: unknown = Reflect.get(target, property, receiver);
              if (typeof value !== 'function' || !['query', 'exec', 'sql'].includes(String(property))) return value;
              return (...callArgs: unknown[]) => {
                counter.count += 1;
                return (value as Method).apply(target, callArgs);
              };
            },
          }),
        );
      return transaction.apply(this, [counted, ...rest]);
    };
    return counter;
  }
  const wrapped = new WeakSet<object>();
  const wrapClient = (pooled: unknown) => {
    if (pooled && typeof pooled === 'object' && !wrapped.has(pooled)) {
      wrapped.add(pooled);
      wrap(pooled, ['query']);
    }
    return pooled;
  };
  const connect = client.connect;
  client.connect = function (this: unknown, ...args: unknown[]) {
    const callback = args[0] as ((error: unknown, pooled: unknown, release: unknown) => void) | undefined;
    if (typeof callback === 'function') {
      return connect.call(this, (error: unknown, pooled: unknown, release: unknown) => callback(error, wrapClient(pooled), release));
    }
    return (connect.call(this) as Promise<unknown>).then(wrapClient);
  };
  return counter;
}
