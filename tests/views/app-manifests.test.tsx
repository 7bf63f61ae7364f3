/**
 * The shell is built from the features' manifests (src/app/features.ts): the route table, the site's
 * menu and the staff's bar come out exactly as the spec orders them, every route is reachable at its
 * own path, every manifest is listed, and the API has every call the views are typed against.
 */
import { renderHook } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchRoute, useRouter } from 'wouter';
import { createApi } from '@/app/create-api';
import { FEATURES } from '@/app/features';
import { NAVIGATION_ITEMS, STAFF_ITEMS } from '@/app/navigation-items';
import { APP_ROUTES, BARE_PATHS, FEATURE_ROUTES } from '@/app/routes';
import { ALL_DOMAINS } from '@/i18n/catalogs';
import type { HttpClient } from '@/lib/http-client';
import { createFakeApi } from './support/fake-api';

const guardOf = (guard: (typeof APP_ROUTES)[number]['guard']) => (typeof guard === 'function' ? 'by its parameters' : (guard ?? 'none'));

describe('the route table from the manifests', () => {
  it('has the spec’s routes, then the invitation, open play’s board and check-in, the roster and the order tools, in order, with their titles and guards', () => {
    expect(APP_ROUTES.map((route) => [route.path, route.titleId, guardOf(route.guard)])).toEqual([
      ['/', 'nav.home', 'none'],
      ['/account/:id?', 'nav.account', 'by its parameters'],
      ['/bookings', 'nav.bookCourt', 'none'],
      ['/camps', 'nav.camps', 'none'],
      ['/tournaments', 'nav.tournaments', 'none'],
      ['/tournaments/invitations/:token', 'page.tournamentInvitation', 'none'],
      ['/drop-in', 'nav.dropIn', 'none'],
      ['/lessons', 'nav.lessons', 'none'],
      ['/events', 'nav.events', 'none'],
      ['/partners', 'nav.partners', 'none'],
      ['/coaches', 'nav.coaches', 'none'],
      ['/lesson-info/:lessonId', 'page.lesson', 'none'],
      ['/open-play/:sessionId/board', 'page.courtBoard', 'none'],
      ['/open-play/:sessionId/check-in', 'page.openPlayCheckIn', 'loggedIn'],
      ['/admin/users', 'nav.users', 'admin'],
      ['/admin/bookings-overview', 'nav.bookingsOverview', 'admin'],
      ['/admin/bookings-overview/sessions/:sessionId', 'nav.bookingsOverview', 'admin'],
      ['/admin/orders', 'nav.orders', 'admin'],
      ['/admin/takings', 'nav.takings', 'admin'],
      ['/owner/settings', 'nav.companySettings', 'owner'],
      ['/owner/dropin-setup', 'nav.dropInSetup', 'owner'],
      ['/owner/event-setup', 'nav.eventSetup', 'owner'],
      ['/redirect/checkout-success', 'page.yourOrder', 'none'],
      ['/redirect/checkout-cancel', 'page.paymentCancelled', 'none'],
      ['/redirect/reset-password/:id/:token', 'page.resetPassword', 'none'],
    ]);
  });

  it('draws the court board alone, without the shell (a screen at the venue)', () => {
    expect(BARE_PATHS).toEqual(['/open-play/:sessionId/board']);
  });

  it('asks Account’s guard for the member’s own account, or staff access to someone’s by id', () => {
    const account = APP_ROUTES.find((route) => route.path === '/account/:id?')!;
    expect(typeof account.guard === 'function' && account.guard({})).toEqual({ account: true });
    expect(typeof account.guard === 'function' && account.guard({ id: '7' })).toEqual({ account: true, id: 7 });
  });

  it('reaches every route at its own path: no pattern is matched first by another route', () => {
    const { parser } = renderHook(() => useRouter()).result.current;
    for (const route of APP_ROUTES) {
      const url = route.path.replace(/\/:(\w+)\?/g, '/7').replace(/:(\w+)/g, '7');
      const first = APP_ROUTES.find((candidate) => matchRoute(parser, candidate.path, url)[0]);
      expect(first?.path, url).toBe(route.path);
    }
  });

  it('gives every route its own place and path, and only catalogues that exist', () => {
    expect(new Set(FEATURE_ROUTES.map((route) => route.position)).size).toBe(FEATURE_ROUTES.length);
    expect(new Set(FEATURE_ROUTES.map((route) => route.path)).size).toBe(FEATURE_ROUTES.length);
    for (const route of FEATURE_ROUTES) {
      expect(route.catalogues.length, route.path).toBeGreaterThan(0);
      for (const domain of route.catalogues) expect(ALL_DOMAINS, `${route.path}: ${domain}`).toContain(domain);
    }
  });
});

describe('the menus from the manifests', () => {
  it('puts the spec’s menu in the order members look for them, each from its width', () => {
    expect(NAVIGATION_ITEMS.map((item) => [item.titleId, item.href, item.inlineFrom])).toEqual([
      ['nav.home', '/', 'widest'],
      ['nav.bookCourt', '/bookings', 'always'],
      ['nav.dropIn', '/drop-in', 'always'],
      ['nav.lessons', '/lessons', 'always'],
      ['nav.camps', '/camps', 'wide'],
      ['nav.tournaments', '/tournaments', 'wide'],
      ['nav.events', '/events', 'widest'],
      ['nav.coaches', '/coaches', 'widest'],
      ['nav.partners', '/partners', 'widest'],
      ['nav.account', '/account', 'always'],
    ]);
  });

  it('lists the staff’s pages, the owner’s last', () => {
    expect(STAFF_ITEMS.map((item) => [item.titleId, item.href, item.ownerOnly])).toEqual([
      ['nav.users', '/admin/users', false],
      ['nav.bookingsOverview', '/admin/bookings-overview', false],
      ['nav.orders', '/admin/orders', false],
      ['nav.takings', '/admin/takings', false],
      ['nav.companySettings', '/owner/settings', true],
      ['nav.dropInSetup', '/owner/dropin-setup', true],
      ['nav.eventSetup', '/owner/event-setup', true],
    ]);
  });

  it('words every menu entry from the app catalogue, which the first page has', () => {
    const app = JSON.parse(readFileSync(join(process.cwd(), 'src/locales/en-CA/app.json'), 'utf8')) as Record<string, string>;
    for (const item of [...NAVIGATION_ITEMS, ...STAFF_ITEMS]) expect(app[item.titleId], item.titleId).toBeDefined();
  });

  it('gives every entry its own place in its menu', () => {
    const places = (menu: 'menu' | 'staffMenu') => FEATURE_ROUTES.flatMap((route) => (route[menu] ? [route[menu].position] : []));
    for (const menu of ['menu', 'staffMenu'] as const) expect(new Set(places(menu)).size, menu).toBe(places(menu).length);
  });
});

describe('the features list', () => {
  it('has every feature that has a manifest, under its folder’s name', () => {
    const featuresDir = join(process.cwd(), 'src/features');
    const withManifest = readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && readdirSync(join(featuresDir, entry.name)).includes('manifest.ts'))
      .map((entry) => entry.name);
    expect(FEATURES.map((feature) => feature.name).sort()).toEqual(withManifest.sort());
  });

  it('builds an API with every call the views are typed against (the fake API satisfies the same type), each once', () => {
    const http = {} as HttpClient;
    expect(Object.keys(createApi(http, http)).sort()).toEqual(Object.keys(createFakeApi()).sort());
  });
});
