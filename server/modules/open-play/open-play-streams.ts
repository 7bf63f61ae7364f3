import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { EventStreams, eventText } from '../../lib/event-streams.js';
import type { ChangeEvent } from '../../plugins/change-feed.js';
import { OPEN_PLAY_CHANNEL } from './live-session.js';
import type { LiveSnapshot, LiveViews, StreamReader } from './live-views.js';
import type { OpenPlayView } from './open-play-view.js';

/** After a board's check-in code is replaced, the moment its new code is sent. */
const AFTER_CODE_CHANGE_MS = 50;

type Subscribe = (channel: string, listener: (event: ChangeEvent) => void) => Promise<() => void>;

/** What is kept about one open stream: who reads it, and the version it last got (an older read never follows a newer). */
interface StreamInfo {
  reader: StreamReader;
  version: number;
}

/**
 * Open play's live views on this instance: the open Server-Sent Events streams by session (players,
 * staff and court boards). One LISTEN (open_play_changes, whose payload is the session id, sent by
 * every change's transaction on any instance); on a change the session is read once, one view is
 * built per kind of reader and language, and each stream gets `event: state` with its view. A change
 * heard while a session is being read makes one more read after it (bursts coalesce).
 */
export class OpenPlayStreams {
  private readonly streams: EventStreams<number, StreamInfo>;
  /** Sessions being read now; `again`: a change came during the read. */
  private readonly reading = new Map<number, { again: boolean }>();
  /** Per session with a board open: the timer that sends its next check-in code. */
  private readonly codeTimers = new Map<number, { timer: NodeJS.Timeout; expiresAt: string }>();
  private subscribed: Promise<() => void> | null = null;

  constructor(
    private readonly subscribe: Subscribe,
    private readonly views: LiveViews,
    private readonly log: FastifyBaseLogger,
  ) {
    this.streams = new EventStreams(log, 'open play stream', (sessionId) => this.stopCodeTimer(sessionId));
  }

  /** Streams open now (tests, and the close hook). */
  get size(): number {
    return this.streams.size;
  }

  /** Starts listening on first use; resolves once the channel is listened to. */
  listen(): Promise<() => void> {
    this.subscribed ??= this.subscribe(OPEN_PLAY_CHANNEL, (event) => {
      // A reset means messages may have been missed: every open session may have changed.
      if (event.type === 'reset') for (const sessionId of this.streams.keys()) this.changed(sessionId);
      else if (/^\d+$/.test(event.payload)) this.changed(Number(event.payload));
    });
    return this.subscribed;
  }

  /** Takes over a hijacked response as a stream of the session for `reader`, and sends it the session's state. */
  async open(sessionId: number, reader: StreamReader, response: ServerResponse, client = 'unknown'): Promise<void> {
    this.streams.admit(client);
    await this.listen();
    const info: StreamInfo = { reader, version: -1 };
    this.streams.open(sessionId, response, client, info);
    await this.send(sessionId, [[response, info]]);
  }

  /** Ends every stream (the app is closing) and stops listening. */
  async close(): Promise<void> {
    for (const sessionId of [...this.codeTimers.keys()]) this.stopCodeTimer(sessionId);
    this.streams.close();
    const unsubscribe = await this.subscribed?.catch(() => undefined);
    unsubscribe?.();
  }

  /** A change of the session: read it (once more after the running read, when one runs). */
  private changed(sessionId: number) {
    if (this.streams.of(sessionId).length === 0) return;
    const running = this.reading.get(sessionId);
    if (running) {
      running.again = true;
      return;
    }
    const read = { again: false };
    this.reading.set(sessionId, read);
    void (async () => {
      try {
        do {
          read.again = false;
          await this.send(sessionId, this.streams.of(sessionId));
        } while (read.again);
      } finally {
        this.reading.delete(sessionId);
      }
    })();
  }

  /** Reads the session once and sends each stream its view (one view built per kind of reader and language). */
  private async send(sessionId: number, targets: [ServerResponse, StreamInfo][]): Promise<void> {
    if (targets.length === 0) return;
    let snapshot: LiveSnapshot | null;
    try {
      snapshot = await this.views.snapshot(sessionId);
    } catch (error) {
      // The next change (or the client's reconnect) reads again.
      this.log.warn({ err: error, sessionId }, 'open play stream: cannot read the session');
      return;
    }
    // No longer run as open play (cancelled, the setup removed): its streams end.
    if (!snapshot) {
      for (const [response] of targets) response.end();
      return;
    }
    const views = new Map<string, Promise<OpenPlayView>>();
    const viewOf = (reader: StreamReader) => {
      const kind = `${reader.kind === 'staff' ? 'staff' : 'public'}:${reader.locale}`;
      if (!views.has(kind)) views.set(kind, this.views.view(snapshot, reader));
      return views.get(kind)!;
    };
    for (const [response, info] of targets) {
      const { reader } = info;
      // A new board link replaced this one: its board stops (the page then hears 404).
      if (reader.kind === 'board' && !this.views.boardStillOpens(snapshot, reader.secretHash)) {
        response.end();
        continue;
      }
      let view: OpenPlayView;
      try {
        view = await viewOf(reader);
      } catch (error) {
        this.log.warn({ err: error, sessionId }, 'open play stream: cannot build the view');
        return;
      }
      if (view.version < info.version || response.writableEnded) continue;
      info.version = view.version;
      const data =
        reader.kind === 'player'
          ? { ...view, mine: this.views.mineOf(snapshot, reader.places) }
          : reader.kind === 'board'
            ? { ...view, checkIn: this.checkInOf(sessionId) }
            : view;
      this.streams.write(response, eventText('state', data));
    }
  }

  /** The board's check-in link now; its replacement is sent to the session's boards when the code changes. */
  private checkInOf(sessionId: number) {
    const checkIn = this.views.checkIn(sessionId);
    const armed = this.codeTimers.get(sessionId);
    if (armed?.expiresAt !== checkIn.expiresAt) {
      this.stopCodeTimer(sessionId);
      const timer = setTimeout(
        () => {
          this.codeTimers.delete(sessionId);
          this.changed(sessionId);
        },
        this.views.msUntil(checkIn.expiresAt) + AFTER_CODE_CHANGE_MS,
      );
      timer.unref();
      this.codeTimers.set(sessionId, { timer, expiresAt: checkIn.expiresAt });
    }
    return checkIn;
  }

  private stopCodeTimer(sessionId: number) {
    clearTimeout(this.codeTimers.get(sessionId)?.timer);
    this.codeTimers.delete(sessionId);
  }
}
