import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';

/** The database trigger's channel (migration 0008): its payload is a venue date, or `*` for all. */
const COURT_CHANGES_CHANNEL = 'court_changes';
const HEARTBEAT_MS = 25_000;
/** Streams one client address may hold open on an instance: a few tabs and devices behind one router. */
export const MAX_STREAMS_PER_CLIENT = 16;
/** Said a moment after a hold runs out, so the read it prompts no longer counts the hold. */
const AFTER_EXPIRY_MS = 50;
const MAX_TIMER_MS = 2 ** 31 - 1;

/** A client already holds MAX_STREAMS_PER_CLIENT streams here (the route answers 429). */
export class TooManyStreamsError extends Error {
  override name = 'TooManyStreamsError';
}

type Subscribe = (channel: string, listener: (event: { type: 'message'; payload: string } | { type: 'reset' }) => void) => Promise<() => void>;

/**
 * Live availability: the open Server-Sent Events streams of this instance, by venue date. One LISTEN
 * (court_changes) per instance, fed by a trigger on bookings whoever writes, so a booking made on any
 * instance reaches every instance's streams; the fan-out to the streams of that date is in memory.
 */
export class AvailabilityStreams {
  private readonly byDate = new Map<string, Set<ServerResponse>>();
  private readonly perClient = new Map<string, number>();
  /** Per date with open streams: the timer for its next hold running out, and which arming set it. */
  private readonly expiries = new Map<string, { timer?: NodeJS.Timeout; arming: number }>();
  private armings = 0;
  private subscribed: Promise<() => void> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  /**
   * `untilHoldExpires(date)`: ms until the next hold of that date runs out, or null. A hold that
   * lapses writes nothing until the sweeper runs; the streams say `changed` when it lapses instead.
   */
  constructor(
    private readonly subscribe: Subscribe,
    private readonly log: FastifyBaseLogger,
    private readonly untilHoldExpires: (date: string) => Promise<number | null> = async () => null,
  ) {}

  /** Streams open now (tests, and the close hook). */
  get size(): number {
    let count = 0;
    for (const set of this.byDate.values()) count += set.size;
    return count;
  }

  /** Starts listening on first use; resolves once the channel is listened to. */
  listen(): Promise<() => void> {
    this.subscribed ??= this.subscribe(COURT_CHANGES_CHANNEL, (event) => {
      // A reset means messages may have been missed: every open date may have changed.
      if (event.type === 'reset' || event.payload === '*') for (const date of this.byDate.keys()) this.changed(date);
      else this.changed(event.payload);
    });
    return this.subscribed;
  }

  /** Takes over a hijacked response as the stream of `date`; ends it when the client goes. */
  async open(date: string, response: ServerResponse, client = 'unknown'): Promise<void> {
    if ((this.perClient.get(client) ?? 0) >= MAX_STREAMS_PER_CLIENT) throw new TooManyStreamsError(client);
    await this.listen();
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      // No proxy (nginx) may buffer the stream either.
      'x-accel-buffering': 'no',
    });
    response.write('retry: 2000\n\n');
    let set = this.byDate.get(date);
    const firstOfDate = !set;
    if (!set) this.byDate.set(date, (set = new Set()));
    set.add(response);
    this.perClient.set(client, (this.perClient.get(client) ?? 0) + 1);
    response.on('close', () => this.drop(date, response, client));
    if (firstOfDate) this.armHoldExpiry(date);
    this.heartbeat ??= setInterval(() => this.beat(), HEARTBEAT_MS).unref();
  }

  /** Ends every stream (the app is closing) and stops listening. */
  async close(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const { timer } of this.expiries.values()) clearTimeout(timer);
    this.expiries.clear();
    for (const set of this.byDate.values()) for (const response of set) response.end();
    this.byDate.clear();
    const unsubscribe = await this.subscribed?.catch(() => undefined);
    unsubscribe?.();
  }

  private changed(date: string) {
    const set = this.byDate.get(date);
    if (!set) return;
    const message = `event: changed\ndata: ${JSON.stringify({ date })}\n\n`;
    for (const response of set) this.write(response, message);
    this.armHoldExpiry(date);
  }

  /** (Re)sets the timer for the date's next hold running out; only the latest arming's answer counts. */
  private armHoldExpiry(date: string) {
    const arming = ++this.armings;
    clearTimeout(this.expiries.get(date)?.timer);
    this.expiries.set(date, { arming });
    this.untilHoldExpires(date).then(
      (ms) => {
        const current = this.expiries.get(date);
        if (ms === null || current?.arming !== arming || !this.byDate.has(date)) return;
        current.timer = setTimeout(() => this.changed(date), Math.min(Math.max(ms, 0) + AFTER_EXPIRY_MS, MAX_TIMER_MS));
        current.timer.unref();
      },
      (error: unknown) => this.log.warn({ err: error, date }, 'availability stream: cannot tell when the next hold runs out'),
    );
  }

  private beat() {
    for (const set of this.byDate.values()) for (const response of set) this.write(response, ': heartbeat\n\n');
  }

  private write(response: ServerResponse, chunk: string) {
    try {
      response.write(chunk);
    } catch (error) {
      this.log.warn({ err: error }, 'availability stream: write failed');
      response.destroy();
    }
  }

  private drop(date: string, response: ServerResponse, client: string) {
    const set = this.byDate.get(date);
    if (!set?.delete(response)) return;
    const left = (this.perClient.get(client) ?? 1) - 1;
    if (left > 0) this.perClient.set(client, left);
    else this.perClient.delete(client);
    if (set.size === 0) {
      this.byDate.delete(date);
      clearTimeout(this.expiries.get(date)?.timer);
      this.expiries.delete(date);
    }
    if (this.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }
}
