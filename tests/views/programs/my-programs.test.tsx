import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campPlace as CAMP_PLACE } from '../../machines/programs/catalogue-fixtures';
import { createFakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';

const section = async () =>
  within((await screen.findByRole('heading', { name: 'My programs' })).closest('[aria-labelledby="my-programs-heading"]') as HTMLElement);

describe('My programs on Account', () => {
  it('lists each place with whom it is for and its dates, linking to the program’s page', async () => {
    const api = createFakeApi();
    api.programs.myEnrolments.mockResolvedValue({ items: [CAMP_PLACE], timeZone: 'America/Toronto' });
    renderApp({ url: '/account', loggedIn: true, api });
    const mine = await section();
    const link = await mine.findByRole('link', { name: 'March break camp · Leo Member' });
    expect(link.getAttribute('href')).toBe('/lesson-info/21');
    expect(mine.getByText(/^5 dates, .*Mar.* 9, 2026 to .*Mar.* 13, 2026$/)).toBeTruthy();
    expect(mine.getByRole('link', { name: 'Find camps, lessons and events' }).getAttribute('href')).toBe('/events');
  });

  it('shows a tournament place’s division and partner, or that the partner has yet to accept', async () => {
    const api = createFakeApi();
    const entry = {
      ...CAMP_PLACE,
      id: 4,
      programId: 31,
      kind: 'tournament',
      title: 'Winter Classic',
      participantId: 'self' as const,
      participantName: 'Maya Member',
      sessionCount: 2,
    };
    api.programs.myEnrolments.mockResolvedValue({
      items: [
        { ...entry, divisionName: 'Open doubles', partnerName: 'Bob M.', entryComplete: true },
        { ...entry, id: 5, divisionName: 'Mixed doubles 50+', partnerName: null, entryComplete: false },
      ],
      timeZone: 'America/Toronto',
    });
    renderApp({ url: '/account', loggedIn: true, api });
    const mine = await section();
    expect(await mine.findByText('Open doubles · with Bob M.')).toBeTruthy();
    expect(mine.getByText('Mixed doubles 50+ · waiting for your partner to accept')).toBeTruthy();
  });

  it('says when there are none', async () => {
    renderApp({ url: '/account', loggedIn: true, api: createFakeApi() });
    expect(await (await section()).findByText('No camps, lessons or events coming up.')).toBeTruthy();
  });
});
