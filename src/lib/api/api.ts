import type { HttpClient } from '@/lib/http-client';
import { createAlertApi } from './alert-api';
import { createAuthApi } from './auth-api';
import { createBookingsApi } from './bookings-api';
import { createCompanySettingsApi } from './company-settings-api';
import { createContentApi } from './content-api';
import { createEventSetupApi } from './event-setup-api';
import { createHouseholdsApi } from './households-api';
import { createInvitationsApi } from './invitations-api';
import { createMembershipsApi } from './memberships-api';
import { createOrdersApi } from './orders-api';
import { createProgramSetupApi } from './program-setup-api';
import { createProgramsApi } from './programs-api';
import { createStaffAccountsApi } from './staff-accounts-api';
import { createUploadsApi } from './uploads-api';
import { createUsersApi } from './users-api';
import { createWhatsOnApi } from './whats-on-api';

/** Every call the SPA makes, bound to the app's HTTP client (and the bare one for refresh). */
export function createApi(http: HttpClient, refreshHttp: HttpClient) {
  return {
    auth: createAuthApi(http, refreshHttp),
    alert: createAlertApi(http),
    companySettings: createCompanySettingsApi(http),
    users: createUsersApi(http),
    bookings: createBookingsApi(http),
    orders: createOrdersApi(http),
    households: createHouseholdsApi(http),
    memberships: createMembershipsApi(http),
    staffAccounts: createStaffAccountsApi(http),
    uploads: createUploadsApi(http),
    content: createContentApi(http),
    programSetup: createProgramSetupApi(http),
    eventSetup: createEventSetupApi(http),
    programs: createProgramsApi(http),
    invitations: createInvitationsApi(http),
    whatsOn: createWhatsOnApi(http),
  };
}

export type Api = ReturnType<typeof createApi>;
