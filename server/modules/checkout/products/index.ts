// The products module's public surface: the registry contract between orders, payments and what is
// sold (products know neither orders nor payments: a line and its order are the shapes in sale-shapes.ts).
import type { CourtsideModule } from '../../../lib/courtside-module.js';
import productsPlugin from './products-plugin.js';

export * from './product-registry.js';
export { historyNote, type HistoryNote } from './history-note.js';
export type { SaleOrder, SoldLine } from './sale-shapes.js';

/** The module as server/app.ts registers it (no routes: products register with it, orders and payments read it). */
export const productsModule: CourtsideModule = { name: 'checkout/products', plugin: productsPlugin };
