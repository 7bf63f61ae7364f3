import type programs from '@/locales/en-CA/programs.json';
import type { FeatureManifest } from '@/lib/feature-manifest';
import { createEventSetupApi } from './event-setup-api';
import { createInvitationsApi } from './invitations-api';
import { createProgramSetupApi } from './program-setup-api';
import { createProgramsApi } from './programs-api';

declare module '@/i18n/catalog-domains' {
  interface Catalogues {
    programs: typeof programs;
  }
}

declare module '@/lib/api/api' {
  interface FeatureApis {
    programs: ReturnType<typeof createProgramsApi>;
    programSetup: ReturnType<typeof createProgramSetupApi>;
    eventSetup: ReturnType<typeof createEventSetupApi>;
    invitations: ReturnType<typeof createInvitationsApi>;
  }
}

/** Drop-in and the programs (camps, clinics, lessons, socials, tournaments): the players' pages, the roster and the owner's setup. */
export const programsManifest = {
  name: 'programs',
  routes: [
    {
      path: '/camps',
      titleId: 'nav.camps',
      position: 40,
      load: () => import('./camps-page'),
      catalogues: ['venue', 'programs'],
      menu: { position: 50, inlineFrom: 'wide' },
    },
    {
      path: '/tournaments',
      titleId: 'nav.tournaments',
      position: 50,
      load: () => import('./tournaments-page'),
      catalogues: ['venue', 'programs'],
      menu: { position: 60, inlineFrom: 'wide' },
    },
    {
      path: '/tournaments/invitations/:token',
      titleId: 'page.tournamentInvitation',
      position: 60,
      load: () => import('./invitation/invitation-page'),
      catalogues: ['programs', 'checkout'],
    },
    {
      path: '/drop-in',
      titleId: 'nav.dropIn',
      position: 70,
      load: () => import('./drop-in-page'),
      catalogues: ['venue', 'programs', 'checkout'],
      menu: { position: 30, inlineFrom: 'always' },
    },
    {
      path: '/lessons',
      titleId: 'nav.lessons',
      position: 80,
      load: () => import('./lessons-page'),
      catalogues: ['venue', 'programs'],
      menu: { position: 40, inlineFrom: 'always' },
    },
    {
      path: '/events',
      titleId: 'nav.events',
      position: 90,
      load: () => import('./events-page'),
      catalogues: ['venue', 'programs'],
      menu: { position: 70, inlineFrom: 'widest' },
    },
    {
      path: '/lesson-info/:lessonId',
      titleId: 'page.lesson',
      position: 120,
      load: () => import('./lesson-info-page'),
      catalogues: ['venue', 'programs', 'checkout'],
    },
    {
      // A session's roster, opened from the bookings overview (hence its title).
      path: '/admin/bookings-overview/sessions/:sessionId',
      titleId: 'nav.bookingsOverview',
      position: 150,
      load: () => import('./roster/roster-page'),
      // openPlay: the tabs of a session run as open play (the console loads its own part).
      catalogues: ['admin', 'programsStaff', 'openPlay'],
      guard: 'admin',
    },
    {
      path: '/owner/dropin-setup',
      titleId: 'nav.dropInSetup',
      position: 190,
      load: () => import('./dropin-setup-page'),
      catalogues: ['admin', 'venue', 'programsStaff'],
      guard: 'owner',
      staffMenu: { position: 60 },
    },
    {
      path: '/owner/event-setup',
      titleId: 'nav.eventSetup',
      position: 200,
      load: () => import('./event-setup-page'),
      catalogues: ['admin', 'venue', 'programsStaff'],
      guard: 'owner',
      staffMenu: { position: 70 },
    },
  ],
  api: { programs: createProgramsApi, programSetup: createProgramSetupApi, eventSetup: createEventSetupApi, invitations: createInvitationsApi },
} satisfies FeatureManifest;
