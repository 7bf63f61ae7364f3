import type { ComponentType } from 'react';
import type { RouteRequirement } from '@machines/session';
import type { CatalogDomain } from '@/i18n/catalog-domains';
import type { MessageId } from '@/i18n/translate';
import type { FeatureApis } from '@/lib/api/api';
import type { HttpClient } from '@/lib/http-client';

/**
 * What a feature plugs into the shell, from its `manifest.ts`: its screens (each a lazy chunk, with
 * the menu entries that lead to it) and the factories of the API calls only it makes. src/app
 * composes the route table, the menus and the API from the manifests it lists (src/app/features.ts);
 * the manifest also declares, by declaration merging, the feature's own catalogue domains
 * (`Catalogues`, src/i18n/catalog-domains.ts) and calls (`FeatureApis`, src/lib/api/api.ts).
 */
export interface FeatureManifest {
  /** The feature's folder name under src/features (tests and messages name it). */
  name: string;
  routes?: readonly FeatureRoute[];
  api?: FeatureApiFactories;
}

/** Each of the feature's calls, built once by the app on its HTTP client. */
type FeatureApiFactories = { [Name in keyof FeatureApis]?: (http: HttpClient) => FeatureApis[Name] };

/** A screen that is its own chunk, and the catalogues it is worded from (loaded beside the chunk, in the language on screen). */
export interface LazyScreen {
  load: () => Promise<{ default: ComponentType }>;
  catalogues: readonly CatalogDomain[];
}

/** Route parameters as wouter gives them (`/account/:id?`). */
export type RouteParams = Record<string, string | undefined>;

export interface FeatureRoute extends LazyScreen {
  /** A wouter pattern (`/lesson-info/:lessonId`); matched whole, so no pattern hides another. */
  path: string;
  /** The page's name in the tab title. */
  titleId: MessageId;
  /** Who may see it; a function derives the requirement from the parameters (Account's id). */
  guard?: RouteRequirement | ((params: RouteParams) => RouteRequirement);
  /** Its place in the route table, lowest first, across every feature (tens: room to slot one in between). */
  position: number;
  /** An entry in the site's menu (the header's row, its "More" list and the drawer). */
  menu?: MenuEntry;
  /** An entry in the staff's bar, under the header; only the owner sees it when the route's guard is 'owner'. */
  staffMenu?: { position: number };
  /** 'bare': drawn alone, without the shell's header, banner and footer (the court board on the venue's screen). */
  layout?: 'bare';
}

/**
 * How wide a screen must be for an entry to sit in the header's row; narrower, it moves into "More"
 * (the row must hold the French words too: "Réserver un terrain", "Se déconnecter"). Below 1024 px
 * every entry is in the drawer.
 */
export type InlineFrom = 'always' | 'wide' | 'widest';

interface MenuEntry {
  /** Its place in the menu, lowest first, across every feature (tens, as routes). */
  position: number;
  inlineFrom: InlineFrom;
  /**
   * Where it leads, when not the route's path itself (a pattern with parameters). Its title is the
   * route's, and lives in the app catalogue: the header draws it on every page, the first one included.
   */
  href?: string;
}
