import type { Locale } from '../../../lib/request-locale.js';
import { translator } from '../../../lib/server-i18n.js';
import type { LineDetails } from '../../checkout/products/index.js';

type HeldId = 'checkout.held.session' | 'checkout.held.program' | 'checkout.held.entry';

/**
 * What the checkout page says an unpaid program place holds ("Your place in Junior camp is held until …"), and what it let go;
 * `title` names the program in the page's language.
 */
export const placeCheckoutWords = (id: HeldId, title: (locale: Locale) => string): NonNullable<LineDetails['checkout']> => ({
  held: (locale, when) => translator(locale)(id, { title: title(locale), when }),
  released: (locale) => translator(locale)('checkout.released.place'),
});
