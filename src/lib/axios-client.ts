import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { API_BASE_URL, CSRF_HEADER } from './constants';
import { readCsrfToken } from './cookies';
import { HttpFailure, type HttpEvents } from './http-client';

// The axios half of the HTTP client, loaded on the first request (src/lib/http-client.ts) so the
// first page paints without it.

type RetriableConfig = InternalAxiosRequestConfig & { retriedAfterRefresh?: boolean };

const baseConfig = {
  baseURL: API_BASE_URL,
  withCredentials: true,
  timeout: 0, // spec: no timeout
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: CSRF_HEADER,
  // spec: arrays as repeated keys (?court=1&court=2)
  paramsSerializer: { indexes: null },
} as const;

function attachCsrfHeader(config: InternalAxiosRequestConfig) {
  const token = readCsrfToken();
  if (token && config.method && config.method.toLowerCase() !== 'get') config.headers.set(CSRF_HEADER, token);
  return config;
}

function toHttpFailure(error: unknown): HttpFailure {
  if (error instanceof AxiosError) {
    const data = error.response?.data as
      { message?: unknown; name?: unknown; fields?: unknown; fieldCodes?: unknown; code?: unknown; params?: unknown; conflicts?: unknown } | string | undefined;
    const body = typeof data === 'object' && data !== null ? data : {};
    const message =
      typeof body.message === 'string'
        ? body.message
        : typeof data === 'string' && data.length > 0 && data.length < 300
          ? data
          : error.response
            ? `The server answered ${error.response.status}.`
            : 'Cannot reach the server. Check your connection and try again.';
    const code =
      typeof body.code === 'string' ? body.code : error.response ? (typeof body.message === 'string' ? undefined : 'http_status') : 'network_unreachable';
    return new HttpFailure(
      message,
      error.response?.status,
      typeof body.name === 'string' ? body.name : undefined,
      typeof body.fields === 'object' && body.fields !== null ? (body.fields as Record<string, string>) : undefined,
      code,
      typeof body.params === 'object' && body.params !== null
        ? (body.params as Record<string, string | number>)
        : error.response && !body.message
          ? { status: error.response.status }
          : undefined,
      Array.isArray(body.conflicts) ? (body.conflicts as { date: string; court: number }[]) : undefined,
      typeof body.fieldCodes === 'object' && body.fieldCodes !== null
        ? (body.fieldCodes as Record<string, { code: string; params?: Record<string, string | number> }>)
        : undefined,
    );
  }
  return new HttpFailure(error instanceof Error ? error.message : String(error));
}

/** The second, bare instance used only for auth/refresh, so a refresh never triggers a refresh. */
export function createAxiosRefreshClient(): AxiosInstance {
  const client = axios.create(baseConfig);
  client.interceptors.request.use(attachCsrfHeader);
  return client;
}

/** The app's one HTTP client (spec §7): credentials, JSON, no timeout, CSRF header, silent refresh. */
export function createAxiosHttpClient(events: HttpEvents): AxiosInstance {
  const log = events.log ?? console;
  const client = axios.create(baseConfig);

  client.interceptors.request.use((config) => {
    events.requestStarted();
    const language = events.language?.();
    if (language) config.headers.set('Accept-Language', language);
    return attachCsrfHeader(config);
  });

  client.interceptors.response.use(
    (response) => {
      events.requestEnded();
      return response;
    },
    async (error: AxiosError) => {
      events.requestEnded();
      const config = error.config as RetriableConfig | undefined;
      const failure = toHttpFailure(error);
      if (failure.status === 401 && failure.name === 'TokenExpiredError' && config && !config.retriedAfterRefresh) {
        const refreshed = await events.tokenExpired();
        if (refreshed) return client.request({ ...config, retriedAfterRefresh: true } as RetriableConfig);
      }
      if (failure.status === 404) log.log('Route not found', config?.url);
      else log.error(failure.message, { status: failure.status, url: config?.url });
      return Promise.reject(failure);
    },
  );
  return client;
}
