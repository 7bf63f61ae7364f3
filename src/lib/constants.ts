/** The spec's login indicator cookie. */
export const LOGGED_IN_COOKIE = 'PB_loggedIn';
/** The CSRF cookie; production prefixes it with __Host- (see docs/decisions.md). */
export const CSRF_COOKIES = ['__Host-XSRF-TOKEN', 'XSRF-TOKEN'] as const;
export const CSRF_HEADER = 'X-XSRF-TOKEN';

export const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/api';
