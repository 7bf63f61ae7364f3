import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProgramDetail } from '@machines/programs/catalogue-shapes';
import { checkoutNavigation } from '@/features/checkout/checkout-kit';
import { HttpFailure } from '@/lib/http-client';
import { aPlacedOrder } from '../../machines/checkout/order-fixtures';
import { activeMembership, noMembership } from '../support/account-fixtures';
import { createFakeApi } from '../support/fake-api';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';
import { campDetail, campWithMyPlace, lesson, social } from '../../machines/programs/catalogue-fixtures';

/** The camp without its early bird: the holder (a member) pays $200.00, Leo (not a member) $250.00. */
const MEMBER_CAMP: ProgramDetail = { ...campDetail, earlyBirdPriceCents: null, earlyBirdUntil: null, earlyBird: false, priceCents: 20_000 };
const HOUSEHOLD = {
  items: [activeMembership('self', 'Maya Member', { validFrom: '2026-03-01', validUntil: '2027-12-31' }), noMembership(41, 'Leo Member')],
  taxes: [],
};

function setup(program: ProgramDetail, { url = `/lesson-info/${program.id}`, loggedIn = false } = {}) {
  const api = createFakeApi();
  api.programs.program.mockResolvedValue(program);
  return { ...renderApp({ url, loggedIn, api }), api };
}

describe('/lesson-info/:id', () => {
  it('shows the program: kind, dates, ages, coach, price with its early bird, places, description and every date', async () => {
    const { api } = setup(campDetail);
    expect(await screen.findByRole('heading', { level: 1, name: campDetail.title })).toBeTruthy();
    expect(api.programs.program).toHaveBeenCalledWith(21);
    // One request: the program's answer carries the venue's zone, taxes and clock.
    expect(api.programs.list).not.toHaveBeenCalled();
    expect(screen.getByText('Camp')).toBeTruthy();
    const facts = within(screen.getByText('Ages 8–12').closest('dl')!);
    expect(facts.getByText('March 15, 2027 to March 19, 2027')).toBeTruthy();
    expect(facts.getByText('Ages 8–12')).toBeTruthy();
    expect(facts.getByRole('link', { name: 'Dana Coach' }).getAttribute('href')).toBe('/coaches');
    expect(facts.getByText('$180.00, the early-bird price until February 1, 2027')).toBeTruthy();
    // The early-bird price is below the member price: no member offer.
    expect(facts.queryByRole('link', { name: /^Members/ })).toBeNull();
    expect(facts.getByText('6 of 16 spots left')).toBeTruthy();
    expect(screen.getByText('drills and games').tagName).toBe('B');
    const schedule = screen.getByRole('region', { name: 'All 5 dates' });
    const dates = within(schedule)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(dates).toHaveLength(5);
    expect(dates[0]).toMatch(/^Monday, March 15, 2027, 9:00\sa\.m\.\s–\s4:00\sp\.m\.$/);
    expect(dates[4]).toMatch(/^Friday, March 19, 2027, /);
    expect(screen.getByText(/^Cancel online up to 72 hours before the first session for a full refund/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
  });

  it('a visitor who presses Register logs in first, picks people at their own prices with the tax, and goes to the checkout', async () => {
    const api = createFakeApi();
    api.programs.program.mockResolvedValueOnce({ ...MEMBER_CAMP, priceCents: 25_000 }).mockResolvedValue(MEMBER_CAMP);
    api.memberships.mine.mockResolvedValue(HOUSEHOLD);
    api.orders.place.mockResolvedValue(aPlacedOrder());
    const assign = vi.spyOn(checkoutNavigation, 'assign').mockImplementation(() => {});
    renderApp({ url: '/lesson-info/21', api });

    const register = await screen.findByRole('button', { name: 'Register' });
    // A visitor pays the non-member price: the member price is a link to become one.
    expect(screen.getByRole('link', { name: 'Members $200.00' }).getAttribute('href')).toBe('/account?showBuyOnLoad=true');
    await userEvent.click(register);
    const login = within(await findDialog('Log in to register'));
    await userEvent.type(login.getByLabelText(/^E-mail/), 'member@example.com');
    await userEvent.type(login.getByLabelText(/^Password/), 'demo-pass-2026');
    await userEvent.click(login.getByRole('button', { name: 'Log in' }));

    const dialog = within(await findDialog(`Register for ${campDetail.title}`));
    // Read again as the member: their own price is the server's.
    expect(api.programs.program).toHaveBeenCalledTimes(2);
    expect(dialog.getByRole('checkbox', { name: 'Maya Member · $200.00' })).toHaveProperty('checked', true);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Leo Member · $250.00' }));
    // $200.00 + $250.00 = $450.00, HST 13 % $58.50: $508.50.
    expect(dialog.getByText('$58.50')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Pay $508.50' }));
    await waitFor(() =>
      expect(api.orders.place).toHaveBeenCalledWith([
        { product: 'program_registration', programId: 21, participantId: 'self' },
        { product: 'program_registration', programId: 21, participantId: 41 },
      ]),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith(aPlacedOrder().checkoutUrl));
    assign.mockRestore();
  });

  it('?showRegisterOnLoad=true opens registration on arrival for a member, and drops the flag from the address', async () => {
    const { location } = setup(MEMBER_CAMP, { url: '/lesson-info/21?showRegisterOnLoad=true', loggedIn: true });
    expect(await findDialog(`Register for ${campDetail.title}`)).toBeTruthy();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/lesson-info/21'));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers only the people the age rule lets in, as the server counts their ages: the child is ticked, the parent shown but not pickable', async () => {
    const kidsCamp: ProgramDetail = {
      ...MEMBER_CAMP,
      participants: [
        { participantId: 'self', name: 'Maya Member', age: 36, eligible: false, priceCents: 20_000, earlyBird: false, eligibleDivisionIds: [] },
        { participantId: 41, name: 'Leo Member', age: 10, eligible: true, priceCents: 25_000, earlyBird: false, eligibleDivisionIds: [] },
      ],
    };
    const { api } = setup(kidsCamp, { url: '/lesson-info/21?showRegisterOnLoad=true', loggedIn: true });
    api.memberships.mine.mockResolvedValue(HOUSEHOLD);
    const dialog = within(await findDialog(`Register for ${campDetail.title}`));
    const parent = await dialog.findByRole('checkbox', { name: 'Maya Member · Ages 8–12 only' });
    expect((parent as HTMLInputElement).disabled).toBe(true);
    expect((parent as HTMLInputElement).checked).toBe(false);
    const child = dialog.getByRole('checkbox', { name: 'Leo Member · $250.00' });
    expect((child as HTMLInputElement).checked).toBe(true);
    expect(dialog.getByRole('button', { name: 'Pay $282.50' })).toBeTruthy(); // HST 13 %
  });

  it('?showRegisterOnLoad=true asks a visitor to log in first', async () => {
    setup(MEMBER_CAMP, { url: '/lesson-info/21?showRegisterOnLoad=true' });
    expect(await findDialog('Log in to register')).toBeTruthy();
  });

  it('keeps the dialog open with the refusal in the screen’s words', async () => {
    const { api } = setup(MEMBER_CAMP, { loggedIn: true });
    api.memberships.mine.mockResolvedValue(HOUSEHOLD);
    api.orders.place.mockRejectedValue(
      new HttpFailure(
        'Leo Member is 14 on the first day.',
        400,
        undefined,
        { participantId: 'Leo Member is 14 on the first day.' },
        'program_age_out_of_range',
        { name: 'Leo Member', age: 14, minAge: 8, maxAge: 12 },
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    const dialog = within(await findDialog(`Register for ${campDetail.title}`));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Leo Member · $250.00' }));
    await userEvent.click(dialog.getByRole('button', { name: /^Pay / }));
    expect(await dialog.findByText('Leo Member is 14 on the first day, outside this program’s age range.')).toBeTruthy();
  });

  it('cancels the member’s own place after saying the policy, then shows what was refunded', async () => {
    const { api } = setup(campWithMyPlace, { loggedIn: true });
    api.programs.cancelEnrolment.mockResolvedValue({ refundCents: 18_000 });
    const mine = within(await screen.findByRole('region', { name: 'Your places' }));
    expect(mine.getByText('You are registered')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register someone else' })).toBeTruthy();
    await userEvent.click(mine.getByRole('button', { name: 'Cancel my place' }));
    const confirm = within(await findDialog(`Cancel your place in ${campDetail.title}?`));
    expect(confirm.getByText(/The amount is worked out when the place is cancelled/)).toBeTruthy();
    expect(api.programs.cancelEnrolment).not.toHaveBeenCalled();
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel the place' }));
    await waitFor(() => expect(api.programs.cancelEnrolment).toHaveBeenCalledWith(701));
    const done = within(await findDialog('Place cancelled'));
    expect(done.getByText('$180.00 is on its way back to the card you paid with.')).toBeTruthy();
    await userEvent.click(done.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(api.programs.program).toHaveBeenCalledTimes(2));
  });

  it('offers no Register where registration is not open, or for an event without registration', async () => {
    setup({ ...campDetail, ...lesson, description: null, mine: null });
    expect(await screen.findByRole('heading', { level: 1, name: lesson.title })).toBeTruthy();
    expect(screen.getAllByText(/^Registration opens December 1, 2026/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('says just come for an information-only social', async () => {
    setup({ ...campDetail, ...social, description: null, mine: null });
    expect(await screen.findByRole('heading', { level: 1, name: social.title })).toBeTruthy();
    expect(screen.getAllByText('No registration: just come').length).toBeGreaterThan(0);
    expect(screen.queryByText(/spots left/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it.each(['/lesson-info/abc', '/lesson-info/99999999999'])('%s is no program: Lesson not found, without asking the server', async (url) => {
    const { api } = setup(campDetail, { url });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lesson not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all lessons' }).getAttribute('href')).toBe('/lessons');
    expect(api.programs.program).not.toHaveBeenCalled();
  });

  it('a program the server does not know (or a draft) is not found either', async () => {
    const api = createFakeApi();
    api.programs.program.mockRejectedValue(new HttpFailure('There is no such program.', 404, undefined, undefined, 'program_not_found'));
    renderApp({ url: '/lesson-info/12', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lesson not found' })).toBeTruthy();
    expect(screen.getByText('There is no lesson at this address.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });
});
