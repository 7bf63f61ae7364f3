import { fromCallback } from 'xstate';

const POLL_MS = 15_000;
const STREAM_RETRY_MS = 60_000;
/** Errors in a row (EventSource reconnects by itself in between) before falling back to polling. */
const ERRORS_BEFORE_POLLING = 3;

/**
 * A day's live changes from the server's event stream (`event: changed`), sent back as `type` with
 * the date. EventSource reconnects by itself (the server says `retry: 2000`); after repeated errors
 * the stream is closed, the day is reloaded every 15 s instead, and the stream is tried again every
 * minute. Reopening after an error reports a change too: something may have happened meanwhile.
 */
export function watchDayChanges<Type extends string>(streamUrl: (date: string) => string, type: Type) {
  return fromCallback<{ type: string }, { date: string }>(({ sendBack, input: { date } }) => {
    let source: EventSource | null = null;
    let errors = 0;
    let missed = false;
    let poll: ReturnType<typeof setInterval> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const changed = () => sendBack({ type, date });
    const open = () => {
      retry = undefined;
      // No EventSource (an old browser, a test without one): polling only.
      if (typeof EventSource === 'undefined') return void (poll ??= setInterval(changed, POLL_MS));
      const stream = new EventSource(streamUrl(date));
      source = stream;
      stream.addEventListener('open', () => {
        errors = 0;
        clearInterval(poll);
        poll = undefined;
        if (missed) changed();
        missed = false;
      });
      stream.addEventListener('changed', changed);
      stream.addEventListener('error', () => {
        missed = true;
        errors += 1;
        if (errors < ERRORS_BEFORE_POLLING && stream.readyState !== EventSource.CLOSED) return;
        stream.close();
        source = null;
        errors = 0;
        poll ??= setInterval(changed, POLL_MS);
        retry ??= setTimeout(open, STREAM_RETRY_MS);
      });
    };
    open();
    return () => {
      source?.close();
      clearInterval(poll);
      clearTimeout(retry);
    };
  });
}
