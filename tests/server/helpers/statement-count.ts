import type { DatabaseHandle } from '../../../server/db/client.js';

type Query = (...args: unknown[]) => Promise<unknown>;
interface Queryable {
  query: Query;
  exec?: Query;
  transaction?: (fn: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
}

/**
 * Every statement the app sends, counted on the driver under drizzle: PGlite's query/exec (and
 * the BEGIN and COMMIT or ROLLBACK its transaction() sends itself), or every node-postgres pooled
 * connection's query (BEGIN and COMMIT pass through it there). `start()` empties the log.
 */
export interface StatementLog {
  readonly statements: string[];
  start(): void;
  count(): number;
}

const wrapped = new WeakSet<object>();

export function countStatements(database: DatabaseHandle): StatementLog {
  const statements: string[] = [];
  let recording = false;
  const note = (sql: string) => {
    if (recording) statements.push(sql.replace(/\s+/g, ' ').trim());
  };
  const textOf = (arg: unknown) => (typeof arg === 'string' ? arg : ((arg as { text?: string } | null)?.text ?? String(arg)));

  const wrapQueries = (target: Queryable) => {
    if (wrapped.has(target)) return;
    wrapped.add(target);
    const query = target.query.bind(target);
    target.query = (...args) => {
      note(textOf(args[0]));
      return query(...args);
    };
    if (target.exec) {
      const exec = target.exec.bind(target);
      target.exec = (...args) => {
        note(textOf(args[0]));
        return exec(...args);
      };
    }
  };

  const client = (
    database.db as unknown as { $client: Queryable & { _clients?: Queryable[]; on?: (event: string, listener: (client: Queryable) => void) => void } }
  ).$client;
  if (database.kind === 'pglite') {
    wrapQueries(client);
    if (client.transaction) {
      const transaction = client.transaction.bind(client);
      client.transaction = async (fn) => {
        note('BEGIN');
        try {
          const result = await transaction((tx) => {
            wrapQueries(tx);
            return fn(tx);
          });
          note('COMMIT');
          return result;
        } catch (error) {
          note('ROLLBACK');
          throw error;
        }
      };
    }
  } else {
    // Counted on each pooled connection (pool.query() runs on one too): those open now and those to come.
    for (const pooled of client._clients ?? []) wrapQueries(pooled);
    client.on?.('connect', wrapQueries);
  }

  return {
    statements,
    start() {
      statements.length = 0;
      recording = true;
    },
    count: () => statements.length,
  };
}
