import type { Profile } from '@/lib/api/types';
import { createFakeApi, memberProfile } from './fake-api';

export const adminProfile: Profile = { ...memberProfile, id: 2, email: 'ada@example.com', firstName: 'Ada', lastName: 'Admin', roles: ['admin'] };
export const ownerProfile: Profile = { ...memberProfile, id: 1, email: 'olive@example.com', firstName: 'Olive', lastName: 'Owner', roles: ['owner'] };

/** A fake API for a logged-in staff member: admin, or owner too. */
export function staffApi(role: 'admin' | 'owner' = 'admin') {
  const api = createFakeApi();
  api.auth.hasAdminAccess.mockResolvedValue(true);
  api.auth.hasOwnerAccess.mockResolvedValue(role === 'owner');
  api.users.me.mockResolvedValue(role === 'owner' ? ownerProfile : adminProfile);
  return api;
}
