import { describe, expect, it } from 'vitest';
import { householdMachine, type HouseholdInput } from '@machines/account/household.machine';
import { levelOf } from '@machines/account/self-rated-level';
import {
  EMPTY_DRAFT,
  isMinorOn,
  memberDraftProblems,
  memberRequest,
  toMemberDraft,
  type HouseholdMember,
  type MemberTextField,
} from '@machines/account/household-member';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import type { ModelEvent } from '../support/test-model';

const TODAY = '2026-11-23';
const PARTNER: HouseholdMember = {
  id: 11,
  firstName: 'Sam',
  lastName: 'Member',
  birthday: '1988-02-14',
  gender: null,
  relationship: 'partner',
  selfRatedLevel: null,
  minor: false,
  guardianConsent: false,
};
const CHILD: HouseholdMember = {
  id: 12,
  firstName: 'Kai',
  lastName: 'Member',
  birthday: '2016-06-30',
  gender: 'male',
  relationship: 'child',
  selfRatedLevel: 2.5,
  minor: true,
  guardianConsent: true,
};
const FIELD_ERROR = {
  status: 400,
  code: 'invalid_field',
  message: 'Please correct the highlighted fields.',
  fields: { firstName: 'Use letters, spaces, hyphens or apostrophes.' },
};
const FULL = { status: 409, code: 'household_full', message: 'An account can have at most 10 family members.', params: { max: 10 } };
const IN_USE = { status: 409, code: 'household_member_in_use', message: 'Kai Member has an active membership and cannot be removed.' };

/** The form filled one field at a time, in this order: a minor child, so the consent box matters. */
const FILL: [MemberTextField, string][] = [
  ['firstName', 'Mia'],
  ['lastName', 'Lee'],
  ['birthday', '2015-06-30'],
  ['relationship', 'child'],
  ['selfRatedLevel', '2.0'],
];

function formEvents(draft: typeof EMPTY_DRAFT | null): ModelEvent[] {
  // Outside the form the events are ignored: one case each keeps the model from sending bare ones.
  if (!draft)
    return [
      { type: 'household.fieldChanged', field: 'firstName', value: 'Mia' },
      { type: 'household.consentChanged', value: true },
    ];
  const next = FILL.find(([field, value]) => draft[field] !== value) ?? FILL[FILL.length - 1];
  const events: ModelEvent[] = [
    { type: 'household.fieldChanged', field: next[0], value: next[1] },
    { type: 'household.consentChanged', value: true },
  ];
  // A birthday in the future, once, before the form is filled: the form's own check.
  if (draft.firstName === '' && draft.birthday === '') events.push({ type: 'household.fieldChanged', field: 'birthday', value: '2099-01-01' });
  return events;
}

/** How far the list has moved from the first answer (one save or removal is enough to cover each path). */
function changesFrom(members: HouseholdMember[]): number {
  const original = [CHILD, PARTNER];
  const kept = original.filter((m) => members.some((n) => JSON.stringify(n) === JSON.stringify(m))).length;
  return original.length - kept + members.filter((m) => !original.some((o) => o.id === m.id)).length;
}
const noPendingCall = (calls: { settled: boolean }[] | undefined) => (calls ?? []).every((call) => call.settled);

describe.each<HouseholdInput>([{ today: TODAY }, { today: TODAY, userId: 5 }])('household model for input %j', (input) => {
  const model = createMachineTestModel(householdMachine, {
    input,
    events: (s) => [
      { type: 'xstate.done.actor.loadMembers', output: [CHILD, PARTNER] },
      { type: 'xstate.error.actor.loadMembers', error: { status: 500, message: 'Down' } },
      { type: 'household.edit', id: PARTNER.id },
      { type: 'household.edit', id: 999 },
      { type: 'household.remove', id: CHILD.id },
      ...formEvents(s.context.draft),
      {
        type: 'xstate.done.actor.saveMember',
        output: s.context.draft
          ? {
              ...(s.context.members.find((m) => m.id === s.context.editingId) ?? { id: 13, minor: true }),
              ...s.context.draft,
              gender: null,
              selfRatedLevel: levelOf(s.context.draft.selfRatedLevel),
            }
          : PARTNER,
      },
      { type: 'xstate.error.actor.saveMember', error: FIELD_ERROR },
      { type: 'xstate.error.actor.saveMember', error: FULL },
      { type: 'xstate.done.actor.removeMember', output: undefined },
      { type: 'xstate.error.actor.removeMember', error: IN_USE },
    ],
    filter: (s) => changesFrom(s.context.members) <= 1,
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(householdMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(householdMachine, { input, spy: ['notifySaved', 'notifyRemoved'] });
      await runPath(path, h, {
        effects: (event) =>
          event.type === 'xstate.done.actor.saveMember' ? ['notifySaved'] : event.type === 'xstate.done.actor.removeMember' ? ['notifyRemoved'] : [],
        states: {
          loading: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('loadMembers')).toEqual({ userId: input.userId });
          },
          list: (s) => {
            expect(s.context.draft).toBeNull();
            // By first name, whatever order the answer came in.
            expect(s.context.members.map((m) => m.firstName)).toEqual([...s.context.members.map((m) => m.firstName)].sort());
          },
          editing: (s) => expect(s.context.draft).not.toBeNull(),
          saving: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            // Only a draft that passed the form's checks is sent, to the right account and member.
            expect(memberDraftProblems(s.context.draft!, TODAY)).toEqual({});
            const sent = h.lastInput('saveMember') as { userId?: number; id: number | null; request: object };
            expect(sent.userId).toBe(input.userId);
            expect(sent.id).toBe(s.context.editingId);
            expect(sent.request).toEqual(memberRequest(s.context.draft!, TODAY, s.context.members.find((m) => m.id === s.context.editingId) ?? null));
          },
          confirmingRemoval: (s) => {
            expect(s.context.removingId).toBe(CHILD.id);
            expect(noPendingCall(h.calls.removeMember)).toBe(true);
          },
          removing: () => expect(h.lastInput('removeMember')).toEqual({ userId: input.userId, id: CHILD.id }),
        },
        events: {
          'household.save': (_, from) => {
            if (!from?.matches('editing') || h.snapshot.matches('saving')) return;
            // Refused by the form: nothing sent, the problems at their fields.
            if (h.snapshot.matches('editing')) {
              expect(Object.keys(h.snapshot.context.fieldProblems).length).toBeGreaterThan(0);
              expect(noPendingCall(h.calls.saveMember)).toBe(true);
            }
          },
          'xstate.error.actor.saveMember': (step) => {
            expect(h.snapshot.matches('editing')).toBe(true);
            if (step.event.error === FIELD_ERROR) expect(h.snapshot.context.fieldErrors).toEqual(FIELD_ERROR.fields);
            else expect(h.snapshot.context.error?.code).toBe('household_full');
          },
          'xstate.error.actor.removeMember': () => {
            // Why it was refused, over the list; the member is still there.
            expect(h.snapshot.matches('list')).toBe(true);
            expect(h.snapshot.context.error?.code).toBe('household_member_in_use');
            expect(h.snapshot.context.members.some((m) => m.id === CHILD.id)).toBe(true);
          },
          'xstate.done.actor.removeMember': () => expect(h.snapshot.context.members.some((m) => m.id === CHILD.id)).toBe(false),
        },
      });
    });
  }
});

describe('household form rules', () => {
  const valid = { ...EMPTY_DRAFT, firstName: 'Mia', lastName: 'Lee', birthday: '1990-01-01', relationship: 'partner' as const };

  it('names 1–50 characters, after trimming', () => {
    expect(memberDraftProblems({ ...valid, firstName: '   ' }, TODAY)).toEqual({ firstName: 'required' });
    expect(memberDraftProblems({ ...valid, lastName: 'x'.repeat(51) }, TODAY)).toEqual({ lastName: 'tooLong' });
    expect(memberDraftProblems({ ...valid, lastName: 'x'.repeat(50) }, TODAY)).toEqual({});
  });

  it('a birthday not in the future and not more than 120 years ago', () => {
    expect(memberDraftProblems({ ...valid, birthday: '2026-11-24' }, TODAY)).toEqual({ birthday: 'future' });
    expect(memberDraftProblems({ ...valid, birthday: TODAY, guardianConsent: true }, TODAY)).toEqual({});
    expect(memberDraftProblems({ ...valid, birthday: '1906-11-22' }, TODAY)).toEqual({ birthday: 'tooOld' });
    expect(memberDraftProblems({ ...valid, birthday: '1906-11-23' }, TODAY)).toEqual({});
    expect(memberDraftProblems({ ...valid, birthday: '2026-02-30' }, TODAY)).toEqual({ birthday: 'invalid' });
    expect(memberDraftProblems({ ...valid, birthday: '' }, TODAY)).toEqual({ birthday: 'required' });
  });

  it('a relationship is required', () => {
    expect(memberDraftProblems({ ...valid, relationship: '' }, TODAY)).toEqual({ relationship: 'required' });
  });

  it('a minor needs the guardian box; an adult does not', () => {
    expect(isMinorOn('2008-11-24', TODAY)).toBe(true);
    expect(isMinorOn('2008-11-23', TODAY)).toBe(false);
    expect(memberDraftProblems({ ...valid, birthday: '2015-06-30' }, TODAY)).toEqual({ guardianConsent: 'required' });
    expect(memberDraftProblems({ ...valid, birthday: '2015-06-30', guardianConsent: true }, TODAY)).toEqual({});
  });

  it('adding sends the whole member (no gender when none; the consent for a minor only)', () => {
    expect(memberRequest({ ...valid, firstName: ' Mia ' }, TODAY, null)).toEqual({
      firstName: 'Mia',
      lastName: 'Lee',
      birthday: '1990-01-01',
      relationship: 'partner',
    });
    expect(memberRequest({ ...valid, birthday: '2015-06-30', gender: 'female', guardianConsent: true }, TODAY, null)).toEqual({
      firstName: 'Mia',
      lastName: 'Lee',
      birthday: '2015-06-30',
      gender: 'female',
      relationship: 'partner',
      guardianConsent: true,
    });
  });

  it('a self-rated level goes when chosen: a number when adding; when editing, only a change, a cleared one as null', () => {
    expect(toMemberDraft(CHILD).selfRatedLevel).toBe('2.5');
    expect(toMemberDraft(PARTNER).selfRatedLevel).toBe('');
    expect(memberRequest({ ...valid, selfRatedLevel: '4.0' }, TODAY, null)).toMatchObject({ selfRatedLevel: 4 });
    expect(memberRequest(valid, TODAY, null)).not.toHaveProperty('selfRatedLevel');
    expect(memberRequest({ ...toMemberDraft(PARTNER), selfRatedLevel: '3.5' }, TODAY, PARTNER)).toEqual({ selfRatedLevel: 3.5 });
    expect(memberRequest({ ...toMemberDraft(CHILD), selfRatedLevel: '' }, TODAY, CHILD)).toEqual({ selfRatedLevel: null, guardianConsent: true });
  });

  it('editing sends only what changed, a cleared gender as null, and the consent again for a minor', () => {
    expect(memberRequest(toMemberDraft(PARTNER), TODAY, PARTNER)).toEqual({});
    expect(memberRequest({ ...toMemberDraft(PARTNER), firstName: 'Samuel' }, TODAY, PARTNER)).toEqual({ firstName: 'Samuel' });
    expect(memberRequest({ ...toMemberDraft(CHILD), gender: '' }, TODAY, CHILD)).toEqual({ gender: null, guardianConsent: true });
    expect(memberRequest({ ...toMemberDraft(PARTNER), birthday: '2012-01-01', guardianConsent: true }, TODAY, PARTNER)).toEqual({
      birthday: '2012-01-01',
      guardianConsent: true,
    });
  });
});

describe('household machine', () => {
  it('an edit that changes nothing closes without a request', async () => {
    const h = createHarness(householdMachine, { input: { today: TODAY } }).start();
    await h.resolve('loadMembers', [PARTNER]);
    h.send({ type: 'household.edit', id: PARTNER.id });
    h.send({ type: 'household.save' });
    expect(h.snapshot.value).toBe('list');
    expect(h.calls.saveMember).toBeUndefined();
  });

  it('changing the birthday clears its message and the consent’s', async () => {
    const h = createHarness(householdMachine, { input: { today: TODAY } }).start();
    await h.resolve('loadMembers', []);
    h.send({ type: 'household.add' });
    h.send({ type: 'household.fieldChanged', field: 'birthday', value: '2015-06-30' });
    h.send({ type: 'household.save' });
    expect(h.snapshot.context.fieldProblems).toEqual({ firstName: 'required', lastName: 'required', relationship: 'required', guardianConsent: 'required' });
    h.send({ type: 'household.fieldChanged', field: 'birthday', value: '1990-06-30' });
    expect(h.snapshot.context.fieldProblems).toEqual({ firstName: 'required', lastName: 'required', relationship: 'required' });
  });
});
