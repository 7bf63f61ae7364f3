import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config.js';

/** The spec's login indicator: readable by the SPA, never trusted by the server. */
const LOGGED_IN_COOKIE = 'PB_loggedIn';
const REFRESH_PATH = '/api/auth/refresh';

export interface AuthCookieNames {
  access: string;
  refresh: string;
  csrf: string;
  loggedIn: string;
}

/** Production cookies are Secure and prefixed so a subdomain or plain-http page cannot plant them. */
function authCookieNames(config: Pick<AppConfig, 'isProduction'>): AuthCookieNames {
  return config.isProduction
    ? { access: '__Host-access_token', refresh: '__Secure-refresh_token', csrf: '__Host-XSRF-TOKEN', loggedIn: LOGGED_IN_COOKIE }
    : { access: 'access_token', refresh: 'refresh_token', csrf: 'XSRF-TOKEN', loggedIn: LOGGED_IN_COOKIE };
}

export class AuthCookies {
  readonly names: AuthCookieNames;
  private readonly base: CookieSerializeOptions;
  private readonly loginMaxAge: number;

  constructor(private readonly config: AppConfig) {
    this.names = authCookieNames(config);
    this.base = { sameSite: 'lax', secure: config.isProduction, path: '/' };
    this.loginMaxAge = config.refreshTokenTtlDays * 86_400;
  }

  /** The access cookie outlives its JWT so an expired token is still presented and earns TokenExpiredError. */
  setLogin(reply: FastifyReply, tokens: { accessToken: string; refreshToken: string }) {
    reply.setCookie(this.names.access, tokens.accessToken, { ...this.base, httpOnly: true, maxAge: this.loginMaxAge });
    reply.setCookie(this.names.refresh, tokens.refreshToken, {
      ...this.base,
      httpOnly: true,
      path: REFRESH_PATH,
      maxAge: this.loginMaxAge,
    });
    reply.setCookie(this.names.loggedIn, 'true', { ...this.base, httpOnly: false, maxAge: this.loginMaxAge });
  }

  clearLogin(reply: FastifyReply) {
    reply.clearCookie(this.names.access, { ...this.base, httpOnly: true });
    reply.clearCookie(this.names.refresh, { ...this.base, httpOnly: true, path: REFRESH_PATH });
    reply.clearCookie(this.names.loggedIn, { ...this.base });
  }

  setCsrf(reply: FastifyReply, token: string) {
    // Readable by the SPA (double submit); a session cookie, re-armed on the next request when gone.
    reply.setCookie(this.names.csrf, token, { ...this.base, httpOnly: false });
  }
}
