import type { WhatsOn } from '@machines/venue';

declare global {
  interface Window {
    /**
     * GET /api/whats-on as public/after-first-paint.js asked for it beside the scripts on a
     * pre-rendered `/`, in the page's language: null if it failed (the app then asks again).
     */
    courtsideWhatsOn?: { locale: string; answer: Promise<WhatsOn | null> };
  }
}

/**
 * The early answer for What's on's first load, once, if it was asked in the language on screen: the
 * section then draws without another round trip after hydration (issue 28). Otherwise undefined.
 */
export function takeEarlyWhatsOn(locale: string): Promise<WhatsOn | null> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.courtsideWhatsOn;
  delete window.courtsideWhatsOn;
  return early?.locale === locale ? early.answer : undefined;
}
