import { join } from 'node:path';
import type { AppConfig } from './config.js';
import type { DatabaseTarget } from './db/client.js';

/** DATABASE_URL picks a PostgreSQL server; otherwise the embedded PGlite keeps its files in DATA_DIR. */
export function databaseTarget(config: AppConfig): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize, waitTimeoutMs: config.databaseWaitTimeoutMs }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite'), waitTimeoutMs: config.databaseWaitTimeoutMs };
}
