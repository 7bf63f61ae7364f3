import type { HttpClient } from '@/lib/http-client';
import { createAlertApi } from './alert-api';
import { createAuthApi } from './auth-api';
import { createBookingsApi } from './bookings-api';
import { createCompanySettingsApi } from './company-settings-api';
import { createContentApi } from './content-api';
import { createMembershipsApi } from './memberships-api';
import { createOrdersApi } from './orders-api';
import { createUploadsApi } from './uploads-api';
import { createUsersApi } from './users-api';

/**
 * The calls the shell, src/lib or several features make, bound to the app's HTTP client (and the
 * bare one for refresh). A call only one feature makes lives in that feature (its `*-api.ts`).
 */
export function createCoreApi(http: HttpClient, refreshHttp: HttpClient) {
  return {
    auth: createAuthApi(http, refreshHttp),
    alert: createAlertApi(http),
    companySettings: createCompanySettingsApi(http),
    users: createUsersApi(http),
    bookings: createBookingsApi(http),
    orders: createOrdersApi(http),
    memberships: createMembershipsApi(http),
    uploads: createUploadsApi(http),
    content: createContentApi(http),
  };
}

type CoreApi = ReturnType<typeof createCoreApi>;

/**
 * The calls of one feature each, added by the feature's manifest.ts beside the factory it gives the
 * app (src/app/create-api.ts puts them together), by declaration merging:
 *
 *     declare module '@/lib/api/api' {
 *       interface FeatureApis { leagues: LeaguesApi }
 *     }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' declarations
export interface FeatureApis {}

/** Every call the SPA makes: what the app's actors hold and the views are handed. */
export interface Api extends CoreApi, FeatureApis {}
