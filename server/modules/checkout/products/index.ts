// The products module's public surface: the registry contract between orders, payments and what is
// sold (products know neither orders nor payments: a line and its order are the shapes in sale-shapes.ts).
export { default as productsModule } from './products-plugin.js';
export * from './product-registry.js';
export type { SaleOrder, SoldLine } from './sale-shapes.js';
