import type { PGlite, Transaction } from '@electric-sql/pglite';
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * PGlite has one connection. Two ways it used to freeze the whole server, both closed here:
 *
 * - A query sent on the handle while a transaction is open on it, awaited by that transaction,
 *   waits for the transaction to end, which waits for the query: nothing answers again until a
 *   restart. The transaction's async context is marked, so such a query throws at once
 *   (`NestedQueryError`, a 500 that names the mistake) and the transaction rolls back.
 * - A request that waits longer than a bound for the connection gives up before it runs
 *   (`DatabaseBusyError`, answered 503), so no request waits forever behind a stuck one.
 *
 * The queue is ours (FIFO, one at a time) in front of PGlite's own mutex, so a request that gives
 * up is taken out of line and never runs later behind the caller's back.
 */
/** How long a request may wait for a database connection before it is answered 503 (DATABASE_WAIT_TIMEOUT_MS). */
export const DEFAULT_DATABASE_WAIT_TIMEOUT_MS = 10_000;

export class NestedQueryError extends Error {
  constructor() {
    super(
      'A query was sent on the database handle while a transaction is open on it (PGlite has one connection: it would wait for itself). Use the transaction (tx) inside its callback.',
    );
    this.name = 'NestedQueryError';
  }
}

export class DatabaseBusyError extends Error {
  constructor(readonly waitedMs: number) {
    super(`The database did not become free within ${waitedMs} ms.`);
    this.name = 'DatabaseBusyError';
  }
}

interface OpenTransaction {
  client: PGlite;
  open: boolean;
}

const openTransaction = new AsyncLocalStorage<OpenTransaction>();

export interface SingleConnectionOptions {
  /** How long a query or transaction may wait for the connection before it is refused. */
  waitTimeoutMs: number;
}

/** Wraps the client's query, exec and transaction in place; answers the same client. */
export function guardSingleConnection(client: PGlite, options: SingleConnectionOptions): PGlite {
  const gate = new FifoGate(options.waitTimeoutMs);
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const refuseNested = () => {
    const current = openTransaction.getStore();
    if (current?.client === client && current.open) throw new NestedQueryError();
  };
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    refuseNested();
    return gate.run(() => query(...args));
  }) as PGlite['query'];
  client.exec = async (...args: Parameters<PGlite['exec']>) => {
    refuseNested();
    return gate.run(() => exec(...args));
  };
  client.transaction = async <T>(callback: (tx: Transaction) => Promise<T>) => {
    refuseNested();
    return gate.run(async () => {
      const marker: OpenTransaction = { client, open: true };
      try {
        return await transaction((tx) => openTransaction.run(marker, () => callback(tx)));
      } finally {
        // Work the callback left running (not awaited) may query the handle once the transaction is over.
        marker.open = false;
      }
    });
  };
  return client;
}

/** One holder at a time, first come first served; a waiter past the bound leaves the line unserved. */
class FifoGate {
  private busy = false;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly timeoutMs: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const index = this.waiting.indexOf(turn);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(new DatabaseBusyError(this.timeoutMs));
      }, this.timeoutMs);
      this.waiting.push(turn);
    });
  }

  private release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.busy = false;
  }
}
