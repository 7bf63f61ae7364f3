import type auth from '@/locales/en-CA/auth.json';
import type { FeatureManifest, LazyScreen } from '@/lib/feature-manifest';

declare module '@/i18n/catalog-domains' {
  interface Catalogues {
    auth: typeof auth;
  }
}

/** Logging in, signing up and resetting a password. Its calls (auth) are shared, in src/lib/api. */
export const authManifest = {
  name: 'auth',
  routes: [
    {
      path: '/redirect/reset-password/:id/:token',
      titleId: 'page.resetPassword',
      position: 230,
      load: () => import('./reset-password-page'),
      catalogues: ['auth'],
    },
  ],
} satisfies FeatureManifest;

/**
 * The login dialog, a chunk of its own that the shell mounts when the login-modal machine first opens
 * (the first page never needs it). Its words: auth, and account for the person fields signup shares with Account.
 */
export const loginModalScreen = {
  load: () => import('./login-modal').then((module) => ({ default: module.LoginModal })),
  catalogues: ['auth', 'account'],
} satisfies LazyScreen;
