/**
 * The period arithmetic of docs/memberships-and-households.md, in the venue's zone: 12 months from
 * the day paid ("start − 1 day + 12 months" as the last day), renewal 60 days before the end from
 * the day after the last day, statuses from the chain of paid periods.
 */
import { describe, expect, it } from 'vitest';
import { nextPeriod, periodFrom, standingOf, type PaidPeriod } from '../../../../server/modules/account/memberships/membership-periods.js';

const ZONE = 'America/Toronto';
let ids = 0;
const paid = (validFrom: string, paidAt = `${validFrom}T15:00:00Z`): PaidPeriod => {
  const period = periodFrom(validFrom, ZONE);
  ids += 1;
  return { id: ids, startsAt: period.startsAt, endsAt: period.endsAt, paidAt: new Date(paidAt), orderLineId: ids, orderId: `order-${ids}`, provider: 'local' };
};
const at = (date: string, time = '17:00:00Z') => new Date(`${date}T${time}`);

describe('a new period', () => {
  it.each([
    ['2026-11-23', '2027-11-22'],
    ['2027-01-31', '2028-01-30'],
    ['2026-03-31', '2027-03-30'],
    ['2027-03-01', '2028-02-29'],
    ['2028-02-29', '2029-02-28'],
    ['2028-03-01', '2029-02-28'],
    ['2026-01-01', '2026-12-31'],
  ])('starting %s is valid through %s', (validFrom, validUntil) => {
    expect(periodFrom(validFrom, ZONE)).toMatchObject({ validFrom, validUntil });
  });

  it('runs from the venue midnight of its first day to the venue midnight after its last day (EST and EDT)', () => {
    const period = periodFrom('2026-11-23', ZONE);
    expect(period.startsAt.toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(period.endsAt.toISOString()).toBe('2027-11-23T05:00:00.000Z');
    expect(periodFrom('2026-06-01', ZONE).startsAt.toISOString()).toBe('2026-06-01T04:00:00.000Z');
  });

  it('starts on the venue day paid, not the UTC day (23:30 in Toronto is already tomorrow in UTC)', () => {
    expect(nextPeriod([], new Date('2026-11-24T04:30:00Z'), ZONE)).toMatchObject({ validFrom: '2026-11-23', validUntil: '2027-11-22' });
  });
});

describe('renewal', () => {
  const current = paid('2026-11-23');

  it('is refused before the window, naming the day it opens (60 days before the end)', () => {
    expect(nextPeriod([current], at('2027-09-23'), ZONE)).toEqual({ opensOn: '2027-09-24' });
  });

  it('inside the window starts the day after the last day, so no day is lost or paid twice', () => {
    expect(nextPeriod([current], at('2027-09-24'), ZONE)).toMatchObject({ validFrom: '2027-11-23', validUntil: '2028-11-22' });
    expect(nextPeriod([current], at('2027-11-22'), ZONE)).toMatchObject({ validFrom: '2027-11-23' });
  });

  it('after the end starts on the day paid', () => {
    expect(nextPeriod([current], at('2027-12-05'), ZONE)).toMatchObject({ validFrom: '2027-12-05', validUntil: '2028-12-04' });
  });

  it('of a period ending on 29 February starts on 1 March and keeps 28 February next year', () => {
    const before = paid('2027-03-01');
    expect(nextPeriod([before], at('2028-02-01'), ZONE)).toMatchObject({ validFrom: '2028-03-01', validUntil: '2029-02-28' });
  });

  it('of a period ending on 28 February before a leap year starts on 1 March and keeps the 29 February', () => {
    const before = paid('2026-03-01');
    expect(nextPeriod([before], at('2027-02-01'), ZONE)).toMatchObject({ validFrom: '2027-03-01', validUntil: '2028-02-29' });
  });

  it('of a period ending at the end of a month starts on the 1st', () => {
    const before = paid('2026-02-01');
    expect(nextPeriod([before], at('2027-01-15'), ZONE)).toMatchObject({ validFrom: '2027-02-01', validUntil: '2028-01-31' });
  });

  it('after an early renewal is not open again until 60 days before the renewed end', () => {
    const renewal = paid('2027-11-23', '2027-10-01T15:00:00Z');
    expect(nextPeriod([current, renewal], at('2027-10-02'), ZONE)).toEqual({ opensOn: '2028-09-24' });
  });
});

describe('status', () => {
  const current = paid('2026-11-23');

  it('none without any, expired after the last, with the last dates', () => {
    expect(standingOf([], at('2027-01-01'), ZONE)).toMatchObject({ id: null, status: 'none', canBuy: true, validUntil: null });
    expect(standingOf([current], at('2027-11-23'), ZONE)).toMatchObject({
      id: null,
      status: 'expired',
      canBuy: true,
      validFrom: '2026-11-23',
      validUntil: '2027-11-22',
    });
  });

  it('active with more than 30 days left, expiring with 30 or fewer, through the last day', () => {
    expect(standingOf([current], at('2027-10-22'), ZONE)).toMatchObject({
      id: current.id,
      status: 'active',
      validUntil: '2027-11-22',
      renewableFrom: '2027-09-24',
      canBuy: true,
    });
    expect(standingOf([current], at('2027-10-23'), ZONE)).toMatchObject({ status: 'expiring' });
    expect(standingOf([current], at('2027-11-23', '04:59:00Z'), ZONE)).toMatchObject({ status: 'expiring' });
    expect(standingOf([current], at('2027-09-23'), ZONE)).toMatchObject({ status: 'active', canBuy: false });
  });

  it('a paid renewal waiting to start keeps the member active, and the row acts on the renewal', () => {
    const renewal = paid('2027-11-23', '2027-11-01T15:00:00Z');
    expect(standingOf([current, renewal], at('2027-11-05'), ZONE)).toMatchObject({
      id: renewal.id,
      status: 'active',
      validFrom: '2026-11-23',
      validUntil: '2028-11-22',
      canBuy: false,
      orderId: renewal.orderId,
      cancellableUntil: '2027-11-11T15:00:00.000Z',
    });
  });

  it('is cancellable for 240 hours after payment, not after, and never from Account for a desk sale', () => {
    expect(standingOf([current], at('2026-12-03', '14:59:00Z'), ZONE).cancellableUntil).toBe('2026-12-03T15:00:00.000Z');
    expect(standingOf([current], at('2026-12-03', '15:00:00Z'), ZONE).cancellableUntil).toBeNull();
    expect(standingOf([{ ...current, provider: 'desk' }], at('2026-11-24'), ZONE).cancellableUntil).toBeNull();
  });
});
