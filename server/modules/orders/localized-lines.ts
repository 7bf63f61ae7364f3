import type { Database } from '../../db/client.js';
import type { Locale } from '../../lib/request-locale.js';
import type { ProductRegistry } from '../products/index.js';
import { linesOf } from './order-lines.js';
import type { OrderView } from './order-views.js';

/**
 * An order's view with each line described in a language: a line's stored description is the
 * English snapshot of the sale; a product that can say it again (a court's time) does so.
 */
export async function withLocalDescriptions(db: Database, registry: ProductRegistry, view: OrderView, locale: Locale): Promise<OrderView> {
  if (locale === 'en-CA') return view;
  const described = new Map<number, string>();
  for (const line of await linesOf(db, view.id)) {
    if (!registry.has(line.product)) continue;
    const detail = (await registry.get(line.product).details(db, [line])).get(line.id);
    if (detail?.describe) described.set(line.id, detail.describe(locale, view.timeZone));
  }
  return { ...view, lines: view.lines.map((line) => ({ ...line, description: described.get(line.id) ?? line.description })) };
}
