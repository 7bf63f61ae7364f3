/**
 * Open play's streams on one instance, with a fake change feed and fake reads: one subscription,
 * one read per change and kind of reader, bursts coalesced, a reset resending every session, an
 * older read never sent after a newer one, and a board's fresh check-in code when it is replaced.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveSnapshot, StreamReader } from '../../../server/modules/open-play/live-views.js';
import { OpenPlayStreams } from '../../../server/modules/open-play/open-play-streams.js';
import { FakeStreamResponse } from '../helpers/fake-stream-response.js';

class FakeResponse extends FakeStreamResponse {
  states() {
    return this.dataOf('state');
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp() {
  let listener: ((event: { type: 'message'; payload: string } | { type: 'reset' }) => void) | undefined;
  const subscribe = vi.fn(async (_channel: string, l: typeof listener) => {
    listener = l;
    return () => undefined;
  });
  let version = 1;
  let code = { url: 'https://venue.test/open-play/1/check-in?code=AAAA2222', expiresAt: '2026-03-03T23:10:00.000Z' };
  // Each read answers the version of its time; `hold` keeps the next reads waiting until released.
  let gate: Promise<void> | null = null;
  const snapshot = vi.fn(async (sessionId: number): Promise<LiveSnapshot | null> => {
    const seen = version;
    if (gate) await gate;
    return {
      session: { id: sessionId },
      row: { version: seen, boardSecret: 'hash-1', state: { players: [{ id: 11 }, { id: 12 }] } },
    } as unknown as LiveSnapshot;
  });
  const view = vi.fn(async (read: LiveSnapshot, reader: StreamReader) => ({
    sessionId: read.session.id,
    version: read.row!.version,
    title: reader.locale,
    mine: [],
    canUndo: reader.kind === 'staff',
  }));
  const views = {
    snapshot,
    view,
    mineOf: (read: LiveSnapshot, places: number[]) => places.filter((id) => read.row!.state.players.some((player) => player.id === id)),
    checkIn: () => code,
    boardStillOpens: (read: LiveSnapshot, hash: string) => read.row!.boardSecret === hash,
    msUntil: (instant: string) => Date.parse(instant) - Date.parse('2026-03-03T23:00:00.000Z'),
  };
  const streams = new OpenPlayStreams(subscribe, views as never, { warn: () => undefined } as never);
  return {
    streams,
    subscribe,
    snapshot,
    view,
    send: (event: Parameters<NonNullable<typeof listener>>[0]) => listener!(event),
    bump: () => (version += 1),
    newCode: (next: typeof code) => (code = next),
    hold: () => {
      let release!: () => void;
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
  };
}

const staff: StreamReader = { kind: 'staff', locale: 'en-CA' };
const player = (places: number[]): StreamReader => ({ kind: 'player', locale: 'en-CA', places });

afterEach(() => {
  vi.useRealTimers();
});

describe('open play streams', () => {
  it('one subscription; each stream gets the state at once; a change reads the session once per kind of reader', async () => {
    const { streams, subscribe, snapshot, view, send, bump } = setUp();
    const [desk, ana, ben, other] = [new FakeResponse(), new FakeResponse(), new FakeResponse(), new FakeResponse()];
    await streams.open(1, staff, desk as never);
    await streams.open(1, player([11, 99]), ana as never);
    await streams.open(1, player([12]), ben as never);
    await streams.open(2, staff, other as never);
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(subscribe.mock.calls[0][0]).toBe('open_play_changes');
    expect(desk.chunks[0]).toBe('retry: 2000\n\n');
    expect(ana.states()).toEqual([expect.objectContaining({ version: 1, mine: [11] })]);
    snapshot.mockClear();
    view.mockClear();
    bump();
    send({ type: 'message', payload: '1' });
    await vi.waitFor(() => expect(ben.states()).toHaveLength(2));
    expect(snapshot).toHaveBeenCalledTimes(1);
    expect(view).toHaveBeenCalledTimes(2); // staff, and the players' shared view
    expect(desk.states().at(-1)).toMatchObject({ version: 2, canUndo: true });
    expect(ana.states().at(-1)).toMatchObject({ version: 2, mine: [11], canUndo: false });
    expect(ben.states().at(-1)).toMatchObject({ version: 2, mine: [12] });
    expect(other.states()).toHaveLength(1);
    send({ type: 'message', payload: 'not a session' });
    ana.emit('close'); // the client went
    expect(streams.size).toBe(3);
    await streams.close();
    expect([desk.writableEnded, ben.writableEnded, other.writableEnded]).toEqual([true, true, true]);
    expect(streams.size).toBe(0);
  });

  it('a burst of changes during a read makes one more read, not one per change; a reset resends every session', async () => {
    const { streams, snapshot, send, bump, hold } = setUp();
    const [one, two] = [new FakeResponse(), new FakeResponse()];
    await streams.open(1, staff, one as never);
    await streams.open(2, staff, two as never);
    snapshot.mockClear();
    const release = hold();
    bump();
    send({ type: 'message', payload: '1' });
    await tick();
    for (let i = 0; i < 5; i += 1) {
      bump();
      send({ type: 'message', payload: '1' });
    }
    release();
    await vi.waitFor(() => expect(one.states().at(-1)).toMatchObject({ version: 7 }));
    expect(snapshot).toHaveBeenCalledTimes(2);
    expect(one.states().map((state) => state.version)).toEqual([1, 2, 7]);
    send({ type: 'reset' });
    await vi.waitFor(() => expect(two.states()).toHaveLength(2));
    expect(one.states()).toHaveLength(4);
    await streams.close();
  });

  it('a stream never goes back to an older version (its first read finishing after a newer change)', async () => {
    const { streams, send, bump, snapshot } = setUp();
    const first = new FakeResponse();
    await streams.open(1, staff, first as never);
    let releaseLate!: () => void;
    snapshot.mockImplementationOnce(async (sessionId: number) => {
      await new Promise<void>((resolve) => (releaseLate = resolve));
      return { session: { id: sessionId }, row: { version: 1, boardSecret: 'hash-1', state: { players: [] } } } as never;
    });
    const late = new FakeResponse();
    const opening = streams.open(1, staff, late as never); // its first read sees version 1, and is slow
    await tick();
    bump();
    send({ type: 'message', payload: '1' }); // the change's read sees version 2
    await vi.waitFor(() => expect(late.states().map((state) => state.version)).toEqual([2]));
    releaseLate();
    await opening;
    expect(late.states().map((state) => state.version)).toEqual([2]);
    expect(first.states().map((state) => state.version)).toEqual([1, 2]);
    await streams.close();
  });

  it('a board gets its check-in link, a fresh one when the code is replaced, and ends when a new link replaces its own', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { streams, send, newCode, snapshot } = setUp();
    const board = new FakeResponse();
    const stale = new FakeResponse();
    await streams.open(1, { kind: 'board', locale: 'fr-CA', secretHash: 'hash-1' }, board as never);
    await streams.open(1, { kind: 'board', locale: 'fr-CA', secretHash: 'hash-0' }, stale as never);
    expect(stale.writableEnded).toBe(true);
    expect(board.states()).toEqual([
      expect.objectContaining({ mine: [], title: 'fr-CA', checkIn: expect.objectContaining({ url: expect.stringContaining('AAAA2222') }) }),
    ]);
    newCode({ url: 'https://venue.test/open-play/1/check-in?code=BBBB3333', expiresAt: '2026-03-03T23:20:00.000Z' });
    await vi.advanceTimersByTimeAsync(9 * 60_000);
    expect(board.states()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000 + 100);
    expect(board.states().at(-1)).toMatchObject({ checkIn: { url: expect.stringContaining('BBBB3333') } });
    // A new link: the row's secret is another one now.
    snapshot.mockImplementation(
      async (sessionId: number) => ({ session: { id: sessionId }, row: { version: 1, boardSecret: 'hash-2', state: { players: [] } } }) as never,
    );
    send({ type: 'message', payload: '1' });
    await vi.waitFor(() => expect(board.writableEnded).toBe(true));
    expect(streams.size).toBe(0);
    await streams.close();
  });

  it('a session no longer run as open play ends its streams', async () => {
    const { streams, snapshot, send } = setUp();
    const response = new FakeResponse();
    await streams.open(1, staff, response as never);
    snapshot.mockResolvedValueOnce(null);
    send({ type: 'message', payload: '1' });
    await vi.waitFor(() => expect(response.writableEnded).toBe(true));
    await streams.close();
  });
});
