import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { describeInstant } from '../../../lib/venue-time.js';
import { formatMoney } from '../../../lib/money.js';
import type { Locale } from '../../../lib/request-locale.js';
import { translator, type Translate } from '../../../lib/server-i18n.js';
import { VENUE_NAME } from '../../../lib/venue-identity.js';
import type { ReturnLink } from '../products/index.js';
import { checkoutWords } from './checkout-words.js';
import type { LocalCheckoutSessionRow } from './schema.js';

const sessionParams = z.strictObject({ sessionId: z.string().regex(/^lcs_[\w-]{20,64}$/, 'That is not a test checkout session id.') });

/** How the API's map describes these answers: pages for a person, redirects back to the SPA. */
const pageAnswer = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
// No body, as the API's 204s are written: z.null(), the description saying where it leads.
const redirectAnswer = (description: string) => z.null().describe(description);

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

// Inline styles only: the page runs no script at all, so the CSP's script-src 'self' is never in question.
const STYLE = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #f5f5f5; color: #1b1b1b; }
  .banner { background: #b00020; color: #fff; padding: 12px 16px; font-weight: 700; text-align: center; letter-spacing: .04em; }
  main { max-width: 480px; margin: 32px auto; background: #fff; padding: 24px; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  table { width: 100%; border-collapse: collapse; margin: 16px 0; }
  td { padding: 6px 0; border-bottom: 1px solid #ddd; vertical-align: top; }
  td.amount { text-align: right; white-space: nowrap; padding-left: 12px; }
  .total { font-size: 1.25rem; font-weight: 700; text-align: right; }
  .actions { display: flex; gap: 12px; margin-top: 24px; }
  button { font: inherit; padding: 10px 18px; border-radius: 6px; border: 1px solid #2e7d32; cursor: pointer; }
  .pay { background: #2e7d32; color: #fff; }
  .cancel { background: #fff; color: #2e7d32; }
  .note { color: #555; font-size: .9rem; }`;

function page(t: Translate, locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escape(t('checkout.page.title', { title }))}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="alert">${escape(t('checkout.page.banner'))}</div>
<main>
${body}
</main>
</body>
</html>`;
}

// same-origin, not no-referrer: the session id stays off other sites' logs, and Chrome still sends
// the page's Origin with the Pay/Cancel form posts (under no-referrer it sends "null" and the
// Origin check refuses them).
const html = (reply: FastifyReply, status: number, content: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('referrer-policy', 'same-origin').send(content);

/**
 * The local provider's hosted checkout. Pay and Cancel are plain same-origin forms (CSRF: Origin
 * check only, as for a provider's page); Pay fulfils through the same signed-event path as a webhook.
 */
const route: FastifyPluginAsyncZod = async (app) => {
  // The forms post an empty urlencoded body; nothing in it is read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
  const local = app.payments.local;

  app.get('/:sessionId', {
    schema: {
      tags: ['payments'],
      summary: 'Local provider: the TEST MODE checkout page (HTML)',
      params: sessionParams,
      response: {
        200: pageAnswer('The checkout page, or the page saying it was paid'),
        404: pageAnswer('No such checkout'),
        410: pageAnswer('The hold has ended'),
      },
    },
    handler: async (request, reply) => {
      const locale = request.pageLocale;
      const t = translator(locale);
      const session = await local.session(request.params.sessionId);
      if (!session) return html(reply, 404, notFoundPage(t, locale, true));
      if (session.status === 'complete') {
        const title = t('checkout.paid.title');
        return html(
          reply,
          200,
          page(
            t,
            locale,
            title,
            `<h1>${escape(title)}</h1><p>${escape(t('checkout.paid.text'))}</p><p><a href="${escape(session.successUrl)}">${escape(t('checkout.paid.seeBooking'))}</a></p>`,
          ),
        );
      }
      // Each product says what the order holds ("Your court…", "Your place in Junior camp…"): payments name none.
      const words = await checkoutWords(app.db, app.products, session.orderId, locale);
      if (session.status === 'expired' || session.expiresAt <= app.clock.now()) return html(reply, 410, expiredPage(t, locale, words.released(), words.again));
      const { timeZone } = await app.settings.companySettings();
      return html(
        reply,
        200,
        page(t, locale, t('checkout.pay.title'), checkoutBody(t, locale, session, words.held(describeInstant(session.expiresAt, timeZone, locale)))),
      );
    },
  });

  app.post('/:sessionId/pay', {
    config: { csrf: 'origin-only' },
    schema: {
      tags: ['payments'],
      summary: 'Local provider: the Pay button (303 to the success return page)',
      params: sessionParams,
      response: { 303: redirectAnswer('Paid: to the success return page'), 404: pageAnswer('No such checkout'), 410: pageAnswer('The hold has ended') },
    },
    handler: async (request, reply) => {
      const locale = request.pageLocale;
      const t = translator(locale);
      const paid = await local.pay(request.params.sessionId);
      if (paid.outcome === 'paid') {
        await app.payments.receiveWebhook('local', paid.delivery.rawBody, paid.delivery.headers);
        return reply.redirect(paid.session.successUrl, 303);
      }
      if (paid.outcome === 'already-paid') return reply.redirect(paid.session!.successUrl, 303);
      if (paid.outcome === 'not-found') return html(reply, 404, notFoundPage(t, locale, false));
      const words = await checkoutWords(app.db, app.products, paid.session!.orderId, locale);
      return html(reply, 410, expiredPage(t, locale, words.released(), words.again));
    },
  });

  app.post('/:sessionId/cancel', {
    config: { csrf: 'origin-only' },
    schema: {
      tags: ['payments'],
      summary: 'Local provider: the Cancel button (frees the hold; 303 to the cancel return page)',
      params: sessionParams,
      response: { 303: redirectAnswer('Cancelled: to the cancel return page'), 404: pageAnswer('No such checkout') },
    },
    handler: async (request, reply) => {
      const cancelled = await local.cancel(request.params.sessionId);
      if (cancelled.outcome === 'cancelled') {
        await app.payments.receiveWebhook('local', cancelled.delivery.rawBody, cancelled.delivery.headers);
        return reply.redirect(cancelled.session.cancelUrl, 303);
      }
      if (cancelled.session) return reply.redirect(cancelled.session.cancelUrl, 303);
      const locale = request.pageLocale;
      return html(reply, 404, notFoundPage(translator(locale), locale, false));
    },
  });
};

// A checkout nobody knows names no product: its page leads home.
function notFoundPage(t: Translate, locale: Locale, explain: boolean) {
  const title = t('checkout.notFound.title');
  const why = explain ? `<p>${escape(t('checkout.notFound.text'))}</p>` : '';
  return page(t, locale, title, `<h1>${escape(title)}</h1>${why}<p><a href="/">${escape(t('checkout.backHome'))}</a></p>`);
}

/** An ended checkout: what was let go, in each product's words, and the link its products registered to choose again. */
function expiredPage(t: Translate, locale: Locale, released: string[], again: ReturnLink) {
  return page(
    t,
    locale,
    t('checkout.expired.title'),
    `<h1>${escape(t('checkout.expired.heading'))}</h1>${released.map((sentence) => `<p>${escape(sentence)}</p>`).join('')}<p><a href="${escape(again.path)}">${escape(t(again.label))}</a></p>`,
  );
}

function checkoutBody(t: Translate, locale: Locale, session: LocalCheckoutSessionRow, held: string[]) {
  const money = (cents: number) => formatMoney(cents, session.currency, locale);
  const rows = session.lineItems
    .map(
      (item) =>
        `<tr><td>${escape(item.name)}<br><span class="note">${item.quantity} × ${escape(money(item.unitAmountCents))}</span></td><td class="amount">${escape(money(item.unitAmountCents * item.quantity))}</td></tr>`,
    )
    .join('');
  const action = `/api/payments/local/checkout/${encodeURIComponent(session.id)}`;
  return `<h1>${escape(t('checkout.pay.heading', { venue: VENUE_NAME }))}</h1>
${session.customerEmail ? `<p class="note">${escape(t('checkout.pay.for', { email: session.customerEmail }))}</p>` : ''}
<table>${rows}</table>
<p class="total">${escape(t('checkout.pay.total', { amount: money(session.amountCents), currency: session.currency }))}</p>
${held.map((sentence) => `<p class="note">${escape(sentence)}</p>`).join('\n')}
<div class="actions">
<form method="post" action="${action}/pay"><button type="submit" class="pay">${escape(t('checkout.pay.button', { amount: money(session.amountCents) }))}</button></form>
<form method="post" action="${action}/cancel"><button type="submit" class="cancel">${escape(t('checkout.pay.cancel'))}</button></form>
</div>`;
}

export default route;
