import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { camp, clinic, lesson, programList, social } from '../../machines/programs/catalogue-fixtures';

/** The list item (card) of the program titled `title`. */
const card = (title: string) => within(screen.getByRole('link', { name: title }).closest('li')!);

function setup(url: string, loggedIn = false) {
  const api = createFakeApi();
  api.programs.list.mockResolvedValue(programList());
  return renderApp({ url, loggedIn, api });
}

describe('/events', () => {
  it('lists every coming program by month, each card linking to its page with its facts, and points to drop-in', async () => {
    const { api, currentPath } = setup('/events');
    const december = await screen.findByRole('region', { name: 'December 2026' });
    const march = screen.getByRole('region', { name: 'March 2027' });
    expect(api.programs.list).toHaveBeenCalledWith(['camp', 'clinic', 'lesson', 'social', 'tournament']);
    // Soonest first within a month.
    expect(
      within(december)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([lesson.title, clinic.title, social.title]);
    expect(within(march).getByRole('link', { name: camp.title }).getAttribute('href')).toBe('/lesson-info/21');

    const campCard = card(camp.title);
    expect(campCard.getByText('Camp')).toBeTruthy();
    expect(campCard.getByText('Registration open')).toBeTruthy();
    expect(campCard.getByText('March 15, 2027 to March 19, 2027')).toBeTruthy();
    expect(campCard.getByText(/^5 sessions · 9:00\sa\.m\.\s–\s4:00\sp\.m\.$/)).toBeTruthy();
    expect(campCard.getByText('Ages 8–12')).toBeTruthy();
    expect(campCard.getByText('Level: Beginner')).toBeTruthy();
    expect(campCard.getByText('Coach: Dana Coach')).toBeTruthy();
    expect(campCard.getByText('$180.00 · early-bird price')).toBeTruthy();
    expect(campCard.getByText('6 of 16 spots left')).toBeTruthy();

    expect(card(clinic.title).getByText('Full')).toBeTruthy();
    expect(card(clinic.title).getByText('Ages 16 and up')).toBeTruthy();
    expect(card(clinic.title).getByText('No spots left')).toBeTruthy();
    expect(card(lesson.title).getByText(/^Registration opens December 1, 2026(,| at) 9:00\sa\.m\.$/)).toBeTruthy();
    expect(card(social.title).getByText('No registration: just come')).toBeTruthy();
    expect(card(social.title).getByText('Free')).toBeTruthy();
    expect(card(social.title).queryByText(/spots left/)).toBeNull();

    expect(screen.getByRole('heading', { level: 2, name: 'Drop-in play' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the drop-in sessions' }).getAttribute('href')).toBe('/drop-in');

    await userEvent.click(screen.getByRole('link', { name: camp.title }));
    expect(currentPath()).toBe('/lesson-info/21');
  });

  it('filters by kind and by age, and clears the filters', async () => {
    setup('/events');
    await screen.findByRole('region', { name: 'December 2026' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'camp');
    expect(screen.queryByRole('region', { name: 'December 2026' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([camp.title]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), '');
    const age = screen.getByRole('spinbutton', { name: /^Age/ });
    await userEvent.type(age, '14');
    // 14: too old for the camp (8–12), too young for the clinic (16 and up).
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([lesson.title, social.title]);
    await userEvent.clear(age);
    await userEvent.type(age, '10');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([lesson.title, social.title, camp.title]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'clinic');
    expect(screen.getByText('Nothing matches these filters.')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: /^Age/ }).value).toBe('');
  });

  it('says when nothing is scheduled, and offers to try again when the list cannot be read', async () => {
    const api = createFakeApi();
    api.programs.list.mockRejectedValueOnce({ status: 500, message: 'Down' }).mockResolvedValue(programList([]));
    renderApp({ url: '/events', api });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing is scheduled yet. Check back soon.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Kind' })).toBeNull();
  });
});

describe('/camps', () => {
  it('lists only camps, ages and dates first, with an age filter', async () => {
    const api = createFakeApi();
    api.programs.list.mockResolvedValue(
      programList([
        camp,
        {
          ...camp,
          id: 25,
          title: 'Summer teen camp',
          minAge: 13,
          maxAge: 17,
          firstDate: '2027-07-05',
          lastDate: '2027-07-09',
          startsAt: '2027-07-05T13:00:00.000Z',
          endsAt: '2027-07-09T20:00:00.000Z',
        },
      ]),
    );
    renderApp({ url: '/camps', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Camps' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'July 2027' })).toBeTruthy();
    expect(api.programs.list).toHaveBeenCalledWith(['camp']);
    expect(card(camp.title).getByText('Ages 8–12')).toBeTruthy();
    expect(card('Summer teen camp').getByText('July 5, 2027 to July 9, 2027')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Kind' })).toBeNull();
    await userEvent.type(screen.getByRole('spinbutton', { name: /^Age/ }), '15');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Summer teen camp']);
  });
});

describe('/lessons', () => {
  it('lists clinics and lessons, filtered by level and by coach', async () => {
    const api = createFakeApi();
    api.programs.list.mockResolvedValue(programList([clinic, lesson]));
    renderApp({ url: '/lessons', api });
    await screen.findByRole('region', { name: 'December 2026' });
    expect(api.programs.list).toHaveBeenCalledWith(['clinic', 'lesson']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Coach' }), 'Sam Coach');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([clinic.title]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Coach' }), 'All coaches');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Beginner');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([lesson.title]);
  });

  it('reads the list again as the caller once they log in (each price is theirs)', async () => {
    const api = createFakeApi();
    api.programs.list.mockResolvedValue(programList([clinic, lesson]));
    renderApp({ url: '/lessons', api });
    await screen.findByRole('region', { name: 'December 2026' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Log in' })[0]);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^E-mail/), 'member@example.com');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'demo-pass-2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.programs.list).toHaveBeenCalledTimes(2));
  });
});
