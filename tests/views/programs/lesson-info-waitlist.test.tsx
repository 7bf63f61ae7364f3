import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProgramDetail } from '@machines/programs/catalogue-shapes';
import { activeMembership, noMembership } from '../support/account-fixtures';
import { createFakeApi } from '../support/fake-api';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';
import { campDetail } from '../../machines/programs/catalogue-fixtures';

const HOUSEHOLD = {
  items: [activeMembership('self', 'Maya Member', { validFrom: '2026-03-01', validUntil: '2027-12-31' }), noMembership(41, 'Leo Member')],
  taxes: [],
};
/** The March break camp, full, two people in line; Maya (36) is outside its ages, Leo (10) fits. */
const FULL_CAMP: ProgramDetail = {
  ...campDetail,
  registration: 'full',
  spotsLeft: 0,
  waiting: 2,
  mine: [],
  waitlist: [],
  participants: [
    { participantId: 'self', name: 'Maya Member', age: 36, eligible: false, priceCents: 18_000, earlyBird: true, eligibleDivisionIds: [] },
    { participantId: 41, name: 'Leo Member', age: 10, eligible: true, priceCents: 18_000, earlyBird: true, eligibleDivisionIds: [] },
  ],
};
const LEO_IN_LINE: ProgramDetail = {
  ...FULL_CAMP,
  waiting: 3,
  waitlist: [{ id: 805, participantId: 41, name: 'Leo Member', divisionId: null, position: 3, status: 'waiting', offerExpiresAt: null }],
};

describe('/lesson-info/:id waitlist', () => {
  it('a visitor who presses Join the waitlist on a full camp logs in first', async () => {
    const api = createFakeApi();
    api.programs.program.mockResolvedValue({ ...FULL_CAMP, mine: null, participants: null, waitlist: null });
    renderApp({ url: '/lesson-info/21', api });
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    expect(await findDialog('Log in to register')).toBeTruthy();
  });

  it('puts Leo in a full camp’s line, shows his place in it, and takes him out again', async () => {
    const api = createFakeApi();
    api.programs.program.mockResolvedValueOnce(FULL_CAMP).mockResolvedValueOnce(FULL_CAMP).mockResolvedValue(LEO_IN_LINE);
    api.memberships.mine.mockResolvedValue(HOUSEHOLD);
    api.programs.joinProgramWaitlist.mockResolvedValue({ id: 805, position: 3 });
    api.programs.leaveProgramWaitlist.mockResolvedValue(undefined);
    renderApp({ url: '/lesson-info/21', loggedIn: true, api });

    expect(await screen.findByText(/^This program is full\. .* 2 people waiting$/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    const dialog = within(await findDialog(`Join the waitlist for ${campDetail.title}`));
    // Maya is outside the ages: shown, never picked; Leo is chosen for her.
    expect(dialog.getByRole<HTMLInputElement>('radio', { name: 'Maya Member · outside the ages' }).disabled).toBe(true);
    expect(dialog.getByRole('radio', { name: 'Leo Member' })).toHaveProperty('checked', true);
    await userEvent.click(dialog.getByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() => expect(api.programs.joinProgramWaitlist).toHaveBeenCalledWith(21, 41, null));
    expect(await screen.findByText('You are on the waitlist, number 3.')).toBeTruthy();

    // The page is read again with the line.
    const lines = within(await screen.findByRole('region', { name: 'Your waitlist' }));
    expect(lines.getByText('Leo Member is 3rd in line')).toBeTruthy();
    await userEvent.click(lines.getByRole('button', { name: 'Leave the waitlist (Leo Member)' }));
    const confirm = within(await findDialog('Leave the waitlist?'));
    expect(confirm.getByText('Leo Member loses their place in line.')).toBeTruthy();
    expect(api.programs.leaveProgramWaitlist).not.toHaveBeenCalled();
    await userEvent.click(confirm.getByRole('button', { name: 'Leave the waitlist' }));
    await waitFor(() => expect(api.programs.leaveProgramWaitlist).toHaveBeenCalledWith(21, 805));
    await waitFor(() => expect(api.programs.program).toHaveBeenCalledTimes(4));
  });

  it('lets the person a place is kept for register in the full camp, and nobody else', async () => {
    const api = createFakeApi();
    api.programs.program.mockResolvedValue({
      ...FULL_CAMP,
      waitlist: [
        { id: 805, participantId: 41, name: 'Leo Member', divisionId: null, position: 1, status: 'offered', offerExpiresAt: '2026-11-30T16:00:00.000Z' },
      ],
    });
    api.memberships.mine.mockResolvedValue(HOUSEHOLD);
    renderApp({ url: '/lesson-info/21', loggedIn: true, api });
    const lines = within(await screen.findByRole('region', { name: 'Your waitlist' }));
    expect(lines.getByText(/^A place is kept for Leo Member until November 30, 2026(,| at) 11:00\sa\.m\.: register now\.$/)).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Register now' })[0]);
    const dialog = within(await findDialog(`Register for ${campDetail.title}`));
    expect(dialog.getByRole('checkbox', { name: 'Leo Member · $180.00 (early bird)' })).toHaveProperty('checked', true);
    expect(dialog.getByRole<HTMLInputElement>('checkbox', { name: 'Maya Member · Ages 8–12 only' }).disabled).toBe(true);
  });
});
