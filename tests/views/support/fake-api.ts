import { vi } from 'vitest';
import type { Api } from '@/lib/api/api';
import type { AppAlert, Profile } from '@/lib/api/types';
import { DEFAULT_COMPANY_SETTINGS } from '@machines/company-settings';

export const memberProfile: Profile = {
  id: 3,
  email: 'member@example.com',
  firstName: 'Maya',
  lastName: 'Member',
  gender: 'prefer-not-to-say',
  postalCode: 'M5V 2T6',
  birthday: '1990-05-10',
  phoneNumber: '+14165550102',
  roles: [],
  createdAt: '2026-01-01T12:00:00.000Z',
};

/**
 * Every API call as a vi.fn with a harmless default answer; a test overrides what it is about,
 * e.g. `api.auth.login.mockRejectedValue({ status: 401, message: 'Incorrect e-mail or password.' })`.
 * Rejections use the HTTP layer's shape: `{ status, message, name?, fields? }`.
 */
export function createFakeApi() {
  return {
    auth: {
      signup: vi.fn(async () => memberProfile),
      login: vi.fn(async () => memberProfile),
      logout: vi.fn(async () => undefined),
      clearCookies: vi.fn(async () => undefined),
      refresh: vi.fn(async () => ({ status: 201, ok: true })),
      requestResetLink: vi.fn(async () => ({ message: 'If an account exists for that e-mail, we have sent it a link.' })),
      staffResetLink: vi.fn(async () => ({ link: 'http://localhost:3000/redirect/reset-password/3/token', expiresAt: '2026-11-21T12:30:00.000Z' })),
      verifyResetToken: vi.fn(async () => true),
      resetPassword: vi.fn(async () => ({ message: 'Your password has been changed.' })),
      setRoles: vi.fn(async (id: number, roles: Profile['roles']) => ({ ...memberProfile, id, roles })),
      hasAdminAccess: vi.fn(async () => false),
      hasOwnerAccess: vi.fn(async () => false),
    },
    alert: {
      load: vi.fn(async (): Promise<AppAlert | null> => null),
      create: vi.fn(async (body) => ({ id: 1, updatedAt: '2026-11-21T10:00:00.000Z', ...body })),
      update: vi.fn(async (body) => ({ id: 1, updatedAt: '2026-11-21T11:00:00.000Z', ...body })),
      remove: vi.fn(async () => undefined),
    },
    companySettings: {
      load: vi.fn(async () => ({ ...DEFAULT_COMPANY_SETTINGS })),
      save: vi.fn(async (changes) => ({ ...DEFAULT_COMPANY_SETTINGS, ...changes })),
    },
    users: {
      me: vi.fn(async () => memberProfile),
      get: vi.fn(async (id: number) => ({ ...memberProfile, id })),
      update: vi.fn(async (_id, changes) => ({ ...memberProfile, ...changes })),
      search: vi.fn(async () => ({ items: [memberProfile], total: 1 })),
    },
  } satisfies Api;
}

export type FakeApi = ReturnType<typeof createFakeApi>;
