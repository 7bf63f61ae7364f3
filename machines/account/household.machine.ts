import { assign, fromPromise, not, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';
import {
  EMPTY_DRAFT,
  memberDraftProblems,
  memberRequest,
  toMemberDraft,
  type HouseholdMember,
  type MemberDraft,
  type MemberField,
  type MemberFieldProblem,
  type MemberRequest,
  type MemberTextField,
} from './household-member';

export interface HouseholdInput {
  /** Venue today (YYYY-MM-DD): the form's birthday checks and who is a minor. */
  today: string;
  /** Staff looking at someone else's account: their family, through the staff routes. */
  userId?: number;
}

export interface HouseholdContext extends HouseholdInput {
  members: HouseholdMember[];
  /** The add/edit form's values; null when no form is open. */
  draft: MemberDraft | null;
  /** The member being edited (null: adding one). */
  editingId: number | null;
  /** The member the holder asked to remove, waiting for their confirmation or the server. */
  removingId: number | null;
  /** The form's own checks, worded by the view. */
  fieldProblems: Partial<Record<MemberField, MemberFieldProblem>>;
  /** The server's 400 messages, at their fields. */
  fieldErrors: Partial<Record<MemberField, string>>;
  /** A failed load, a refused save (409 `household_full`…) or removal (409 `household_member_in_use`…). */
  error: ApiError | null;
}

export type HouseholdEvent =
  | { type: 'household.add' }
  | { type: 'household.edit'; id: number }
  | { type: 'household.fieldChanged'; field: MemberTextField; value: string }
  | { type: 'household.consentChanged'; value: boolean }
  | { type: 'household.save' }
  | { type: 'household.remove'; id: number }
  | { type: 'household.confirmRemove' }
  | { type: 'household.cancel' }
  | { type: 'household.reload' };

const byName = (a: HouseholdMember, b: HouseholdMember) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName) || a.id - b.id;
const savedMember = (context: HouseholdContext) => context.members.find((m) => m.id === context.editingId) ?? null;

/** The form's messages minus those of `fields` (the holder has changed them). */
function withoutMessages(context: HouseholdContext, fields: MemberField[]) {
  const keep = <T extends object>(record: T) => Object.fromEntries(Object.entries(record).filter(([key]) => !fields.includes(key as MemberField))) as T;
  return { fieldProblems: keep(context.fieldProblems), fieldErrors: keep(context.fieldErrors) };
}

/** The Family section: the holder's family members (no login of their own); add, edit, remove. */
export const householdMachine = setup({
  types: {
    input: {} as HouseholdInput,
    context: {} as HouseholdContext,
    events: {} as HouseholdEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** GET household/members (or staff/accounts/:userId/household/members). */
    loadMembers: fromPromise<HouseholdMember[], { userId?: number }>(async () => {
      throw new Error('provide loadMembers');
    }),
    /** POST (id null) or PATCH household/members/:id; answers the saved member. */
    saveMember: fromPromise<HouseholdMember, { userId?: number; id: number | null; request: MemberRequest }>(async () => {
      throw new Error('provide saveMember');
    }),
    /** DELETE household/members/:id (204). */
    removeMember: fromPromise<void, { userId?: number; id: number }>(async () => {
      throw new Error('provide removeMember');
    }),
  },
  actions: {
    /** The app says it went through. */
    notifySaved: () => {},
    notifyRemoved: () => {},
    setMembers: assign((_, members: HouseholdMember[]) => ({ members: [...members].sort(byName), error: null })),
    setLoadError: assign({ error: ({ event }) => toApiError(errorOf(event)) }),
    startAdding: assign({ draft: { ...EMPTY_DRAFT }, editingId: null, fieldProblems: {}, fieldErrors: {}, error: null }),
    startEditing: assign(({ context, event }) => {
      const member = event.type === 'household.edit' ? context.members.find((m) => m.id === event.id) : undefined;
      return member ? { draft: toMemberDraft(member), editingId: member.id, fieldProblems: {}, fieldErrors: {}, error: null } : {};
    }),
    setField: assign(({ context, event }) => {
      if (!context.draft || event.type !== 'household.fieldChanged') return {};
      // A changed birthday can change whether the consent applies: its message goes too.
      return {
        draft: { ...context.draft, [event.field]: event.value },
        ...withoutMessages(context, event.field === 'birthday' ? [event.field, 'guardianConsent'] : [event.field]),
      };
    }),
    setConsent: assign(({ context, event }) => {
      if (!context.draft || event.type !== 'household.consentChanged') return {};
      return { draft: { ...context.draft, guardianConsent: event.value }, ...withoutMessages(context, ['guardianConsent']) };
    }),
    checkDraft: assign({ fieldProblems: ({ context }) => (context.draft ? memberDraftProblems(context.draft, context.today) : {}) }),
    clearErrors: assign({ fieldProblems: {}, fieldErrors: {}, error: null }),
    closeForm: assign({ draft: null, editingId: null, fieldProblems: {}, fieldErrors: {}, error: null }),
    putMember: assign(({ context }, member: HouseholdMember) => ({
      members: [...context.members.filter((m) => m.id !== member.id), member].sort(byName),
      draft: null,
      editingId: null,
    })),
    setSaveError: assign(({ event }) => {
      const error = toApiError(errorOf(event));
      return { error, fieldErrors: error.fields ?? {} };
    }),
    askToRemove: assign({ removingId: ({ event }) => (event.type === 'household.remove' ? event.id : null), error: null }),
    forgetRemoval: assign({ removingId: null }),
    dropMember: assign(({ context }) => ({ members: context.members.filter((m) => m.id !== context.removingId), removingId: null })),
    setRemoveError: assign({ error: ({ event }) => toApiError(errorOf(event)), removingId: null }),
  },
  guards: {
    isDraftValid: ({ context }) => context.draft !== null && Object.keys(memberDraftProblems(context.draft, context.today)).length === 0,
    hasChanges: ({ context }) =>
      context.draft !== null && (context.editingId === null || Object.keys(memberRequest(context.draft, context.today, savedMember(context))).length > 0),
    isKnownMember: ({ context, event }) =>
      (event.type === 'household.edit' || event.type === 'household.remove') && context.members.some((m) => m.id === event.id),
  },
}).createMachine({
  id: 'household',
  context: ({ input }) => ({
    today: input.today,
    userId: input.userId,
    members: [],
    draft: null,
    editingId: null,
    removingId: null,
    fieldProblems: {},
    fieldErrors: {},
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadMembers',
        src: 'loadMembers',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'list', actions: { type: 'setMembers', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: 'setLoadError' },
      },
    },
    loadFailed: {
      on: { 'household.reload': { target: 'loading' } },
    },
    list: {
      on: {
        'household.add': { target: 'editing', actions: 'startAdding' },
        'household.edit': { guard: 'isKnownMember', target: 'editing', actions: 'startEditing' },
        'household.remove': { guard: 'isKnownMember', target: 'confirmingRemoval', actions: 'askToRemove' },
        'household.reload': { target: 'loading' },
      },
    },
    editing: {
      on: {
        'household.fieldChanged': { actions: 'setField' },
        'household.consentChanged': { actions: 'setConsent' },
        'household.save': [
          // The form's own messages at the fields; nothing is sent.
          { guard: not('isDraftValid'), actions: 'checkDraft' },
          { guard: 'hasChanges', target: 'saving', actions: 'clearErrors' },
          // An edit that changed nothing closes without a request.
          { target: 'list', actions: 'closeForm' },
        ],
        'household.cancel': { target: 'list', actions: 'closeForm' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveMember',
        src: 'saveMember',
        input: ({ context }) => ({
          userId: context.userId,
          id: context.editingId,
          request: memberRequest(context.draft!, context.today, savedMember(context)),
        }),
        onDone: { target: 'list', actions: [{ type: 'putMember', params: ({ event }) => event.output }, 'notifySaved'] },
        // Back to the form, the draft intact: the server's messages at the fields, a refusal above them.
        onError: { target: 'editing', actions: 'setSaveError' },
      },
    },
    confirmingRemoval: {
      on: {
        'household.confirmRemove': { target: 'removing' },
        'household.cancel': { target: 'list', actions: 'forgetRemoval' },
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removeMember',
        src: 'removeMember',
        input: ({ context }) => ({ userId: context.userId, id: context.removingId! }),
        onDone: { target: 'list', actions: ['dropMember', 'notifyRemoved'] },
        // The refusal (e.g. an active membership) says why, over the list.
        onError: { target: 'list', actions: 'setRemoveError' },
      },
    },
  },
});
