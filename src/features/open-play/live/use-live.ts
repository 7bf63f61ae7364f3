import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { liveSessionMachine } from '@machines/open-play';

export type LiveRef = ActorRefFrom<typeof liveSessionMachine>;

/** What a live screen shows of its live core (nothing before it has started). */
export function useLive(live: LiveRef | undefined) {
  const view = useSelector(live, (s) => s?.context.view ?? null);
  const error = useSelector(live, (s) => s?.context.error ?? null);
  const staleSince = useSelector(live, (s) => s?.context.staleSince ?? null);
  const now = useSelector(live, (s) => s?.context.now ?? null);
  const failed = useSelector(live, (s) => s?.matches('failed') ?? false);
  const offline = useSelector(live, (s) => s?.matches('offline') ?? false);
  const reconnecting = useSelector(live, (s) => s?.matches({ connected: 'reconnecting' }) ?? false);
  const busy = useSelector(live, (s) => s?.hasTag('busy') ?? false);
  return { view, error, staleSince, now, failed, offline, reconnecting, busy, retry: () => live?.send({ type: 'live.retry' }) };
}

export type LiveState = ReturnType<typeof useLive>;
