import { assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';

/** The logged-in person as the shell shows them; roles here only decide what to display. */
export interface Viewer {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  roles: ('admin' | 'owner')[];
  /** The account's language (absent from older answers: the screen's language then stays). */
  locale?: 'en-CA' | 'fr-CA';
}

export interface ViewerContext {
  viewer: Viewer | null;
  error: ApiError | null;
}

export type ViewerEvent = { type: 'viewer.load' } | { type: 'viewer.set'; viewer: Viewer } | { type: 'viewer.clear' };

/**
 * Who is logged in, for the header and the staff links. The server still authorises every call;
 * this only saves showing a member links they cannot use.
 */
export const viewerMachine = setup({
  types: {
    context: {} as ViewerContext,
    events: {} as ViewerEvent,
  },
  actors: {
    loadViewer: fromPromise<Viewer>(async () => {
      throw new Error('provide loadViewer');
    }),
  },
  actions: {
    setLoaded: assign((_, viewer: Viewer) => ({ viewer, error: null })),
    setGiven: assign({ viewer: ({ event }) => (event.type === 'viewer.set' ? event.viewer : null), error: null }),
    setError: assign({ viewer: null, error: ({ event }) => toApiError(errorOf(event)) }),
    clear: assign({ viewer: null, error: null }),
  },
}).createMachine({
  id: 'viewer',
  context: { viewer: null, error: null },
  initial: 'anonymous',
  on: {
    'viewer.clear': { target: '.anonymous', actions: 'clear' },
    'viewer.set': { target: '.known', actions: 'setGiven' },
  },
  states: {
    anonymous: {
      on: { 'viewer.load': 'loading' },
    },
    loading: {
      invoke: {
        id: 'loadViewer',
        src: 'loadViewer',
        onDone: { target: 'known', actions: { type: 'setLoaded', params: ({ event }) => event.output } },
        onError: { target: 'anonymous', actions: 'setError' },
      },
    },
    known: {
      on: { 'viewer.load': 'loading' },
    },
  },
});

export const isStaffViewer = (viewer: Viewer | null) => Boolean(viewer?.roles.some((role) => role === 'admin' || role === 'owner'));
export const isOwnerViewer = (viewer: Viewer | null) => Boolean(viewer?.roles.includes('owner'));

/** The viewer in a login answer (the profile), without its other fields; null when it is not one. */
export function toViewer(value: unknown): Viewer | null {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Partial<Viewer>;
  if (typeof candidate.id !== 'number' || typeof candidate.email !== 'string' || !Array.isArray(candidate.roles)) return null;
  const { id, firstName, lastName, email, roles, locale } = candidate as Viewer;
  // The account's language comes along, so logging in puts the screen in it.
  return locale === 'en-CA' || locale === 'fr-CA' ? { id, firstName, lastName, email, roles, locale } : { id, firstName, lastName, email, roles };
}
