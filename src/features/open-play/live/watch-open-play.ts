import { fromCallback } from 'xstate';
import type { BoardView, LiveSessionEvent, LiveSource } from '@machines/open-play';

const FIRST_REOPEN_MS = 2_000;
const LAST_REOPEN_MS = 30_000;
const TICK_MS = 15_000;

const nowIso = () => new Date().toISOString();

/**
 * The view's stream (`event: state` with the whole view) as the live core's events. EventSource
 * reconnects by itself after a dropped connection; when it gives up (an answer that is not a
 * stream: the server restarting, a proxy), it is opened again after a pause that doubles up to 30 s.
 */
export function watchOpenPlay(streamUrl: (source: LiveSource) => string) {
  return fromCallback<LiveSessionEvent, LiveSource>(({ sendBack, input }) => {
    let stream: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let pause = FIRST_REOPEN_MS;
    const open = () => {
      // No EventSource (an old browser, a test without one): the view stays as read.
      if (typeof EventSource === 'undefined') return;
      const source = new EventSource(streamUrl(input));
      stream = source;
      source.addEventListener('open', () => {
        pause = FIRST_REOPEN_MS;
        sendBack({ type: 'live.opened' });
      });
      source.addEventListener('state', (event) => {
        try {
          sendBack({ type: 'live.state', view: JSON.parse((event as MessageEvent<string>).data) as BoardView });
        } catch {
          // A message cut short: the next one carries the whole view again.
        }
      });
      source.addEventListener('error', () => {
        sendBack({ type: 'live.lost', at: nowIso() });
        if (source.readyState !== EventSource.CLOSED) return;
        stream = null;
        reopen = setTimeout(open, pause);
        pause = Math.min(pause * 2, LAST_REOPEN_MS);
      });
    };
    open();
    return () => {
      stream?.close();
      clearTimeout(reopen);
    };
  });
}

/** The browser's connection: offline (at once when it starts offline) and back online. */
export const watchNetwork = fromCallback<LiveSessionEvent>(({ sendBack }) => {
  const offline = () => sendBack({ type: 'live.offline', at: nowIso() });
  const online = () => sendBack({ type: 'live.online' });
  if (navigator.onLine === false) offline();
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  return () => {
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
  };
});

/** The time now and every 15 s, so a game's minutes tick on screen. */
export const watchClock = fromCallback<LiveSessionEvent>(({ sendBack }) => {
  const tick = () => sendBack({ type: 'live.tick', now: nowIso() });
  tick();
  const timer = setInterval(tick, TICK_MS);
  return () => clearInterval(timer);
});
