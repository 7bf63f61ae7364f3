import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { EventStreams, eventText } from '../../lib/event-streams.js';

/** The database trigger's channel (migration 0008): its payload is a venue date, or `*` for all. */
const COURT_CHANGES_CHANNEL = 'court_changes';
/** Said a moment after a hold runs out, so the read it prompts no longer counts the hold. */
const AFTER_EXPIRY_MS = 50;
const MAX_TIMER_MS = 2 ** 31 - 1;

type Subscribe = (channel: string, listener: (event: { type: 'message'; payload: string } | { type: 'reset' }) => void) => Promise<() => void>;

/**
 * Live availability: the open Server-Sent Events streams of this instance, by venue date. One LISTEN
 * (court_changes) per instance, fed by a trigger on bookings whoever writes, so a booking made on any
 * instance reaches every instance's streams; the fan-out to the streams of that date is in memory.
 */
export class AvailabilityStreams {
  private readonly streams: EventStreams<string>;
  /** Per date with open streams: the timer for its next hold running out, and which arming set it. */
  private readonly expiries = new Map<string, { timer?: NodeJS.Timeout; arming: number }>();
  private armings = 0;
  private subscribed: Promise<() => void> | null = null;

  /**
   * `untilHoldExpires(date)`: ms until the next hold of that date runs out, or null. A hold that
   * lapses writes nothing until the sweeper runs; the streams say `changed` when it lapses instead.
   */
  constructor(
    private readonly subscribe: Subscribe,
    private readonly log: FastifyBaseLogger,
    private readonly untilHoldExpires: (date: string) => Promise<number | null> = async () => null,
  ) {
    this.streams = new EventStreams(log, 'availability stream', (date) => {
      clearTimeout(this.expiries.get(date)?.timer);
      this.expiries.delete(date);
    });
  }

  /** Streams open now (tests, and the close hook). */
  get size(): number {
    return this.streams.size;
  }

  /** Starts listening on first use; resolves once the channel is listened to. */
  listen(): Promise<() => void> {
    this.subscribed ??= this.subscribe(COURT_CHANGES_CHANNEL, (event) => {
      // A reset means messages may have been missed: every open date may have changed.
      if (event.type === 'reset' || event.payload === '*') for (const date of this.streams.keys()) this.changed(date);
      else this.changed(event.payload);
    });
    return this.subscribed;
  }

  /** Takes over a hijacked response as the stream of `date`; ends it when the client goes. */
  async open(date: string, response: ServerResponse, client = 'unknown'): Promise<void> {
    this.streams.admit(client);
    await this.listen();
    if (this.streams.open(date, response, client, undefined)) this.armHoldExpiry(date);
  }

  /** Ends every stream (the app is closing) and stops listening. */
  async close(): Promise<void> {
    for (const { timer } of this.expiries.values()) clearTimeout(timer);
    this.expiries.clear();
    this.streams.close();
    const unsubscribe = await this.subscribed?.catch(() => undefined);
    unsubscribe?.();
  }

  private changed(date: string) {
    if (this.streams.of(date).length === 0) return;
    this.streams.send(date, eventText('changed', { date }));
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
        if (ms === null || current?.arming !== arming || this.streams.of(date).length === 0) return;
        current.timer = setTimeout(() => this.changed(date), Math.min(Math.max(ms, 0) + AFTER_EXPIRY_MS, MAX_TIMER_MS));
        current.timer.unref();
      },
      (error: unknown) => this.log.warn({ err: error, date }, 'availability stream: cannot tell when the next hold runs out'),
    );
  }
}
