import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';

// What every Server-Sent Events stream of the API shares (live availability, open play's live
// views): the headers, the retry hint, the per-client cap, the heartbeat and the ending on close.

const HEARTBEAT_MS = 25_000;
/** Streams one client address may hold open on an instance: a few tabs and devices behind one router. */
export const MAX_STREAMS_PER_CLIENT = 16;

/** What a stream answers with, before its first event (HEAD answers these alone). */
export const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache',
  connection: 'keep-alive',
  // No proxy (nginx) may buffer the stream either.
  'x-accel-buffering': 'no',
} as const;

/** A client already holds MAX_STREAMS_PER_CLIENT streams here (the route answers 429). */
export class TooManyStreamsError extends Error {
  override name = 'TooManyStreamsError';
}

/** One event, as the stream writes it: `event: <name>` and its data as one JSON line. */
export const eventText = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The open streams of this instance, grouped by a key (a venue date, a session), each with what its
 * owner keeps about it (`Info`: who reads it). The owner decides what to send; this keeps the
 * responses, the per-client counts and the heartbeat, and forgets a stream when its client goes.
 */
export class EventStreams<Key, Info = undefined> {
  private readonly byKey = new Map<Key, Map<ServerResponse, Info>>();
  private readonly perClient = new Map<string, number>();
  private heartbeat: NodeJS.Timeout | null = null;

  /** `onEmpty(key)`: the last stream of a key went (its owner lets go of what it kept for it). */
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly label: string,
    private readonly onEmpty: (key: Key) => void = () => undefined,
  ) {}

  /** Streams open now. */
  get size(): number {
    let count = 0;
    for (const streams of this.byKey.values()) count += streams.size;
    return count;
  }

  /** The keys with an open stream. */
  keys(): Key[] {
    return [...this.byKey.keys()];
  }

  /** The open streams of a key and what is kept about each. */
  of(key: Key): [ServerResponse, Info][] {
    return [...(this.byKey.get(key)?.entries() ?? [])];
  }

  /** Refuses (TooManyStreamsError) when the client holds the most streams it may, before anything is written. */
  admit(client: string): void {
    if ((this.perClient.get(client) ?? 0) >= MAX_STREAMS_PER_CLIENT) throw new TooManyStreamsError(client);
  }

  /** Takes over a hijacked response as a stream of `key`: headers, `retry: 2000`; answers whether it is the key's first. */
  open(key: Key, response: ServerResponse, client: string, info: Info): boolean {
    this.admit(client);
    response.writeHead(200, EVENT_STREAM_HEADERS);
    response.write('retry: 2000\n\n');
    let streams = this.byKey.get(key);
    const first = !streams;
    if (!streams) this.byKey.set(key, (streams = new Map<ServerResponse, Info>()));
    streams.set(response, info);
    this.perClient.set(client, (this.perClient.get(client) ?? 0) + 1);
    response.on('close', () => this.drop(key, response, client));
    this.heartbeat ??= setInterval(() => this.beat(), HEARTBEAT_MS).unref();
    return first;
  }

  /** Writes to one stream; a stream that cannot be written to is destroyed (its close forgets it). */
  write(response: ServerResponse, chunk: string): void {
    try {
      response.write(chunk);
    } catch (error) {
      this.log.warn({ err: error }, `${this.label}: write failed`);
      response.destroy();
    }
  }

  /** Writes to every stream of a key. */
  send(key: Key, chunk: string): void {
    for (const [response] of this.of(key)) this.write(response, chunk);
  }

  /** Ends every stream (the app is closing). */
  close(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const streams of [...this.byKey.values()]) for (const response of streams.keys()) response.end();
    this.byKey.clear();
    this.perClient.clear();
  }

  private beat() {
    for (const streams of this.byKey.values()) for (const response of streams.keys()) this.write(response, ': heartbeat\n\n');
  }

  private drop(key: Key, response: ServerResponse, client: string) {
    const streams = this.byKey.get(key);
    if (!streams?.delete(response)) return;
    const left = (this.perClient.get(client) ?? 1) - 1;
    if (left > 0) this.perClient.set(client, left);
    else this.perClient.delete(client);
    if (streams.size === 0) {
      this.byKey.delete(key);
      this.onEmpty(key);
    }
    if (this.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }
}
