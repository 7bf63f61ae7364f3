import { describe, expect, it } from 'vitest';
import { DIVISION_RANGES } from '@machines/programs/division-draft';
import { PROGRAM_RANGES } from '@machines/programs/program-draft';
import { SESSION_RANGES, TEMPLATE_RANGES } from '@machines/programs/setup-drafts';
import type { WholeRange } from '@machines/shared/whole-range';
import { eventProgramPatch } from '../../../server/modules/programs/events/event-input';
import { sessionPatchBody, templateBody } from '../../../server/modules/programs/schedule/template-input';

// The owner's forms say "Enter a whole number from {min} to {max}": those ranges must be the server's own.
const takes = (parse: (value: number) => boolean, { min, max }: WholeRange) => ({
  min: parse(min),
  max: parse(max),
  below: parse(min - 1),
  above: parse(max + 1),
});
const exactly = { min: true, max: true, below: false, above: false };

const template = {
  title: 'Evening open play',
  weekday: 2,
  startTime: '18:00',
  endTime: '20:00',
  courts: [1],
  playersPerCourt: 4,
  memberPriceCents: 800,
  nonMemberPriceCents: 1200,
  opensDaysBefore: 7,
  cancellationCutoffHours: 24,
};

describe('the owner’s program forms check the server’s ranges', () => {
  it('a program’s capacity, ages and refund cutoff', () => {
    for (const [field, range] of Object.entries(PROGRAM_RANGES)) {
      expect(
        takes((value) => eventProgramPatch.safeParse({ [field]: value }).success, range),
        field,
      ).toEqual(exactly);
    }
  });

  it('a division’s age and entries', () => {
    const division = { name: 'Open', format: 'doubles', level: '', minAge: null, maxEntries: 16, feeCents: 2500 };
    for (const [field, range] of Object.entries(DIVISION_RANGES)) {
      expect(
        takes((value) => eventProgramPatch.safeParse({ divisions: [{ ...division, [field]: value }] }).success, range),
        field,
      ).toEqual(exactly);
    }
  });

  it('a drop-in template’s players, days ahead and refund cutoff, and a date’s capacity', () => {
    for (const [field, range] of Object.entries(TEMPLATE_RANGES)) {
      expect(
        takes((value) => templateBody.safeParse({ ...template, [field]: value }).success, range),
        field,
      ).toEqual(exactly);
    }
    expect(takes((value) => sessionPatchBody.safeParse({ capacity: value }).success, SESSION_RANGES.capacity)).toEqual(exactly);
  });
});
