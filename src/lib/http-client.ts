import type { AxiosInstance } from 'axios';
import type * as AxiosClient from './axios-client';

/**
 * What every failed call rejects with: the server's `{ statusCode, message, fields }`, flattened
 * (machines read it through toApiError). An Error, so it carries a stack and can be thrown.
 */
export class HttpFailure extends Error {
  declare name: string;
  constructor(
    message: string,
    readonly status?: number,
    name?: string,
    readonly fields?: Record<string, string>,
    /** The server's stable error code (`court_taken`…) and its values: the screen words it in its language. */
    readonly code?: string,
    readonly params?: Record<string, string | number>,
    /** A schedule refused for taken courts (409 `program_court_conflict`): each date and court in the way. */
    readonly conflicts?: { date: string; court: number }[],
    /** Each field's rule code and raw values: the form words it in the language on screen. */
    readonly fieldCodes?: Record<string, { code: string; params?: Record<string, string | number> }>,
  ) {
    super(message);
    // Only a name the server gave (e.g. TokenExpiredError) is visible; otherwise none, as before.
    Object.defineProperty(this, 'name', { value: name, enumerable: false, configurable: true, writable: true });
  }
}

/**
 * How the HTTP layer talks to the statecharts. The interceptors only report (request started or
 * ended, token expired); the session machine decides what a refresh means and answers here.
 */
export interface HttpEvents {
  /** The language on screen, sent as Accept-Language: the API words mail and errors in it. */
  language?(): string;
  requestStarted(): void;
  requestEnded(): void;
  /** Resolves true once the session machine refreshed the token, false if the login is over. */
  tokenExpired(): Promise<boolean>;
  log?: Pick<Console, 'log' | 'error'>;
}

/** What the API modules call: axios's verbs, answered once axios has loaded. */
export type HttpClient = Pick<AxiosInstance, 'get' | 'post' | 'put' | 'patch' | 'delete'> & {
  /** The axios instance underneath, once loaded (tests give it an adapter). */
  ready(): Promise<AxiosInstance>;
};

/**
 * A client whose axios instance is made on the first call: axios (about 14 KB gzip) then loads as
 * its own chunk, after the first paint, instead of with the entry. A failed load is a network
 * failure like any other, and the next call tries again.
 */
function lazyClient(make: (module: typeof AxiosClient) => AxiosInstance): HttpClient {
  let loading: Promise<AxiosInstance> | undefined;
  const ready = () =>
    (loading ??= import('./axios-client').then(make, (error: unknown) => {
      loading = undefined;
      throw new HttpFailure(error instanceof Error ? error.message : String(error), undefined, undefined, undefined, 'network_unreachable');
    }));
  const verb =
    <K extends 'get' | 'post' | 'put' | 'patch' | 'delete'>(name: K) =>
    (...args: unknown[]) =>
      ready().then((client) => (client[name] as (...rest: unknown[]) => Promise<unknown>)(...args));
  return {
    get: verb('get') as AxiosInstance['get'],
    post: verb('post') as AxiosInstance['post'],
    put: verb('put') as AxiosInstance['put'],
    patch: verb('patch') as AxiosInstance['patch'],
    delete: verb('delete') as AxiosInstance['delete'],
    ready,
  };
}

/** The second, bare client used only for auth/refresh, so a refresh never triggers a refresh. */
export function createRefreshClient(): HttpClient {
  return lazyClient((module) => module.createAxiosRefreshClient());
}

/** The app's one HTTP client (spec §7): credentials, JSON, no timeout, CSRF header, silent refresh. */
export function createHttpClient(events: HttpEvents): HttpClient {
  return lazyClient((module) => module.createAxiosHttpClient(events));
}
