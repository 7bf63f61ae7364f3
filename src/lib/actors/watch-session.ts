import { fromCallback } from 'xstate';
import type { AppActors } from './app-actors';

/**
 * The `watchSession` actor every page machine that sells or shows the caller's own places names:
 * sends `session.loggedIn` / `session.loggedOut` on every change of the app's session (only
 * changes count, so a stale state never loops).
 */
export function watchSession(session: AppActors['session']) {
  return fromCallback(({ sendBack }) => {
    let loggedIn = session.getSnapshot().hasTag('authenticated');
    const subscription = session.subscribe((snapshot) => {
      const now = snapshot.hasTag('authenticated');
      if (now !== loggedIn) sendBack({ type: now ? 'session.loggedIn' : 'session.loggedOut' });
      loggedIn = now;
    });
    return () => subscription.unsubscribe();
  });
}
