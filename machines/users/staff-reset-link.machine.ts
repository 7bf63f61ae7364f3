import { assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';

/**
 * What went wrong, for the view to word: a message id of the admin catalogue (nothing typed), or the
 * server's refusal (e.g. 404 no such account), which the view words from its code.
 */
export type StaffResetLinkError = { messageId: 'admin.resetLink.emailRequired' } | { failure: ApiError };

export const STAFF_RESET_EMAIL_REQUIRED: StaffResetLinkError = { messageId: 'admin.resetLink.emailRequired' };

/** What the server answers: a one-off link and when it stops working (ISO). */
export interface StaffResetLink {
  link: string;
  expiresAt: string;
}

export interface StaffResetLinkContext {
  email: string;
  link: StaffResetLink | null;
  /** Missing e-mail, or the server's refusal (e.g. 404 no such account). */
  error: StaffResetLinkError | null;
}

export type StaffResetLinkEvent = { type: 'staffResetLink.emailChanged'; email: string } | { type: 'staffResetLink.submit' };

/**
 * Staff desk tool: makes a password reset link for a member (POST auth/reset-password/token)
 * so staff can hand it over in person. A new e-mail discards the link shown.
 */
export const staffResetLinkMachine = setup({
  types: {
    context: {} as StaffResetLinkContext,
    events: {} as StaffResetLinkEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** POST auth/reset-password/token with { email }. */
    createResetLink: fromPromise<StaffResetLink, { email: string }>(async () => {
      throw new Error('provide createResetLink');
    }),
  },
  actions: {
    setEmail: assign({ email: ({ context, event }) => (event.type === 'staffResetLink.emailChanged' ? event.email : context.email) }),
    setLink: assign((_, link: StaffResetLink) => ({ link, error: null })),
    clearLink: assign({ link: null }),
    clearError: assign({ error: null }),
    showEmailRequired: assign({ error: STAFF_RESET_EMAIL_REQUIRED }),
    setFailure: assign({ error: ({ event }): StaffResetLinkError => ({ failure: toApiError(errorOf(event)) }) }),
  },
  guards: {
    hasEmail: ({ context }) => context.email.trim().length > 0,
  },
}).createMachine({
  id: 'staffResetLink',
  context: { email: '', link: null, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'staffResetLink.emailChanged': { actions: ['setEmail', 'clearError'] },
        'staffResetLink.submit': [{ guard: 'hasEmail', target: 'creating', actions: 'clearError' }, { actions: 'showEmailRequired' }],
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'createResetLink',
        src: 'createResetLink',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'created', actions: { type: 'setLink', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: 'setFailure' },
      },
    },
    created: {
      on: {
        // The link belongs to the e-mail it was made for.
        'staffResetLink.emailChanged': { target: 'editing', actions: ['setEmail', 'clearLink'] },
        // Another link for the same member (the earlier one still works until used or expired).
        'staffResetLink.submit': { target: 'creating', actions: 'clearLink' },
      },
    },
  },
});
