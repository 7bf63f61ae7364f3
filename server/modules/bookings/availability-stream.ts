import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';

/** The database trigger's channel (migration 0008): its payload is a venue date, or `*` for all. */
const COURT_CHANGES_CHANNEL = 'court_changes';
const HEARTBEAT_MS = 25_000;

type Subscribe = (channel: string, listener: (event: { type: 'message'; payload: string } | { type: 'reset' }) => void) => Promise<() => void>;

/**
 * Live availability: the open Server-Sent Events streams of this instance, by venue date. One LISTEN
 * (court_changes) per instance, fed by a trigger on bookings whoever writes, so a booking made on any
 * instance reaches every instance's streams; the fan-out to the streams of that date is in memory.
 */
export class AvailabilityStreams {
  private readonly byDate = new Map<string, Set<ServerResponse>>();
  private subscribed: Promise<() => void> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly subscribe: Subscribe,
    private readonly log: FastifyBaseLogger,
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
  async open(date: string, response: ServerResponse): Promise<void> {
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
    if (!set) this.byDate.set(date, (set = new Set()));
    set.add(response);
    response.on('close', () => this.drop(date, response));
    this.heartbeat ??= setInterval(() => this.beat(), HEARTBEAT_MS).unref();
  }

  /** Ends every stream (the app is closing) and stops listening. */
  async close(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
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

  private drop(date: string, response: ServerResponse) {
    const set = this.byDate.get(date);
    if (!set) return;
    set.delete(response);
    if (set.size === 0) this.byDate.delete(date);
    if (this.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }
}
