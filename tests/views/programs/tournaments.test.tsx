import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { camp, programList } from '../../machines/programs/catalogue-fixtures';
import { tournament } from '../../machines/programs/tournament-fixtures';

/** The card (list item) of the program titled `title`. */
const card = (title: string) => within(screen.getByRole('link', { name: title }).closest('li')!);
/** A division's part of a card, found by its name. */
const division = (name: string) => within(screen.getByRole('heading', { name }).closest('li')!);

describe('/tournaments', () => {
  it('lists the coming tournaments with their deadline, each division’s facts and spots, and the entrants', async () => {
    const api = createFakeApi();
    api.programs.list.mockResolvedValue(programList([tournament]));
    const { currentPath } = renderApp({ url: '/tournaments', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tournaments' })).toBeTruthy();
    const january = await screen.findByRole('region', { name: 'January 2027' });
    expect(api.programs.list).toHaveBeenCalledWith(['tournament']);

    const classic = card(tournament.title);
    expect(classic.getByText('Tournament')).toBeTruthy();
    expect(classic.getByText('Registration open')).toBeTruthy();
    expect(classic.getByText('January 16, 2027 to January 17, 2027')).toBeTruthy();
    // registrationClosesAt, in the venue's zone.
    expect(classic.getByText(/^Registration closes January 9, 2027(,| at) 11:59\sp\.m\.$/)).toBeTruthy();

    const names = within(january)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Open singles', 'Open doubles', 'Mixed doubles 50+']);
    expect(division('Open singles').getByText('Singles · Level 3.5 · $40.00 per player')).toBeTruthy();
    expect(division('Open singles').getByText('15 of 16 spots left')).toBeTruthy();
    expect(division('Open singles').getByRole('list', { name: 'Entrants in Open singles' }).textContent).toBe('Carl D.');
    const doublesEntrants = within(division('Open doubles').getByRole('list', { name: 'Entrants in Open doubles' }));
    expect(doublesEntrants.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Alice L. / Bob M.', 'Dana K. (partner to confirm)']);
    expect(division('Mixed doubles 50+').getByText('Mixed doubles · Level 4.0 · 50+ · $35.00 per player')).toBeTruthy();
    expect(division('Mixed doubles 50+').getByText('Full — 2 waiting')).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: tournament.title }));
    expect(currentPath()).toBe('/lesson-info/31');
  });

  it('says a deadline at midnight as the end of the day before, never “12:00 a.m.” of the next day', async () => {
    const api = createFakeApi();
    // Midnight in Toronto at the start of January 1, 2027: entries are taken all of December 31.
    api.programs.list.mockResolvedValue(programList([{ ...tournament, registrationClosesAt: '2027-01-01T05:00:00.000Z' }]));
    renderApp({ url: '/tournaments', api });
    await screen.findByRole('region', { name: 'January 2027' });
    expect(card(tournament.title).getByText(/^Registration closes December 31, 2026(,| at) 11:59\sp\.m\.$/)).toBeTruthy();
    expect(screen.queryByText(/12:00\sa\.m\./)).toBeNull();
  });

  it('says when no tournament is scheduled', async () => {
    renderApp({ url: '/tournaments', api: createFakeApi() });
    expect(await screen.findByText('Nothing is scheduled yet. Check back soon.')).toBeTruthy();
  });
});

describe('/events with tournaments', () => {
  it('lists tournaments among the other kinds, with their divisions, and filters them by kind', async () => {
    const api = createFakeApi();
    api.programs.list.mockResolvedValue(programList([camp, tournament]));
    renderApp({ url: '/events', api });
    await screen.findByRole('region', { name: 'January 2027' });
    expect(api.programs.list).toHaveBeenCalledWith(['camp', 'clinic', 'lesson', 'social', 'tournament']);
    expect(card(tournament.title).getByText('Open doubles')).toBeTruthy();
    // The entrants are the Tournaments page's (and the tournament's own page's).
    expect(screen.queryByRole('list', { name: 'Entrants in Open doubles' })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'tournament');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([tournament.title]);
  });
});
