import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ProductRegistry } from './product-registry.js';

declare module 'fastify' {
  interface FastifyInstance {
    products: ProductRegistry;
  }
}

/** The registry every product (court bookings, …) registers with; orders and payments work through it. */
export default fp(
  async function productsModule(app: FastifyInstance) {
    app.decorate('products', new ProductRegistry());
  },
  { name: 'products' },
);
