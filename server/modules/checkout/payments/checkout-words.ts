import type { Database } from '../../../db/client.js';
import type { Locale } from '../../../lib/request-locale.js';
import { translator } from '../../../lib/server-i18n.js';
import { linesOf } from '../orders/index.js';
import type { LineDetails, ProductRegistry, ReturnLink } from '../products/index.js';

interface CheckoutWords {
  /** "Your court is held until …", one sentence per thing held (a product that says nothing: a general one). */
  held(when: string): string[];
  /** "Nothing was charged and the court was released.", for the page of an ended checkout. */
  released(): string[];
  /** Where the ended checkout's page sends the buyer to choose again: the first line's product's page, else home. */
  again: ReturnLink;
}

const unique = (sentences: string[]) => [...new Set(sentences)];

/** What the test checkout page says an order holds, each line in its own product's words and the reader's language. */
export async function checkoutWords(db: Database, registry: ProductRegistry, orderId: string, locale: Locale): Promise<CheckoutWords> {
  const lines = await linesOf(db, orderId);
  const words: NonNullable<LineDetails['checkout']>[] = [];
  for (const product of new Set(lines.map((line) => line.product))) {
    if (!registry.has(product)) continue;
    const ofProduct = lines.filter((line) => line.product === product);
    const details = await registry.get(product).details(db, ofProduct);
    for (const line of ofProduct) {
      const said = details.get(line.id)?.checkout;
      if (said) words.push(said);
    }
  }
  const t = translator(locale);
  return {
    held: (when) => (words.length ? unique(words.map((said) => said.held(locale, when))) : [t('checkout.held.other', { when })]),
    released: () => (words.length ? unique(words.map((said) => said.released(locale))) : [t('checkout.released.other')]),
    again: registry.returnLink(lines.map((line) => line.product)),
  };
}
