import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Database, NotificationSource } from '../db/client.js';
import { listenOn, notifyChannel, sessionsNamed } from './change-feed-repository.js';

/**
 * What a subscriber hears: a message sent on its channel, or `reset` when the feed may have missed
 * messages (the listening connection was lost, or has just been (re)established): drop everything
 * derived from the database and read it again.
 */
export type ChangeEvent = { type: 'message'; payload: string } | { type: 'reset' };
type ChangeListener = (event: ChangeEvent) => void;

/**
 * PostgreSQL LISTEN/NOTIFY (or PGlite's) as the one way instances tell each other that data changed.
 * Caches and, later, live views (a channel per venue date) subscribe; writers notify inside their
 * transaction, so a message goes out only if, and when, the change commits. Tables whose writes must
 * reach every cache whoever writes them (a script, psql, a test) also notify from database triggers
 * (migration 0007): settings_changed, auth_changed, membership_changed.
 */
export interface ChangeFeed {
  /**
   * True while messages are being heard. A cache serves from memory only then: while the feed is
   * down it reads through, and the `reset` on reconnecting drops whatever it held.
   */
  readonly live: boolean;
  /** `select pg_notify(channel, payload)`, in the caller's transaction when given one (sent on commit). */
  notify(channel: string, payload: string, tx?: Pick<Database, 'execute'>): Promise<void>;
  /**
   * Calls `listener` for every message on `channel` (any instance's, this one's included: at least
   * once, an instance's own message may come twice) and on every reset. Resolves once the channel is listened to; answers the function that unsubscribes.
   */
  subscribe(channel: string, listener: ChangeListener): Promise<() => void>;
  /**
   * Resolves once this instance's listener has heard every message committed before the call (at
   * most a second; at once on PGlite or while the feed is down). A request that ends a login or
   * changes settings answers only then, so by the time its caller hears "done", PostgreSQL has handed
   * the message to every listening instance.
   */
  caughtUp(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    changeFeed: ChangeFeed;
  }
}

/** The listening session's name in pg_stat_activity. */
export const LISTENER_NAME = 'courtside-change-feed';
const SYNC_CHANNEL = 'change_feed_sync';
// Every instance answers a sync on this channel once it has handled all it heard before the sync.
const ACK_CHANNEL = 'change_feed_ack';
const SYNC_TIMEOUT_MS = 1_000;
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;
abstract class Feed implements ChangeFeed {
  protected readonly listeners = new Map<string, Set<ChangeListener>>();
  abstract readonly live: boolean;

  constructor(
    protected readonly db: Database,
    protected readonly log: FastifyBaseLogger,
  ) {}

  async notify(channel: string, payload: string, tx?: Pick<Database, 'execute'>): Promise<void> {
    await notifyChannel(tx ?? this.db, channel, payload);
  }

  async subscribe(channel: string, listener: ChangeListener): Promise<() => void> {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      await this.listen(channel);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  protected abstract listen(channel: string): Promise<void>;
  abstract caughtUp(): Promise<void>;
  abstract close(): Promise<void>;

  protected dispatch(channel: string, event: ChangeEvent) {
    for (const listener of this.listeners.get(channel) ?? []) {
      try {
        listener(event);
      } catch (error) {
        this.log.error({ err: error, channel }, 'change feed subscriber failed');
      }
    }
  }

  protected resetAll() {
    for (const channel of this.listeners.keys()) this.dispatch(channel, { type: 'reset' });
  }
}

/** PGlite lives in this process: its listen hears every NOTIFY as the statement completes, and never drops. */
class PgliteFeed extends Feed {
  readonly live = true;
  private readonly stops: (() => Promise<void>)[] = [];

  constructor(
    db: Database,
    log: FastifyBaseLogger,
    private readonly source: Extract<NotificationSource, { kind: 'pglite' }>,
  ) {
    super(db, log);
  }

  protected async listen(channel: string) {
    this.stops.push(await this.source.listen(channel, (payload) => this.dispatch(channel, { type: 'message', payload })));
  }

  async caughtUp() {
    // Every NOTIFY reached the listeners before the statement that sent it returned.
  }

  async close() {
    await Promise.allSettled(this.stops.map((stop) => stop()));
  }
}

/**
 * A dedicated pg.Client (not a pool connection: LISTEN belongs to a session) that reconnects with
 * backoff and tells every subscriber `reset` on each (re)connection. Writes made through this
 * process's own pool to trigger-fed tables are also heard at once from the pool's connections (see
 * NotificationSource); other channels' own messages arrive through the listener (caughtUp waits).
 */
class PostgresFeed extends Feed {
  private client: pg.Client | null = null;
  private readonly listening = new Set<string>();
  private retryMs = RETRY_FIRST_MS;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly syncs = new Map<string, () => void>();
  private readonly stopOwnWrites: () => void;

  constructor(
    db: Database,
    log: FastifyBaseLogger,
    private readonly source: Extract<NotificationSource, { kind: 'postgres' }>,
  ) {
    super(db, log);
    this.stopOwnWrites = source.onOwnWrite(({ channel, payload }) => this.dispatch(channel, { type: 'message', payload }));
  }

  get live() {
    return this.client !== null;
  }

  protected async listen(channel: string) {
    if (this.client) await this.listenOnce(this.client, channel);
  }

  private async listenOnce(client: pg.Client, channel: string) {
    if (this.listening.has(channel)) return;
    await listenOn(client, channel);
    this.listening.add(channel);
  }

  async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.source.connectionString, keepAlive: true, application_name: LISTENER_NAME });
    client.on('notification', (message) => {
      const payload = message.payload ?? '';
      // Notifications are handled in order: answering a sync says everything sent before it is handled here.
      if (message.channel === SYNC_CHANNEL)
        this.notify(ACK_CHANNEL, payload).catch((error: unknown) => this.log.warn({ err: error }, 'change feed: could not answer a sync'));
      else if (message.channel === ACK_CHANNEL) this.syncs.get(payload)?.();
      else this.dispatch(message.channel, { type: 'message', payload });
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      if (this.closed) return void (await client.end());
      this.listening.clear();
      await listenOn(client, SYNC_CHANNEL);
      await listenOn(client, ACK_CHANNEL);
      this.client = client;
      // Channels subscribed while connecting are caught here too.
      for (const channel of this.listeners.keys()) await this.listenOnce(client, channel);
      this.retryMs = RETRY_FIRST_MS;
      this.resetAll();
    } catch (error) {
      if (this.client === client) this.client = null;
      this.log.warn({ err: error }, 'change feed: cannot listen to PostgreSQL; caches read through until it can');
      client.end().catch(() => undefined);
      this.retry();
    }
  }

  private lost(client: pg.Client, error?: Error) {
    if (this.client !== client) return;
    this.client = null;
    this.resetAll();
    if (this.closed) return;
    this.log.warn({ err: error }, 'change feed: lost the PostgreSQL listener; reconnecting');
    client.end().catch(() => undefined);
    this.retry();
  }

  private retry() {
    if (this.closed || this.timer) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, wait);
    this.timer.unref();
  }

  /**
   * Resolves once every instance listening on this database (this one included) has handled what was
   * sent before: each answers the sync after the notifications ahead of it, so a logout or a role
   * change made here is known everywhere when the write answers. Bounded by SYNC_TIMEOUT_MS, so a
   * hung instance cannot hold writes up.
   */
  async caughtUp() {
    if (!this.client) return;
    const id = randomUUID();
    const listeners = await this.listenerCount();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      let waiting = Math.max(1, listeners);
      this.syncs.set(id, () => {
        waiting -= 1;
        if (waiting <= 0) resolve();
      });
      timer = setTimeout(resolve, SYNC_TIMEOUT_MS);
    });
    try {
      await this.notify(SYNC_CHANNEL, id);
      await heard;
    } finally {
      clearTimeout(timer);
      this.syncs.delete(id);
    }
  }

  /** The change feeds listening on this database now (every API instance has one). */
  private async listenerCount(): Promise<number> {
    return sessionsNamed(this.db, LISTENER_NAME);
  }

  async close() {
    this.closed = true;
    this.stopOwnWrites();
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

/** Decorates `app.changeFeed`; closed with the app. */
export default fp(
  async function changeFeedPlugin(app: FastifyInstance, opts: { source: NotificationSource }) {
    let feed: Feed;
    if (opts.source.kind === 'pglite') {
      feed = new PgliteFeed(app.db, app.log, opts.source);
    } else {
      const postgres = new PostgresFeed(app.db, app.log, opts.source);
      await postgres.connect();
      feed = postgres;
    }
    app.decorate('changeFeed', feed);
    app.addHook('onClose', async () => feed.close());
  },
  { name: 'change-feed', dependencies: ['db'] },
);
