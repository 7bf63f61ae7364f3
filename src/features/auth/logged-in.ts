import { useCallback } from 'react';
import type { Viewer } from '@machines/session/viewer.machine';
import { useAppActors } from '@/lib/actors';

function isViewer(value: unknown): value is Viewer {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Viewer>;
  return typeof candidate.id === 'number' && typeof candidate.email === 'string' && Array.isArray(candidate.roles);
}

/** The `output` of an `xstate.done.actor.*` event (named actions only see the machine's own events). */
export const outputOf = (event: { type: string }): unknown => (event as { output?: unknown }).output;

/**
 * What follows a login (from the login form or signup's automatic login): tell the session, show
 * who is logged in, close the modal and go back to where the visitor was sent from.
 */
export function useOnLoggedIn() {
  const { session, viewer, loginModal, env } = useAppActors();
  return useCallback(
    (profile: unknown) => {
      // Before session.loggedIn, so the viewer is already known and is not fetched again.
      if (isViewer(profile)) {
        const { id, firstName, lastName, email, roles } = profile;
        viewer.send({ type: 'viewer.set', viewer: { id, firstName, lastName, email, roles } });
      }
      session.send({ type: 'session.loggedIn' });
      loginModal.send({ type: 'loginModal.close' });
      const { returnUrl } = session.getSnapshot().context;
      if (returnUrl) {
        if (returnUrl !== env.currentUrl()) env.navigate(returnUrl);
        session.send({ type: 'session.returnUrlSet', returnUrl: null });
      }
    },
    [session, viewer, loginModal, env],
  );
}
