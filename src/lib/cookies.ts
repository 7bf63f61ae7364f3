import { CSRF_COOKIES, LOGGED_IN_COOKIE } from './constants';

function readCookie(name: string, cookieString: string = document.cookie): string | undefined {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The login indicator only drives what the UI shows; the server decides on its own cookies. */
export const hasLoginCookie = (cookieString?: string) => Boolean(readCookie(LOGGED_IN_COOKIE, cookieString));

export function readCsrfToken(cookieString?: string): string | undefined {
  for (const name of CSRF_COOKIES) {
    const value = readCookie(name, cookieString);
    if (value) return value;
  }
  return undefined;
}
