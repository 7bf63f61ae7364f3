import type { TestProject } from 'vitest/node';
import { startServer } from './support/server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One server on a fresh embedded database (with demo data) for the whole end-to-end run. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
