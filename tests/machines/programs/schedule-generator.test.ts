import { describe, expect, it } from 'vitest';
import {
  EMPTY_SCHEDULE,
  MAX_SESSIONS,
  dateWarnings,
  generateSessions,
  sameSessions,
  scheduleDates,
  scheduleDraftOf,
  scheduleProblems,
  withoutSession,
  type ScheduleDraft,
} from '@machines/programs/schedule-generator';
import { bounds } from './fixtures';

const times = { startTime: '09:00', endTime: '12:00', courts: [2, 1] };
const single: ScheduleDraft = { ...EMPTY_SCHEDULE, ...times, mode: 'single', date: '2027-07-05' };
const range: ScheduleDraft = { ...EMPTY_SCHEDULE, ...times, mode: 'range', date: '2027-07-02', endDate: '2027-07-09' };
const weekly: ScheduleDraft = { ...EMPTY_SCHEDULE, ...times, mode: 'weekly', date: '2027-07-05', weekdays: [2, 4], weeks: '3' };

describe('schedule generator', () => {
  it('one date makes one session with its times and sorted courts', () => {
    expect(generateSessions(single, 4)).toEqual([{ date: '2027-07-05', startTime: '09:00', endTime: '12:00', courts: [1, 2] }]);
  });

  it('a period makes every day of it, both ends included, or only Monday to Friday', () => {
    expect(scheduleDates(range)).toEqual(['2027-07-02', '2027-07-03', '2027-07-04', '2027-07-05', '2027-07-06', '2027-07-07', '2027-07-08', '2027-07-09']);
    expect(scheduleDates({ ...range, weekdaysOnly: true })).toEqual(['2027-07-02', '2027-07-05', '2027-07-06', '2027-07-07', '2027-07-08', '2027-07-09']);
  });

  it('crosses month and year ends and leap days with plain calendar arithmetic', () => {
    expect(scheduleDates({ ...range, date: '2027-12-30', endDate: '2028-01-02' })).toEqual(['2027-12-30', '2027-12-31', '2028-01-01', '2028-01-02']);
    expect(scheduleDates({ ...range, date: '2028-02-28', endDate: '2028-03-01' })).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });

  it('a weekly series makes the chosen weekdays for the number of weeks from the first date', () => {
    // 2027-07-05 is a Monday: Tuesdays and Thursdays for three weeks.
    expect(scheduleDates(weekly)).toEqual(['2027-07-06', '2027-07-08', '2027-07-13', '2027-07-15', '2027-07-20', '2027-07-22']);
    // A first date on a chosen weekday counts.
    expect(scheduleDates({ ...weekly, date: '2027-07-06', weeks: '1' })).toEqual(['2027-07-06', '2027-07-08']);
  });

  it('names what is missing or wrong before making dates', () => {
    expect(scheduleProblems(single, 4)).toEqual({});
    expect(scheduleProblems({ ...single, date: '' }, 4)).toEqual({ date: 'required' });
    expect(scheduleProblems({ ...single, date: '2027-02-30' }, 4)).toEqual({ date: 'required' });
    expect(scheduleProblems({ ...range, endDate: '2027-07-01' }, 4)).toEqual({ endDate: 'endBeforeStart' });
    expect(scheduleProblems({ ...single, endTime: '09:00' }, 4)).toEqual({ endTime: 'endBeforeStart' });
    expect(scheduleProblems({ ...single, startTime: '9' }, 4)).toEqual({ startTime: 'required' });
    expect(scheduleProblems({ ...single, courts: [] }, 4)).toEqual({ courts: 'noCourts' });
    expect(scheduleProblems({ ...single, courts: [5] }, 4)).toEqual({ courts: 'tooManyCourts' });
    // Zero weeks is a whole number outside 1–52 (the form says the range); words are not a number at all.
    expect(scheduleProblems({ ...weekly, weekdays: [], weeks: '0' }, 4)).toEqual({ weekdays: 'noWeekdays', weeks: 'outOfRange' });
    expect(scheduleProblems({ ...weekly, weeks: 'six' }, 4)).toMatchObject({ weeks: 'wholeNumber' });
    expect(scheduleProblems({ ...range, date: '2027-07-03', endDate: '2027-07-04', weekdaysOnly: true }, 4)).toEqual({ dates: 'noDates' });
    expect(generateSessions({ ...single, courts: [] }, 4)).toEqual([]);
  });

  it('refuses more than the API takes', () => {
    const long = { ...range, date: '2027-01-01', endDate: '2027-12-31' };
    expect(scheduleDates(long).length).toBe(MAX_SESSIONS + 1);
    expect(scheduleProblems(long, 4)).toEqual({ dates: 'tooManyDates' });
    expect(scheduleProblems({ ...long, endDate: '2027-04-10' }, 4)).toEqual({});
    expect(generateSessions({ ...long, endDate: '2027-04-10' }, 4)).toHaveLength(MAX_SESSIONS);
  });

  it('removes one date, marks dates the venue’s hours refuse, and compares lists', () => {
    const sessions = generateSessions({ ...range, date: '2027-07-03', endDate: '2027-07-05' }, 4);
    expect(withoutSession(sessions, 1).map((s) => s.date)).toEqual(['2027-07-03', '2027-07-05']);
    // Sunday is closed in the fixture; 06:00 is before opening.
    expect(dateWarnings(sessions, bounds)).toEqual({ 1: 'closedDay' });
    expect(dateWarnings([{ ...sessions[0], startTime: '06:00' }], bounds)).toEqual({ 0: 'outsideHours' });
    expect(sameSessions(sessions, [...sessions].reverse())).toBe(true);
    expect(sameSessions(sessions, withoutSession(sessions, 0))).toBe(false);
  });

  it('a program’s sessions read back as a schedule starting from them', () => {
    const sessions = generateSessions(range, 4);
    expect(scheduleDraftOf(sessions)).toMatchObject({ mode: 'range', date: '2027-07-02', endDate: '2027-07-09', startTime: '09:00', courts: [1, 2] });
    expect(scheduleDraftOf(sessions.slice(0, 1)).mode).toBe('single');
    expect(scheduleDraftOf([])).toEqual(EMPTY_SCHEDULE);
  });
});
