import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { needCatalogs } from '@/i18n/catalogs';
import type { MessageId } from '@/i18n/translate';
import type { FeatureManifest, FeatureRoute, LazyScreen } from '@/lib/feature-manifest';
import { notFoundScreen } from '@/features/venue/manifest';
import { FEATURES } from './features';

type Page = LazyExoticComponent<ComponentType>;

export interface AppRoute {
  path: string;
  /** The page's name in the tab title. */
  titleId: MessageId;
  page: Page;
  /** Which guard applies; the account route derives its requirement from the id. */
  guard?: FeatureRoute['guard'];
}

/** A screen's chunk and its catalogues in the language on screen, loaded side by side. */
const lazyScreen = ({ load, catalogues }: LazyScreen): Page => lazy(async () => (await Promise.all([load(), needCatalogs(...catalogues)]))[0]);

const manifests: readonly FeatureManifest[] = FEATURES;

/** Every feature's routes, by their positions: the spec's (§2), a tournament invitation, a session's roster and the staff's order tools. */
export const FEATURE_ROUTES: readonly FeatureRoute[] = manifests.flatMap((feature) => feature.routes ?? []).sort((a, b) => a.position - b.position);

// Every screen is its own chunk (spec §2: all routes load lazily).
export const APP_ROUTES: readonly AppRoute[] = FEATURE_ROUTES.map((route) => ({
  path: route.path,
  titleId: route.titleId,
  guard: route.guard,
  page: lazyScreen(route),
}));

export const NotFoundPage = lazyScreen(notFoundScreen);

/** The routes drawn without the shell (the court board on the venue's screen). */
export const BARE_PATHS: readonly string[] = FEATURE_ROUTES.flatMap((route) => (route.layout === 'bare' ? [route.path] : []));
