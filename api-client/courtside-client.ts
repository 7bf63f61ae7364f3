/**
 * A typed client of the Courtside API for a venue's own integrations (a script, a kiosk, a report),
 * built on openapi-fetch and the types generated from the API's map (openapi.d.ts): every path,
 * parameter, body and answer is checked by TypeScript against the document the server serves.
 *
 *   const api = createCourtsideClient({ baseUrl: 'https://courts.example.ca' });
 *   await api.GET('/api/company-settings');                       // any answer arms the CSRF token
 *   await api.POST('/api/auth/login', { body: { email, password } });
 *   const { data, error } = await api.GET('/api/bookings/mine');  // data typed; error is ApiError
 *
 * The API authenticates with cookies, as it does the browser: this client keeps them (the access,
 * refresh and CSRF cookies) and sends the CSRF cookie's value back as X-XSRF-TOKEN on every write.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './openapi.js';

/** The one error body every refusal has; `code` is stable and says which refusal it is. */
export type ApiError = components['schemas']['ApiError'];
export type CourtsideClient = Client<paths>;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** XSRF-TOKEN in development, __Host-XSRF-TOKEN in production. */
const isCsrfCookie = (name: string) => name.endsWith('XSRF-TOKEN');

interface StoredCookie {
  value: string;
  path: string;
}

/** Just enough of a browser's cookie jar for one site: names, values and paths; a cleared cookie goes. */
class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();

  keep(setCookie: string) {
    const [pair, ...attributes] = setCookie.split(';').map((part) => part.trim());
    const equals = pair.indexOf('=');
    if (equals <= 0) return;
    const name = pair.slice(0, equals);
    const value = pair.slice(equals + 1);
    const attribute = (key: string) => attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const expires = attribute('expires');
    const cleared = attribute('max-age') === '0' || value === '' || (expires !== undefined && Date.parse(expires) <= Date.now());
    if (cleared) this.cookies.delete(name);
    else this.cookies.set(name, { value, path: attribute('path') ?? '/' });
  }

  header(pathname: string): string {
    return [...this.cookies]
      .filter(([, cookie]) => pathname.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  csrfToken(): string | undefined {
    const found = [...this.cookies].find(([name]) => isCsrfCookie(name));
    return found ? decodeURIComponent(found[1].value) : undefined;
  }
}

function cookieMiddleware(jar: CookieJar): Middleware {
  return {
    onRequest({ request }) {
      const cookies = jar.header(new URL(request.url).pathname);
      if (cookies) request.headers.set('cookie', cookies);
      const token = jar.csrfToken();
      if (token && WRITES.has(request.method)) request.headers.set('x-xsrf-token', token);
      return request;
    },
    onResponse({ response }) {
      for (const setCookie of response.headers.getSetCookie()) jar.keep(setCookie);
      return response;
    },
  };
}

export function createCourtsideClient(options: { baseUrl: string; fetch?: (request: Request) => Promise<Response> }): CourtsideClient {
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  client.use(cookieMiddleware(new CookieJar()));
  return client;
}
