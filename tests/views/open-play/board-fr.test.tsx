import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLocale } from '@/i18n/catalogs';
import { createFakeApi } from '../support/fake-api';
import { FakeEventSource } from '../support/fake-event-source';
import { renderApp } from '../support/render-app';
import { boardView } from './open-play-views';

beforeEach(async () => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T14:17:00.000Z'));
  await act(() => switchLocale('fr-CA'));
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await act(() => switchLocale('en-CA'));
});

describe('/open-play/:sessionId/board in French (fr-CA)', () => {
  it('puts French first and English under it, with the French words and times', async () => {
    const api = createFakeApi();
    api.openPlay.board.mockResolvedValue(boardView({ title: 'Jeu libre du matin' }));
    renderApp({ url: '/open-play/31/board?key=k3y', api });
    await screen.findByRole('heading', { level: 1, name: 'Jeu libre du matin' });
    // « 9 h – 11 h », the venue's time the French way.
    expect(screen.getByText((text) => text.replace(/\s/g, ' ') === '9 h – 11 h')).toBeTruthy();
    const court1 = screen.getByRole('listitem', { name: 'Terrain 1 Court 1' });
    expect(within(court1).getByText('contre')).toBeTruthy();
    expect(within(court1).getByText('Groupes mélangés')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Terrain 2 Court 2' })).getByText('Libre')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Prochaines parties au prochain terrain libre Up next on the next free court' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'La file The line' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Code QR pour vous enregistrer à cette séance' })).toBeTruthy();
    expect(screen.getByText('Balayez pour vous enregistrer')).toBeTruthy();
    expect(screen.getByText('Scan to check in')).toBeTruthy();
    // Each second-language phrase says which language it is in.
    expect(screen.getByText('Scan to check in').getAttribute('lang')).toBe('en-CA');
  });
});
