import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { AuthCookies } from '../lib/auth-cookies.js';
import { HttpError, forbidden } from '../lib/http-error.js';
import { AccessTokens, type AccessTokenCheck } from '../lib/jwt.js';

type Role = 'admin' | 'owner';
/** Who may call a route: declared on each route as `config: { access }`. */
type Access = 'public' | 'user' | 'admin' | 'owner';

export interface AuthenticatedUser {
  id: number;
  email: string;
  roles: Role[];
  sessionId: string;
}

/** What the auth module answers for a login: the account behind a live (unrevoked) session. */
export interface SessionAccount {
  id: number;
  email: string;
  roles: string[];
  tokenVersion: number;
}
type FindSessionAccount = (db: Database, userId: number, sessionId: string) => Promise<SessionAccount | null>;

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    authCookies: AuthCookies;
  }
  interface FastifyRequest {
    /** The access cookie's verdict, read once per request (CSRF binding uses it too). */
    accessToken: AccessTokenCheck;
    /**
     * The logged-in caller, on routes whose access is user, admin or owner (the auth hook has checked
     * it before the handler runs). Reading it on a public route is a programming error: use optionalUser().
     */
    readonly user: AuthenticatedUser;
    /** Internal to the auth plugin: what `user` answers. */
    authenticatedUser: AuthenticatedUser | null;
    /**
     * For public routes: the logged-in caller or null (no token, a bad one, an ended login). A genuine
     * but expired token throws the 401 TokenExpiredError, so the SPA refreshes and asks again.
     */
    optionalUser(): Promise<AuthenticatedUser | null>;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** false: no check (signed webhooks); 'origin-only': no token, Origin still checked. */
    csrf?: boolean | 'origin-only';
  }
}

export const isAdmin = (user: Pick<AuthenticatedUser, 'roles'>) => user.roles.includes('admin') || user.roles.includes('owner');
export const isOwner = (user: Pick<AuthenticatedUser, 'roles'>) => user.roles.includes('owner');

/** The one 401 body the SPA refreshes on; only a validly signed, expired token earns it. */
const tokenExpired = () =>
  new HttpError(401, 'Your session has expired.', undefined, { name: 'TokenExpiredError' });
const notLoggedIn = () => new HttpError(401, 'Please log in to continue.');

export default fp(
  /** `findSessionAccount` comes from the auth module (its tables), handed in so this plugin imports no module. */
  async function authPlugin(app: FastifyInstance, opts: { config: AppConfig; findSessionAccount: FindSessionAccount }) {
    app.decorate('accessTokens', new AccessTokens(opts.config.jwtSecret, opts.config.accessTokenTtlSeconds));
    app.decorate('authCookies', new AuthCookies(opts.config));
    app.decorateRequest('accessToken', null as never);
    app.decorateRequest('authenticatedUser', null);
    app.decorateRequest('user', {
      getter(this: FastifyRequest) {
        if (!this.authenticatedUser) throw new Error(`request.user read on ${this.routeOptions.url ?? 'a route'} without a login check; declare config.access or use optionalUser()`);
        return this.authenticatedUser;
      },
    });
    app.decorateRequest('optionalUser', async function optionalUser(this: FastifyRequest) {
      return sessionUser(app, opts.findSessionAccount, this);
    });

    app.addHook('onRequest', async (request) => {
      request.accessToken = await app.accessTokens.check(request.cookies[app.authCookies.names.access]);
    });

    // Runs before validation so an anonymous caller learns nothing from a 400 about a protected route.
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access ?? 'public';
      if (access === 'public') return;
      request.authenticatedUser = await authenticate(app, opts.findSessionAccount, request);
      if (access === 'admin' && !isAdmin(request.user)) throw forbidden('Staff access is required for this.');
      if (access === 'owner' && !isOwner(request.user)) throw forbidden('Owner access is required for this.');
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/**
 * Resolves the caller from the token on every request, then checks the database so that
 * logout (revoked login) and a password reset (token version) take effect at once.
 * A genuine but expired token throws; no token, a bad one or an ended login answers null.
 */
async function sessionUser(app: FastifyInstance, find: FindSessionAccount, request: FastifyRequest): Promise<AuthenticatedUser | null> {
  const verdict = request.accessToken;
  if (verdict.status === 'expired') throw tokenExpired();
  if (verdict.status !== 'valid') return null;
  const { userId, sessionId, tokenVersion } = verdict.claims;
  const row = await find(app.db, userId, sessionId);
  if (!row || row.tokenVersion !== tokenVersion) return null;
  return { id: row.id, email: row.email, roles: row.roles.filter(isRole), sessionId };
}

/** For routes that need a login: the same check, but nobody is a 401. */
async function authenticate(app: FastifyInstance, find: FindSessionAccount, request: FastifyRequest): Promise<AuthenticatedUser> {
  const user = await sessionUser(app, find, request);
  if (!user) throw notLoggedIn();
  return user;
}

function isRole(value: string): value is Role {
  return value === 'admin' || value === 'owner';
}
