import type { HttpClient } from '@/lib/http-client';
import type { Profile, UserPage } from './types';

export type ProfileChanges = Partial<
  Pick<Profile, 'firstName' | 'lastName' | 'gender' | 'postalCode' | 'birthday' | 'phoneNumber' | 'locale' | 'selfRatedLevel'>
>;

export function createUsersApi(http: HttpClient) {
  return {
    me: () => http.get<Profile>('users/me').then((r) => r.data),
    get: (id: number) => http.get<Profile>(`users/${id}`).then((r) => r.data),
    update: (id: number | 'me', changes: ProfileChanges) => http.patch<Profile>(`users/${id}`, changes).then((r) => r.data),
    search: (query: { search?: string; role?: 'admin' | 'owner' | 'staff'; limit?: number; offset?: number }) =>
      http.get<UserPage>('users', { params: query }).then((r) => r.data),
  };
}
