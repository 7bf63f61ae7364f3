import { assign, fromPromise, setup } from 'xstate';
import { errorOf, hasStatus, toApiError, type ApiError } from '../shared';

export interface AccountProfile {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  gender: string | null;
  postalCode: string | null;
  /** ISO date (YYYY-MM-DD). */
  birthday: string | null;
  phoneNumber: string | null;
  /** Self-rated level, 1.0 to 6.0 in half steps (open play's level band); null: not rated. */
  selfRatedLevel: number | null;
  roles: ('admin' | 'owner')[];
  /** The language of the screens and e-mails for this account. */
  locale: 'en-CA' | 'fr-CA';
}

const EDITABLE_PROFILE_FIELDS = ['firstName', 'lastName', 'gender', 'postalCode', 'birthday', 'phoneNumber', 'locale'] as const;
/** The fields typed as text (the level is chosen: `profile.levelChanged`). */
export type EditableProfileField = (typeof EDITABLE_PROFILE_FIELDS)[number];
export type ProfileDraft = Pick<AccountProfile, EditableProfileField | 'selfRatedLevel'>;

/** Why the profile could not be shown: 401/403 "not allowed", 404 "not found", anything else "failed". */
export type ProfileLoadFailure = 'notAllowed' | 'notFound' | 'failed';

export interface AccountProfileInput {
  /** /account/{id}: someone else's account (admin); absent for the visitor's own. */
  id?: number;
}

export interface AccountProfileContext {
  id?: number;
  profile: AccountProfile | null;
  /** The form's values while editing; null otherwise. */
  draft: ProfileDraft | null;
  /** Per-field messages from the server's 400 `fields`. */
  fieldErrors: Partial<Record<EditableProfileField | 'selfRatedLevel', string>>;
  error: ApiError | null;
  loadFailure: ProfileLoadFailure | null;
}

export type AccountProfileEvent =
  | { type: 'profile.edit' }
  | { type: 'profile.fieldChanged'; field: EditableProfileField; value: string | null }
  /** A level from the list, or null: not rated. */
  | { type: 'profile.levelChanged'; level: number | null }
  | { type: 'profile.save' }
  | { type: 'profile.cancel' }
  | { type: 'profile.reload' };

export function toProfileDraft(profile: AccountProfile): ProfileDraft {
  const text = Object.fromEntries(EDITABLE_PROFILE_FIELDS.map((f) => [f, profile[f]])) as Pick<AccountProfile, EditableProfileField>;
  return { ...text, selfRatedLevel: profile.selfRatedLevel ?? null };
}

/** Only the fields that differ from the saved profile (blank text counts as null). */
export function changedProfileFields(profile: AccountProfile, draft: ProfileDraft): Partial<ProfileDraft> {
  // An older answer may lack `locale` (or the level): absent reads as blank.
  const normal = (v: string | null | undefined) => (v === null || v === undefined || v.trim() === '' ? null : v);
  const changes: Partial<ProfileDraft> = Object.fromEntries(
    EDITABLE_PROFILE_FIELDS.filter((f) => normal(draft[f]) !== normal(profile[f])).map((f) => [f, draft[f]]),
  );
  if ((draft.selfRatedLevel ?? null) !== (profile.selfRatedLevel ?? null)) changes.selfRatedLevel = draft.selfRatedLevel;
  return changes;
}

export const accountProfileMachine = setup({
  types: {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() takes the input type from this assertion
    input: {} as AccountProfileInput,
    context: {} as AccountProfileContext,
    events: {} as AccountProfileEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** The visitor's own profile (no id) or, for admins, someone else's. */
    loadProfile: fromPromise<AccountProfile, { id?: number }>(async () => {
      throw new Error('provide loadProfile');
    }),
    /** Saves only the changed fields; answers the updated profile. */
    saveProfile: fromPromise<AccountProfile, { id?: number; changes: Partial<ProfileDraft> }>(async () => {
      throw new Error('provide saveProfile');
    }),
  },
  actions: {
    /** The save went through: the app tells the member. */
    notifySaved: () => {},
    /**
     * The saved profile's language (`context.profile.locale`) becomes the screen's, when this is the
     * member's own account (the app's locale actor; no-op when it is already on screen).
     */
    applyLocale: () => {},
    setProfile: assign((_, profile: AccountProfile) => ({
      profile,
      draft: null,
      fieldErrors: {},
      error: null,
      loadFailure: null,
    })),
    setLoadFailure: assign(({ event }) => {
      const error = toApiError(errorOf(event));
      const loadFailure: ProfileLoadFailure = hasStatus(error, 401, 403) ? 'notAllowed' : hasStatus(error, 404) ? 'notFound' : 'failed';
      return { error, loadFailure };
    }),
    startDraft: assign({ draft: ({ context }) => (context.profile ? toProfileDraft(context.profile) : null) }),
    setDraftField: assign(({ context, event }) => {
      if (event.type !== 'profile.fieldChanged' || !context.draft) return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { draft: { ...context.draft, [event.field]: event.value }, fieldErrors };
    }),
    setLevel: assign(({ context, event }) => {
      if (event.type !== 'profile.levelChanged' || !context.draft) return {};
      const { selfRatedLevel: _cleared, ...fieldErrors } = context.fieldErrors;
      return { draft: { ...context.draft, selfRatedLevel: event.level }, fieldErrors };
    }),
    discardDraft: assign({ draft: null, fieldErrors: {}, error: null }),
    clearErrors: assign({ fieldErrors: {}, error: null, loadFailure: null }),
    setSaveError: assign(({ event }) => {
      const error = toApiError(errorOf(event));
      return { error, fieldErrors: error.fields ?? {} };
    }),
  },
  guards: {
    hasChanges: ({ context }) =>
      context.profile !== null && context.draft !== null && Object.keys(changedProfileFields(context.profile, context.draft)).length > 0,
  },
}).createMachine({
  id: 'accountProfile',
  context: ({ input }) => ({
    id: input?.id,
    profile: null,
    draft: null,
    fieldErrors: {},
    error: null,
    loadFailure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'viewing', actions: { type: 'setProfile', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: 'setLoadFailure' },
      },
    },
    loadFailed: {
      on: { 'profile.reload': { target: 'loading', actions: 'clearErrors' } },
    },
    viewing: {
      on: {
        'profile.edit': { target: 'editing', actions: 'startDraft' },
        'profile.reload': { target: 'loading', actions: 'clearErrors' },
      },
    },
    editing: {
      on: {
        'profile.fieldChanged': { actions: 'setDraftField' },
        'profile.levelChanged': { actions: 'setLevel' },
        'profile.save': [
          { guard: 'hasChanges', target: 'saving', actions: 'clearErrors' },
          { target: 'viewing', actions: 'discardDraft' },
        ],
        'profile.cancel': { target: 'viewing', actions: 'discardDraft' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({
          id: context.id,
          changes: changedProfileFields(context.profile!, context.draft!),
        }),
        onDone: { target: 'viewing', actions: [{ type: 'setProfile', params: ({ event }) => event.output }, 'applyLocale', 'notifySaved'] },
        // Back to the form with the draft intact and the server's messages at the fields.
        onError: { target: 'editing', actions: 'setSaveError' },
      },
    },
  },
});
