import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OwnerProgram } from '@machines/programs/event-shapes';
import { HttpFailure } from '@/lib/http-client';
import { camp, enrolments, tournament, tournamentEnrolments, waitlist } from '../../machines/programs/event-fixtures';
import { staffApi } from '../support/admin-support';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';

// The field's own tests cover Editor.js; here it is a labelled stand-in that writes a fixed description.
vi.mock('@/lib/rich-text/rich-text-field', () => ({
  RichTextField: ({ label, onChange }: { label: string; onChange: (doc: unknown) => void }) => (
    <button type="button" onClick={() => onChange({ blocks: [{ type: 'paragraph', data: { text: 'Drills.' } }] })}>
      {`Write ${label}`}
    </button>
  ),
}));

const weekdayHours = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
    [`${day}OpeningTimeInMins`, 7 * 60],
    [`${day}ClosingTimeInMins`, 22 * 60],
  ]),
);
const settings = { numberOfCourts: 4, timeZone: 'America/Toronto', ...weekdayHours };

/** The camp as the API answers it (no wall times: the screen makes them). */
const { registrationOpens: _o, registrationCloses: _c, ...ownerCamp } = camp;
const apiCamp: OwnerProgram = ownerCamp;
const { registrationOpens: _to, registrationCloses: _tc, ...apiTournament } = tournament;

function ownerApi(programs: OwnerProgram[] = [apiCamp]) {
  const api = staffApi('owner');
  api.companySettings.load.mockResolvedValue(settings as never);
  api.content.coaches.mockResolvedValue([
    { id: 5, name: 'Ada Coach', tagline: '', bio: { blocks: [] }, photoUrl: null, certifications: [], levels: [], languages: [] },
  ]);
  api.eventSetup.programs.mockResolvedValue(programs);
  return api;
}

const setValue = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** Opens New program and fills a camp over 5–9 July 2027 on court 2. */
async function fillNewCamp() {
  await userEvent.click(await screen.findByRole('button', { name: 'New program' }));
  const dialog = await findDialog('New program');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title (English)' }), 'Summer camp');
  // The rest is set in one go (typing each key into a large dialog is slow in jsdom).
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^Coach/ }), '5');
  setValue(within(dialog).getByRole('textbox', { name: /^Member price/ }), '250');
  setValue(within(dialog).getByRole('textbox', { name: /^Non-member price/ }), '300');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Write Description (English)' }));
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Every day of a period' }));
  setValue(within(dialog).getByLabelText(/^First day/), '2027-07-05');
  setValue(within(dialog).getByLabelText(/^Last day/), '2027-07-09');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Court 2' }));
  return dialog;
}

describe('/owner/event-setup, Programs', () => {
  it('lists the programs first, next to the Coaches and Partners tabs', async () => {
    renderApp({ url: '/owner/event-setup', loggedIn: true, api: ownerApi() });
    const table = await screen.findByRole('table', { name: /newest first/ });
    const row = within(table).getByRole('row', { name: /Junior summer camp/ });
    expect(within(row).getByText('Camp')).toBeTruthy();
    expect(within(row).getByText('July 5, 2027 – July 9, 2027')).toBeTruthy();
    expect(within(row).getByText('0 / 16')).toBeTruthy();
    expect(within(row).getByText('Draft')).toBeTruthy();
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(screen.getAllByRole('tab')).toEqual([tab('Programs'), tab('Coaches'), tab('Partners')]);
    expect(tab('Programs').getAttribute('aria-selected')).toBe('true');
  });

  it('creates a camp over a period: the API receives the explicit dates, less the one removed', async () => {
    const api = ownerApi([]);
    api.eventSetup.createProgram.mockResolvedValue({ ...apiCamp, id: 77, title: { en: 'Summer camp', fr: null } });
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    const dialog = await fillNewCamp();
    expect(within(dialog).getByText('5 dates')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Wednesday, July 7, 2027' }));
    expect(within(dialog).getByText('4 dates')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const session = (date: string) => ({ date, startTime: '09:00', endTime: '12:00', courts: [2] });
    expect(api.eventSetup.createProgram).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'camp',
        title: { en: 'Summer camp', fr: null },
        coachId: 5,
        description: { en: { blocks: [{ type: 'paragraph', data: { text: 'Drills.' } }] }, fr: null },
        memberPriceCents: 25000,
        nonMemberPriceCents: 30000,
        registrationOpensAt: null,
        published: false,
        sessions: [session('2027-07-05'), session('2027-07-06'), session('2027-07-08'), session('2027-07-09')],
      }),
    );
    expect(await screen.findByText('Summer camp is saved.')).toBeTruthy();
    expect(api.eventSetup.programs).toHaveBeenCalledTimes(2);
  });

  it('a court conflict shows every date and court in the form and keeps what was typed', async () => {
    const api = ownerApi([]);
    api.eventSetup.createProgram.mockRejectedValue(
      new HttpFailure('Court 2 is already booked.', 409, undefined, undefined, 'program_court_conflict', { date: '2027-07-06', courts: '2' }, [
        { date: '2027-07-06', court: 2 },
        { date: '2027-07-08', court: 2 },
      ]),
    );
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    const dialog = await fillNewCamp();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Tuesday, July 6, 2027, court 2')).toBeTruthy();
    expect(within(dialog).getByText('Thursday, July 8, 2027, court 2')).toBeTruthy();
    expect(within(dialog).getAllByText('Already taken: court 2')).toHaveLength(2);
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Title (English)' }).value).toBe('Summer camp');
  });

  it('shows a 400’s messages at their fields', async () => {
    const api = ownerApi([]);
    api.eventSetup.createProgram.mockRejectedValue(
      new HttpFailure('Check the fields', 400, undefined, { nonMemberPriceCents: 'At most $5,000.' }, 'invalid_field'),
    );
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    const dialog = await fillNewCamp();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('At most $5,000.')).toBeTruthy();
  });

  it('edits a program: the window is typed in venue time and only what changed is sent', async () => {
    const api = ownerApi();
    api.eventSetup.updateProgram.mockResolvedValue(apiCamp);
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Junior summer camp' }));
    const dialog = await findDialog('Edit Junior summer camp');
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Registration closes \(date\)/).value).toBe('2027-06-30');
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Registration closes \(time\)/).value).toBe('23:59');
    expect(within(dialog).getByText('5 dates')).toBeTruthy();
    setValue(within(dialog).getByLabelText(/^Registration opens \(time\)/), '10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.eventSetup.updateProgram).toHaveBeenCalledWith(41, { registrationOpensAt: '2027-04-01T14:00:00.000Z' }));
  });

  it('publishes a draft', async () => {
    const api = ownerApi();
    api.eventSetup.updateProgram.mockResolvedValue({ ...apiCamp, published: true });
    api.eventSetup.programs.mockResolvedValueOnce([apiCamp]).mockResolvedValue([{ ...apiCamp, published: true }]);
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish Junior summer camp' }));
    expect(api.eventSetup.updateProgram).toHaveBeenCalledWith(41, { published: true });
    expect(await screen.findByText('Junior summer camp is published: players can see it.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Unpublish Junior summer camp' })).toBeTruthy();
  });

  it('cancels a program only with a reason', async () => {
    const api = ownerApi();
    api.eventSetup.cancelProgram.mockResolvedValue({ refunded: 0 });
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel program: Junior summer camp' }));
    const dialog = await findDialog('Cancel Junior summer camp?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the program' }));
    expect(await within(dialog).findByText('Fill this in.')).toBeTruthy();
    expect(api.eventSetup.cancelProgram).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Too few players');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the program' }));
    await waitFor(() => expect(api.eventSetup.cancelProgram).toHaveBeenCalledWith(41, 'Too few players'));
    expect(await screen.findByText(/Junior summer camp is cancelled/)).toBeTruthy();
  });

  it('lists a tournament with each division’s entries instead of a capacity', async () => {
    renderApp({ url: '/owner/event-setup', loggedIn: true, api: ownerApi([apiTournament, apiCamp]) });
    const table = await screen.findByRole('table', { name: /tournaments, newest first/ });
    const row = within(table).getByRole('row', { name: /Spring open/ });
    expect(within(row).getByText('Tournament')).toBeTruthy();
    expect(within(row).getByText('Open doubles 3.5: 3 / 16')).toBeTruthy();
    expect(within(row).getByText('50+ singles: 0 / 8')).toBeTruthy();
    expect(within(row).queryByText('6 / 40')).toBeNull();
  });

  it('creates a tournament with a doubles division: divisions instead of capacity and prices', async () => {
    const api = ownerApi([]);
    api.eventSetup.createProgram.mockResolvedValue(apiTournament);
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    await userEvent.click(await screen.findByRole('button', { name: 'New program' }));
    const dialog = await findDialog('New program');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^Kind/ }), 'tournament');
    expect(within(dialog).getByRole('heading', { name: 'Divisions' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Registration' })).toBeTruthy();
    for (const gone of [/^Capacity/, /^Member price/, /^Non-member price/, /^Early-bird price/])
      expect(within(dialog).queryByRole('textbox', { name: gone })).toBeNull();
    setValue(within(dialog).getByRole('textbox', { name: 'Title (English)' }), 'Spring open');

    // One division to start with; it cannot be removed while it is the only one.
    const first = within(dialog).getByRole('group', { name: 'Division 1' });
    expect(within(first).getByRole('button', { name: 'Remove division 1' }).getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(first).getAllByText('Fill this in.')).toHaveLength(1);
    expect(within(first).getByText('Enter an amount in dollars, such as 12.50.')).toBeTruthy();
    setValue(within(first).getByRole('textbox', { name: /^Division name/ }), 'Open doubles 3.5');
    await userEvent.selectOptions(within(first).getByRole('combobox', { name: /^Format/ }), 'Doubles');
    setValue(within(first).getByRole('textbox', { name: /^Level/ }), '3.5');
    setValue(within(first).getByRole('textbox', { name: /^Maximum entries/ }), '0');
    setValue(within(first).getByRole('textbox', { name: /^Entry fee per player/ }), '40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The message says the range the server takes (issue 25), not just that there is one.
    expect(within(first).getByText('Enter a whole number from 1 to 256.')).toBeTruthy();
    setValue(within(first).getByRole('textbox', { name: /^Maximum entries/ }), '12');

    // A second division, then removed again.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a division' }));
    expect(within(dialog).getByRole('group', { name: 'Division 2' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove division 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Division 2' })).toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Add a division' }));

    setValue(within(dialog).getByLabelText(/^Date(?!s)/), '2027-05-15');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Court 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = api.eventSetup.createProgram.mock.calls[0][0];
    expect(body).toMatchObject({
      kind: 'tournament',
      title: { en: 'Spring open', fr: null },
      divisions: [{ name: 'Open doubles 3.5', format: 'doubles', level: '3.5', minAge: null, maxEntries: 12, feeCents: 4000 }],
    });
    for (const field of ['capacity', 'memberPriceCents', 'nonMemberPriceCents', 'earlyBirdPriceCents', 'earlyBirdUntil'])
      expect(body).not.toHaveProperty(field);
    expect(await screen.findByText('Spring open is saved.')).toBeTruthy();
  });

  it('edits a tournament: a division with entries stays, a server refusal shows on the division’s field', async () => {
    const api = ownerApi([apiTournament]);
    api.eventSetup.updateProgram
      .mockRejectedValueOnce(
        new HttpFailure('Check the fields', 400, undefined, { 'divisions.0.maxEntries': 'At least the 3 entries already made.' }, 'invalid_field'),
      )
      .mockRejectedValueOnce(new HttpFailure('Division 72 has entries.', 409, undefined, undefined, 'program_division_has_entries'));
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Spring open' }));
    const dialog = await findDialog('Edit Spring open');
    const first = within(dialog).getByRole('group', { name: 'Division 1' });
    expect(within(first).getByText('3 entries so far: this division cannot be removed.')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Remove division 1' }).getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove division 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.eventSetup.updateProgram).toHaveBeenCalledWith(45, {
        divisions: [{ id: 71, name: 'Open doubles 3.5', format: 'doubles', level: '3.5', minAge: null, maxEntries: 16, feeCents: 4000 }],
      }),
    );
    expect(await within(first).findByText('At least the 3 entries already made.')).toBeTruthy();
    // Entries made since the form opened: the server's refusal, in the app's words.
    setValue(within(first).getByRole('textbox', { name: /^Maximum entries/ }), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This division already has entries, so it cannot be removed: keep it, or cancel its entries first.')).toBeTruthy();
  });

  it('shows a tournament’s registrations with division and partner, and its waitlist in venue time', async () => {
    const api = ownerApi([apiTournament]);
    api.eventSetup.registrations.mockResolvedValue(tournamentEnrolments);
    api.eventSetup.waitlist.mockResolvedValue(waitlist);
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Registrations for Spring open' }));
    const table = await screen.findByRole('table', { name: 'People registered for Spring open' });
    expect(within(table).getByRole('columnheader', { name: 'Division' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Partner' })).toBeTruthy();
    const alice = within(table).getByRole('row', { name: /Alice Lim/ });
    expect(within(alice).getByText('Open doubles 3.5')).toBeTruthy();
    expect(within(alice).getByText('Bob M.')).toBeTruthy();
    expect(api.eventSetup.waitlist).toHaveBeenCalledWith(45);

    const line = screen.getByRole('list', { name: 'Waitlist' });
    const [chris, dana] = within(line).getAllByRole('listitem');
    expect(chris.getAttribute('value')).toBe('1');
    expect(chris.textContent).toContain('Chris Wong');
    expect(within(chris).getByRole('link', { name: 'chris@example.com' })).toBeTruthy();
    expect(chris.textContent).toContain('Division: Open doubles 3.5');
    // 16:30 UTC is 12:30 p.m. in Toronto in May.
    expect(chris.textContent).toContain('Offered a place until May 1, 2027 at 12:30 p.m.');
    expect(dana.textContent).toContain('Waiting');
  });

  it('a camp’s registrations have no division column; a waitlist that fails to load leaves them on screen', async () => {
    const api = ownerApi();
    api.eventSetup.registrations.mockResolvedValue(enrolments);
    api.eventSetup.waitlist.mockRejectedValueOnce(new HttpFailure('Down', 503)).mockResolvedValue([]);
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Registrations for Junior summer camp' }));
    const table = await screen.findByRole('table', { name: 'People registered for Junior summer camp' });
    expect(within(table).queryByRole('columnheader', { name: 'Division' })).toBeNull();
    expect(await screen.findByText(/The waitlist could not be loaded/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nobody is waiting.')).toBeTruthy();
  });

  it('shows the registrations with their CSV, cancels one without a refund and e-mails everyone', async () => {
    const api = ownerApi();
    api.eventSetup.registrations.mockResolvedValue(enrolments);
    api.eventSetup.cancelRegistration.mockResolvedValue({ refundCents: 0 });
    api.eventSetup.emailRegistrants.mockResolvedValue({ sent: 2 });
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Registrations for Junior summer camp' }));
    const table = await screen.findByRole('table', { name: 'People registered for Junior summer camp' });
    expect(within(table).getByRole('row', { name: /Sam Player/ }).textContent).toContain('pat@example.com');
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/owner/programs/41/registrations.csv');

    await userEvent.click(within(table).getByRole('button', { name: 'Cancel the registration of Lee Player' }));
    const cancel = await findDialog('Cancel the registration of Lee Player?');
    await userEvent.click(within(cancel).getByRole('radio', { name: 'No refund' }));
    await userEvent.click(within(cancel).getByRole('button', { name: 'Cancel the registration' }));
    await waitFor(() => expect(api.eventSetup.cancelRegistration).toHaveBeenCalledWith(41, 802, false));

    await userEvent.click(await screen.findByRole('button', { name: 'E-mail all registrants' }));
    const email = await findDialog('E-mail the registrants of Junior summer camp');
    await userEvent.type(within(email).getByRole('textbox', { name: /^Subject/ }), 'Rain plan');
    setValue(within(email).getByRole('textbox', { name: /^Message/ }), 'We play indoors.');
    await userEvent.click(within(email).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent to 2 registrants.')).toBeTruthy();
    expect(api.eventSetup.emailRegistrants).toHaveBeenCalledWith(41, 'Rain plan', 'We play indoors.');
  });
});
