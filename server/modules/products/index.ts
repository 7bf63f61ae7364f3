// The products module's public surface: the registry contract between orders, payments and what is sold.
export { default as productsModule } from './products-plugin.js';
export * from './product-registry.js';
