import { act } from '@testing-library/react';
import type { BoardView } from '@machines/open-play';
import { type FakeEventSource, live } from '../support/fake-event-source';
import { aView } from '../../machines/open-play/fixtures';

/** The board's view: the session of the machine fixtures, with a check-in link for its QR code. */
export const boardView = (changes: Partial<BoardView> = {}): BoardView =>
  aView({ checkIn: { url: 'https://courtside.example/open-play/31/check-in?code=K7PM4XQ2', expiresAt: '2026-12-01T14:25:00.000Z' }, ...changes });

/** The one stream the screen holds open to `url`. */
export function streamTo(url: string): FakeEventSource {
  const stream = live().find((source) => source.url === url);
  if (!stream)
    throw new Error(
      `no stream open to ${url} (open: ${live()
        .map((s) => s.url)
        .join(', ')})`,
    );
  return stream;
}

/** The server sends the view on the stream (`event: state`). */
export function sendState(stream: FakeEventSource, view: BoardView) {
  act(() => {
    stream.dispatchEvent(new MessageEvent('state', { data: JSON.stringify(view) }));
  });
}
