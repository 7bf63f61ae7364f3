import { createCoreApi, type Api, type FeatureApis } from '@/lib/api/api';
import type { FeatureManifest } from '@/lib/feature-manifest';
import type { HttpClient } from '@/lib/http-client';
import { FEATURES } from './features';

type CallsOf<Manifest> = Manifest extends { api: infer Factories } ? keyof Factories : never;
/** Calls a feature declares (FeatureApis) that no listed manifest builds: must be none. */
type Unbuilt = Exclude<keyof FeatureApis, CallsOf<(typeof FEATURES)[number]>>;
type NoneLeft<T extends true> = T;
// A type error here names the calls whose feature is missing from FEATURES.
type _EveryFeatureApiBuilt = NoneLeft<[Unbuilt] extends [never] ? true : Unbuilt>;

/** Every call the SPA makes: the shared ones (src/lib/api) and each feature's own, on the app's HTTP client. */
export function createApi(http: HttpClient, refreshHttp: HttpClient): Api {
  const manifests: readonly FeatureManifest[] = FEATURES;
  const own: Record<string, unknown> = {};
  for (const feature of manifests) {
    for (const [name, build] of Object.entries(feature.api ?? {})) {
      if (name in own) throw new Error(`Two features build api.${name} (the second: ${feature.name}).`);
      own[name] = build(http);
    }
  }
  // Every declared call is built: _EveryFeatureApiBuilt checks it.
  return { ...createCoreApi(http, refreshHttp), ...(own as unknown as FeatureApis) };
}
