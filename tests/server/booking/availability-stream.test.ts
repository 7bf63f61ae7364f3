/**
 * Issue 11 (part D): live availability. GET /api/bookings/availability/stream?date= is a
 * Server-Sent Events stream that says `changed` whenever a booking of that venue date is written,
 * on whichever instance (a trigger on bookings notifies court_changes; each instance listens once).
 * app.inject cannot stream: the apps listen on 127.0.0.1, port 0, and fetch reads the stream.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AvailabilityStreams } from '../../../server/modules/booking/availability-stream.js';
import { MAX_STREAMS_PER_CLIENT, TooManyStreamsError } from '../../../server/lib/event-streams.js';
import { bookings } from '../../../server/db/schema.js';
import { createTwoInstances } from '../cache/support.js';
import { FakeStreamResponse } from '../helpers/fake-stream-response.js';
import type { TestApp } from '../helpers/test-app.js';
import { book, clearBookings, memberAgent, setUpVenue } from './support.js';

/** The venue date `days` from today in Toronto (the venue's zone in setUpVenue). */
const venueDate = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });

interface Stream {
  response: Response;
  /** Resolves with the text received once it contains `marker` (rejects after `ms`). */
  until(marker: string, ms?: number): Promise<string>;
  text(): string;
  close(): void;
}

async function openStream(app: FastifyInstance, date: string): Promise<Stream> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${address.port}/api/bookings/availability/stream?date=${date}`, {
    signal: controller.signal,
    headers: { 'accept-encoding': 'gzip, br' },
  });
  let received = '';
  const waiters = new Set<() => void>();
  if (response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          received += value;
          for (const wake of waiters) wake();
        }
      } catch {
        // aborted
      }
    })();
  }
  return {
    response,
    text: () => received,
    until(marker, ms = 3_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!received.includes(marker)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${JSON.stringify(marker)} within ${ms} ms; got ${JSON.stringify(received)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}

const changed = (date: string) => `event: changed\ndata: {"date":"${date}"}\n\n`;

describe('availability stream', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ a, b, close } = await createTwoInstances());
    await setUpVenue(a);
    await clearBookings(a);
    await a.app.listen({ host: '127.0.0.1', port: 0 });
    await b.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => close());

  it('answers text/event-stream, uncached and uncompressed, starting with retry: 2000', async () => {
    const stream = await openStream(b, venueDate(1));
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('cache-control')).toBe('no-cache');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    // Helmet's headers and the request id reach the hijacked reply too.
    expect(stream.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stream.response.headers.get('x-request-id')).toBeTruthy();
    await stream.until('retry: 2000\n\n');
    stream.close();
    await expect.poll(() => b.availabilityStreams.size).toBe(0);
  });

  it("HEAD answers at once with the stream's headers and no body", async () => {
    const response = await b.inject({ method: 'HEAD', url: `/api/bookings/availability/stream?date=${venueDate(1)}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.body).toBe('');
    expect(b.availabilityStreams.size).toBe(0);
  });

  it('refuses a date that is not a calendar date', async () => {
    const response = await b.inject({ method: 'GET', url: '/api/bookings/availability/stream?date=2026-02-30' });
    expect(response.statusCode).toBe(400);
  });

  it('a booking made through instance A reaches a stream of that date on instance B, and no other date', async () => {
    const date = venueDate(2);
    const onB = await openStream(b, date);
    const otherDate = await openStream(b, venueDate(3));
    await onB.until('retry: 2000');
    const { agent } = await memberAgent(a);
    const response = await book(agent, { date, startTime: '15:00', hours: 1, court: 3 });
    expect(response.statusCode, response.body).toBe(201);
    await onB.until(changed(date), 2_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(otherDate.text()).not.toContain('event: changed');
    onB.close();
    otherDate.close();
  });

  it('a cancellation or a hold swept (an UPDATE, whoever writes it) is a change too', async () => {
    const date = venueDate(2);
    const stream = await openStream(a.app, date);
    await stream.until('retry: 2000');
    await a.database.db.execute(sql`update bookings set status = 'cancelled', cancelled_at = now() where status <> 'cancelled'`);
    await stream.until(changed(date), 2_000);
    stream.close();
  });

  it('a hold running out is announced when it runs out, before any sweep writes it', async () => {
    const date = venueDate(4);
    await a.database.db.insert(bookings).values({
      court: 2,
      startsAt: new Date(`${date}T19:00:00Z`),
      endsAt: new Date(`${date}T20:00:00Z`),
      status: 'held',
      source: 'online',
      holdExpiresAt: new Date(Date.now() + 700),
    });
    const stream = await openStream(b, date);
    await stream.until('retry: 2000');
    await new Promise((resolve) => setTimeout(resolve, 300)); // the insert's own message has come and gone
    const before = stream.text().split('event: changed').length;
    await expect.poll(() => stream.text().split('event: changed').length, { timeout: 2_000 }).toBeGreaterThan(before);
    stream.close();
  });

  it('closing the app ends the open streams instead of waiting for them', async () => {
    const t = await createTwoInstances();
    await t.b.listen({ host: '127.0.0.1', port: 0 });
    const stream = await openStream(t.b, venueDate(1));
    await stream.until('retry: 2000');
    const started = Date.now();
    await t.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    stream.close();
  });
});

describe('availability streams (fan-out, heartbeat, reset)', () => {
  async function streamsWithFeed(untilHoldExpires?: (date: string) => Promise<number | null>) {
    let listener: ((event: { type: 'message'; payload: string } | { type: 'reset' }) => void) | undefined;
    const subscribe = vi.fn(async (_channel: string, l: typeof listener) => {
      listener = l;
      return () => undefined;
    });
    const streams = new AvailabilityStreams(subscribe, { warn: () => undefined } as never, untilHoldExpires);
    return { streams, subscribe, send: (event: Parameters<NonNullable<typeof listener>>[0]) => listener!(event) };
  }

  it('one subscription for every stream; a date reaches only its streams; a reset or * reaches them all', async () => {
    const { streams, subscribe, send } = await streamsWithFeed();
    const [one, two, other] = [new FakeStreamResponse(), new FakeStreamResponse(), new FakeStreamResponse()];
    await streams.open('2026-03-03', one as never);
    await streams.open('2026-03-03', two as never);
    await streams.open('2026-03-04', other as never);
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(subscribe.mock.calls[0][0]).toBe('court_changes');
    send({ type: 'message', payload: '2026-03-03' });
    expect(one.chunks.at(-1)).toBe(changed('2026-03-03'));
    expect(two.chunks.at(-1)).toBe(changed('2026-03-03'));
    expect(other.chunks).toEqual(['retry: 2000\n\n']);
    send({ type: 'reset' });
    send({ type: 'message', payload: '*' });
    expect(other.chunks.filter((chunk) => chunk === changed('2026-03-04'))).toHaveLength(2);
    one.emit('close'); // the client went
    expect(streams.size).toBe(2);
    await streams.close();
    expect([two.writableEnded, other.writableEnded]).toEqual([true, true]);
    expect(streams.size).toBe(0);
  });

  it('a comment heartbeat every 25 s while a stream is open', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { streams } = await streamsWithFeed();
      const response = new FakeStreamResponse();
      await streams.open('2026-03-03', response as never);
      vi.advanceTimersByTime(24_999);
      expect(response.chunks).not.toContain(': heartbeat\n\n');
      vi.advanceTimersByTime(1);
      expect(response.chunks.filter((chunk) => chunk === ': heartbeat\n\n')).toHaveLength(1);
      await streams.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a hold running out is a change when it runs out, though nothing is written until the sweep', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const untilHoldExpires = vi.fn(async (date: string) => (date === '2026-03-03' ? 90_000 : null));
      const { streams, send } = await streamsWithFeed(untilHoldExpires);
      const response = new FakeStreamResponse();
      await streams.open('2026-03-03', response as never);
      await vi.advanceTimersByTimeAsync(89_999);
      expect(response.chunks).not.toContain(changed('2026-03-03'));
      await vi.advanceTimersByTimeAsync(100);
      expect(response.chunks.filter((chunk) => chunk === changed('2026-03-03'))).toHaveLength(1);
      // Each change asks again (a new hold, or the next one): the latest answer sets the timer.
      await vi.advanceTimersByTimeAsync(90_100);
      expect(response.chunks.filter((chunk) => chunk === changed('2026-03-03'))).toHaveLength(2);
      untilHoldExpires.mockResolvedValue(null);
      send({ type: 'message', payload: '2026-03-03' });
      await vi.advanceTimersByTimeAsync(200_000);
      expect(response.chunks.filter((chunk) => chunk === changed('2026-03-03'))).toHaveLength(3);
      await streams.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it(`one client holds at most ${MAX_STREAMS_PER_CLIENT} streams on an instance; closing one frees a place`, async () => {
    const { streams } = await streamsWithFeed();
    const open = Array.from({ length: MAX_STREAMS_PER_CLIENT }, () => new FakeStreamResponse());
    for (const response of open) await streams.open('2026-03-03', response as never, '203.0.113.7');
    await expect(streams.open('2026-03-04', new FakeStreamResponse() as never, '203.0.113.7')).rejects.toBeInstanceOf(TooManyStreamsError);
    await streams.open('2026-03-04', new FakeStreamResponse() as never, '198.51.100.2');
    open[0].emit('close');
    await streams.open('2026-03-04', new FakeStreamResponse() as never, '203.0.113.7');
    expect(streams.size).toBe(MAX_STREAMS_PER_CLIENT + 1);
    await streams.close();
  });
});
