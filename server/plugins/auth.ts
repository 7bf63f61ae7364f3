import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { AuthCookies } from '../lib/auth-cookies.js';
import { HttpError, forbidden } from '../lib/http-error.js';
import { AccessTokens, type AccessTokenCheck } from '../lib/jwt.js';
import { KeyedCache } from '../lib/keyed-cache.js';

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
interface SessionAccount {
  id: number;
  email: string;
  roles: string[];
  tokenVersion: number;
}
/** The auth module's reads (its tables), handed in so this plugin imports no module. */
export interface SessionLookups {
  /** The login's user while it is live; null once revoked, or unknown. */
  liveSession(db: Database, sessionId: string): Promise<{ userId: number } | null>;
  account(db: Database, userId: number): Promise<SessionAccount | null>;
}

/**
 * What this instance knows of logins and accounts, kept until NOTIFY auth_changed says otherwise
 * ('session:<id>' when a login ends or goes, 'user:<id>' when roles, token version or e-mail change or
 * the account goes; triggers send them whoever writes). A revoked login stays known as revoked.
 */
class LoginKnowledge {
  readonly sessions: KeyedCache<string, { userId: number } | null>;
  readonly accounts: KeyedCache<number, SessionAccount | null>;

  constructor(usable: () => boolean) {
    this.sessions = new KeyedCache(usable, 50_000);
    this.accounts = new KeyedCache(usable, 20_000);
  }

  changed(payload: string | null) {
    if (payload?.startsWith('session:')) return this.sessions.drop(payload.slice('session:'.length));
    const userId = payload?.startsWith('user:') ? Number(payload.slice('user:'.length)) : NaN;
    if (Number.isInteger(userId)) return this.accounts.drop(userId);
    this.sessions.clear();
    this.accounts.clear();
  }
}

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
const tokenExpired = () => new HttpError(401, 'Your session has expired.', undefined, { name: 'TokenExpiredError' }).coded('token_expired');
const notLoggedIn = () => new HttpError(401, 'Please log in to continue.').coded('login_required');

export default fp(
  async function authPlugin(app: FastifyInstance, opts: { config: AppConfig; sessions: SessionLookups }) {
    app.decorate('accessTokens', new AccessTokens(opts.config.jwtSecret, opts.config.accessTokenTtlSeconds));
    app.decorate('authCookies', new AuthCookies(opts.config));
    app.decorateRequest('accessToken', null as never);
    app.decorateRequest('authenticatedUser', null);
    app.decorateRequest('user', {
      getter(this: FastifyRequest) {
        if (!this.authenticatedUser)
          throw new Error(`request.user read on ${this.routeOptions.url ?? 'a route'} without a login check; declare config.access or use optionalUser()`);
        return this.authenticatedUser;
      },
    });
    const knowledge = new LoginKnowledge(() => app.changeFeed.live);
    const unsubscribe = await app.changeFeed.subscribe('auth_changed', (event) => knowledge.changed(event.type === 'message' ? event.payload : null));
    app.addHook('onClose', async () => unsubscribe());
    const lookup: Lookup = { app, sessions: opts.sessions, knowledge };
    app.decorateRequest('optionalUser', async function optionalUser(this: FastifyRequest) {
      return sessionUser(lookup, this);
    });

    app.addHook('onRequest', async (request) => {
      request.accessToken = await app.accessTokens.check(request.cookies[app.authCookies.names.access]);
    });

    // Runs before validation so an anonymous caller learns nothing from a 400 about a protected route.
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access ?? 'public';
      if (access === 'public') return;
      request.authenticatedUser = await authenticate(lookup, request);
      if (access === 'admin' && !isAdmin(request.user)) throw forbidden('Staff access is required for this.').coded('staff_only');
      if (access === 'owner' && !isOwner(request.user)) throw forbidden('Owner access is required for this.').coded('owner_only');
    });
  },
  { name: 'auth', dependencies: ['db', 'change-feed'] },
);

interface Lookup {
  app: FastifyInstance;
  sessions: SessionLookups;
  knowledge: LoginKnowledge;
}

/**
 * Resolves the caller from the token, then from what this instance knows of the login (live, token
 * version, roles), which every instance keeps current through the change feed, so logout, a password
 * reset and a role change take effect at once without a database statement per read.
 * A genuine but expired token throws; no token, a bad one or an ended login answers null.
 */
async function sessionUser({ app, sessions, knowledge }: Lookup, request: FastifyRequest): Promise<AuthenticatedUser | null> {
  const verdict = request.accessToken;
  if (verdict.status === 'expired') throw tokenExpired();
  if (verdict.status !== 'valid') return null;
  const { userId, sessionId, tokenVersion } = verdict.claims;
  const session = await knowledge.sessions.get(sessionId, () => sessions.liveSession(app.db, sessionId));
  if (!session || session.userId !== userId) return null;
  // An unknown account is not remembered: only deletions and truncations are announced.
  const account = await knowledge.accounts.get(
    userId,
    () => sessions.account(app.db, userId),
    (value) => value !== null,
  );
  if (!account || account.tokenVersion !== tokenVersion) return null;
  return { id: account.id, email: account.email, roles: account.roles.filter(isRole), sessionId };
}

/** For routes that need a login: the same check, but nobody is a 401. */
async function authenticate(lookup: Lookup, request: FastifyRequest): Promise<AuthenticatedUser> {
  const user = await sessionUser(lookup, request);
  if (!user) throw notLoggedIn();
  return user;
}

function isRole(value: string): value is Role {
  return value === 'admin' || value === 'owner';
}
