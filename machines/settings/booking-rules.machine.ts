import { assign, fromPromise, setup } from 'xstate';
import { errorOf, toApiError, type ApiError } from '../shared';

/** The owner-set booking rules (GET/PATCH /booking-rules), declared here as machines import nothing from src/. */
export interface BookingRulesValues {
  maxBookingHours: number;
  maxUpcomingBookingsPerMember: number;
  cancellationCutoffHours: number;
  checkoutHoldMinutes: number;
}

export interface BookingRulesAnswer extends BookingRulesValues {
  /** The hold actually used: never shorter than the payment provider's minimum. */
  effectiveCheckoutHoldMinutes: number;
  updatedAt: string;
}

export type BookingRuleField = keyof BookingRulesValues;
const BOOKING_RULE_FIELDS: BookingRuleField[] = ['maxBookingHours', 'maxUpcomingBookingsPerMember', 'cancellationCutoffHours', 'checkoutHoldMinutes'];

/**
 * Why a rule's text is refused: a message id of the admin catalogue and its values (the view words
 * it in the screen's language; the ranges and wording follow the API's, server/modules/settings/company/booking-rules.ts).
 */
export type BookingRuleProblem =
  | { id: 'admin.bookingRules.wholeHours' | 'admin.bookingRules.wholeNumber' | 'admin.bookingRules.wholeMinutes' | 'admin.bookingRules.zeroOrMoreHours' }
  | {
      id:
        | 'admin.bookingRules.atLeastHours'
        | 'admin.bookingRules.atMostHours'
        | 'admin.bookingRules.atLeastBookings'
        | 'admin.bookingRules.atMostBookings'
        | 'admin.bookingRules.atLeastMinutes'
        | 'admin.bookingRules.atMostMinutes';
      values: { count: number };
    }
  | { id: 'admin.bookingRules.atMostHoursInDays'; values: { count: number; days: number } };

/** The API's ranges, and the problem to show for text outside them. */
const BOOKING_RULE_LIMITS: Record<
  BookingRuleField,
  { min: number; max: number; notWhole: BookingRuleProblem; tooLow: BookingRuleProblem; tooHigh: BookingRuleProblem }
> = {
  maxBookingHours: {
    min: 1,
    max: 24,
    notWhole: { id: 'admin.bookingRules.wholeHours' },
    tooLow: { id: 'admin.bookingRules.atLeastHours', values: { count: 1 } },
    tooHigh: { id: 'admin.bookingRules.atMostHours', values: { count: 24 } },
  },
  maxUpcomingBookingsPerMember: {
    min: 1,
    max: 1000,
    notWhole: { id: 'admin.bookingRules.wholeNumber' },
    tooLow: { id: 'admin.bookingRules.atLeastBookings', values: { count: 1 } },
    tooHigh: { id: 'admin.bookingRules.atMostBookings', values: { count: 1000 } },
  },
  cancellationCutoffHours: {
    min: 0,
    max: 720,
    notWhole: { id: 'admin.bookingRules.wholeHours' },
    tooLow: { id: 'admin.bookingRules.zeroOrMoreHours' },
    tooHigh: { id: 'admin.bookingRules.atMostHoursInDays', values: { count: 720, days: 30 } },
  },
  checkoutHoldMinutes: {
    min: 5,
    max: 120,
    notWhole: { id: 'admin.bookingRules.wholeMinutes' },
    tooLow: { id: 'admin.bookingRules.atLeastMinutes', values: { count: 5 } },
    tooHigh: { id: 'admin.bookingRules.atMostMinutes', values: { count: 120 } },
  },
};

/** What the owner typed, per field. */
export type BookingRulesDraft = Record<BookingRuleField, string>;

/** The value of a field's text, or why it is not one (the API's rule, as a message id). */
export function parseRule(field: BookingRuleField, text: string): { value: number } | { problem: BookingRuleProblem } {
  const limits = BOOKING_RULE_LIMITS[field];
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return { problem: limits.notWhole };
  const value = Number(trimmed);
  if (value < limits.min) return { problem: limits.tooLow };
  if (value > limits.max) return { problem: limits.tooHigh };
  return { value };
}

/** The problem to show beside each field whose text the API would refuse. */
export function draftProblems(draft: BookingRulesDraft): Partial<Record<BookingRuleField, BookingRuleProblem>> {
  return Object.fromEntries(
    BOOKING_RULE_FIELDS.flatMap((field) => {
      const parsed = parseRule(field, draft[field]);
      return 'problem' in parsed ? [[field, parsed.problem]] : [];
    }),
  );
}

/** Only the fields whose (valid) value differs from the saved rules: the body of a partial PATCH. */
export function changedRules(saved: BookingRulesValues | null, draft: BookingRulesDraft): Partial<BookingRulesValues> {
  return Object.fromEntries(
    BOOKING_RULE_FIELDS.flatMap((field) => {
      const parsed = parseRule(field, draft[field]);
      return 'value' in parsed && parsed.value !== saved?.[field] ? [[field, parsed.value]] : [];
    }),
  );
}

const toDraft = (rules: BookingRulesValues | null): BookingRulesDraft =>
  Object.fromEntries(BOOKING_RULE_FIELDS.map((field) => [field, rules ? String(rules[field]) : ''])) as BookingRulesDraft;

export interface BookingRulesContext {
  /** As last loaded or saved; null until loaded. */
  rules: BookingRulesAnswer | null;
  /** What the form shows: the text of each field. */
  draft: BookingRulesDraft;
  /** Per-field messages from the server's 400 `fields`. */
  fieldErrors: Partial<Record<BookingRuleField, string>>;
  error: ApiError | null;
}

export type BookingRulesEvent =
  { type: 'rules.fieldChanged'; field: BookingRuleField; value: string } | { type: 'rules.save' } | { type: 'rules.cancel' } | { type: 'rules.reload' };

const SAVE = [
  // Text the API would refuse stays in the form with its message; nothing is sent.
  { guard: 'hasProblems' },
  { guard: 'hasChanges', target: 'saving', actions: 'clearErrors' },
  // Edited back to the saved values: nothing to send.
  { target: 'ready', actions: 'discardDraft' },
] as const;

/** Owner settings, booking rules: load, edit as text with the API's validation, PATCH only what changed. */
export const bookingRulesMachine = setup({
  types: {
    context: {} as BookingRulesContext,
    events: {} as BookingRulesEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** GET /booking-rules */
    loadRules: fromPromise<BookingRulesAnswer>(async () => {
      throw new Error('provide loadRules');
    }),
    /** PATCH /booking-rules with only the changed fields; answers the whole rules. */
    saveRules: fromPromise<BookingRulesAnswer, Partial<BookingRulesValues>>(async () => {
      throw new Error('provide saveRules');
    }),
  },
  actions: {
    /** The save went through: the app tells the owner. */
    notifySaved: () => {},
    setRules: assign((_, rules: BookingRulesAnswer) => ({ rules, draft: toDraft(rules), fieldErrors: {}, error: null })),
    setDraftField: assign(({ context, event }) => {
      if (event.type !== 'rules.fieldChanged') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { draft: { ...context.draft, [event.field]: event.value }, fieldErrors };
    }),
    discardDraft: assign(({ context }) => ({ draft: toDraft(context.rules), fieldErrors: {}, error: null })),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    setError: assign(({ event }) => {
      const error = toApiError(errorOf(event));
      return { error, fieldErrors: error.fields ?? {} };
    }),
  },
  guards: {
    hasProblems: ({ context }) => Object.keys(draftProblems(context.draft)).length > 0,
    hasChanges: ({ context }) => Object.keys(changedRules(context.rules, context.draft)).length > 0,
  },
}).createMachine({
  id: 'bookingRules',
  context: { rules: null, draft: toDraft(null), fieldErrors: {}, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadRules',
        src: 'loadRules',
        onDone: { target: 'ready', actions: { type: 'setRules', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: 'setError' },
      },
    },
    loadFailed: {
      on: { 'rules.reload': { target: 'loading', actions: 'clearErrors' } },
    },
    ready: {
      on: {
        // The form is always editable: the first change starts editing.
        'rules.fieldChanged': { target: 'editing', actions: 'setDraftField' },
        'rules.reload': { target: 'loading' },
      },
    },
    editing: {
      on: {
        'rules.fieldChanged': { actions: 'setDraftField' },
        'rules.save': SAVE,
        'rules.cancel': { target: 'ready', actions: 'discardDraft' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveRules',
        src: 'saveRules',
        input: ({ context }) => changedRules(context.rules, context.draft),
        onDone: { target: 'ready', actions: [{ type: 'setRules', params: ({ event }) => event.output }, 'notifySaved'] },
        onError: { target: 'saveFailed', actions: 'setError' },
      },
    },
    // Like editing, with the server's messages shown at the fields; the draft is kept.
    saveFailed: {
      on: {
        'rules.fieldChanged': { target: 'editing', actions: 'setDraftField' },
        'rules.save': SAVE,
        'rules.cancel': { target: 'ready', actions: 'discardDraft' },
      },
    },
  },
});
