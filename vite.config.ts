import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
};

// The API listens on PORT (3000); in development Vite proxies /api to it and presents the
// API's configured APP_ORIGIN so the server's Origin check (CSRF defence) accepts the request.
const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';
const appOrigin = process.env.DEV_APP_ORIGIN ?? apiTarget;

// `npm run dev -- --inspect` attaches the Stately inspector (see src/main.tsx).
const inspect = process.env.VITE_INSPECT === 'true';

export default defineConfig({
  plugins: [react()],
  define: { 'import.meta.env.VITE_INSPECT': JSON.stringify(inspect ? 'true' : 'false') },
  resolve: { alias },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, headers: { origin: appOrigin } },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'machines',
          environment: 'node',
          include: ['tests/machines/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'views',
          environment: 'jsdom',
          include: ['tests/views/**/*.test.tsx'],
          setupFiles: ['tests/views/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // One server and one browser for the whole run; files share them in sequence.
          fileParallelism: false,
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
