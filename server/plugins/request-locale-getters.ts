import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localeFromAcceptLanguage, pageLocale, type Locale } from '../lib/request-locale.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language the request asks for (Accept-Language: any French is fr-CA, else en-CA). The web
     * app sends its own language on every call; the API answers in it where no account's applies.
     */
    readonly locale: Locale;
    /**
     * The language of a page the API serves itself (the receipt, the test checkout page), opened by
     * the browser rather than the app: the visitor's saved choice (cookie), else Accept-Language.
     */
    readonly pageLocale: Locale;
  }
}

type Headers = { headers: Record<string, string | string[] | undefined> };
const header = (request: Headers, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/** `request.locale` and `request.pageLocale`, read from the headers when asked for. */
export default fp(
  async function requestLocalePlugin(app: FastifyInstance) {
    app.decorateRequest('locale', {
      getter(this: Headers) {
        return localeFromAcceptLanguage(header(this, 'accept-language'));
      },
    });
    app.decorateRequest('pageLocale', {
      getter(this: Headers) {
        return pageLocale(header(this, 'cookie'), header(this, 'accept-language'));
      },
    });
  },
  { name: 'request-locale' },
);
