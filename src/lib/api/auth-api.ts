import type { HttpClient } from '@/lib/http-client';
import type { LoginPayload, Profile, Role, SignupPayload } from './types';

/** The spec's auth calls (§7), paths relative to the API base. */
export function createAuthApi(http: HttpClient, refreshHttp: HttpClient) {
  return {
    signup: (payload: SignupPayload) => http.post<Profile>('auth/signup', payload).then((r) => r.data),
    login: (payload: LoginPayload) => http.post<Profile>('auth/login', payload).then((r) => r.data),
    logout: async (): Promise<void> => {
      await http.post('auth/logout');
    },
    clearCookies: async (): Promise<void> => {
      await http.post('auth/clear-cookies');
    },
    /** Spec: empty body, 201 means success; on the second, bare instance. */
    refresh: async () => {
      const response = await refreshHttp.post('auth/refresh', undefined, { validateStatus: () => true });
      return { status: response.status, ok: response.status === 201 };
    },
    requestResetLink: (email: string) => http.post<{ message: string }>('auth/reset-password/link', { email }).then((r) => r.data),
    staffResetLink: (email: string) => http.post<{ link: string; expiresAt: string }>('auth/reset-password/token', { email }).then((r) => r.data),
    verifyResetToken: (id: number, token: string) => http.get<boolean>('auth/reset-password/token', { params: { token, id } }).then((r) => r.data),
    resetPassword: (payload: { id: number; token: string; password: string }) =>
      http.post<{ message: string }>('auth/reset-password', payload).then((r) => r.data),
    setRoles: (id: number, roles: Role[]) => http.put<Profile>(`auth/${id}/roles`, { roles }).then((r) => r.data),
    /** Both checks count a 401 as false (spec §6). */
    hasAdminAccess: () => accessCheck(http, 'auth/access/admin'),
    hasOwnerAccess: () => accessCheck(http, 'auth/access/owner'),
  };
}

async function accessCheck(http: HttpClient, path: string): Promise<boolean> {
  try {
    return Boolean((await http.get<boolean>(path)).data);
  } catch (error) {
    if ((error as { status?: number }).status === 401) return false;
    throw error;
  }
}
