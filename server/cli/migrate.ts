import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { databaseTarget } from '../database-target.js';

/**
 * `npm run db:migrate`: brings DATABASE_URL's schema up to date and exits, the first step of a
 * rollout (docs/deployment.md), before any instance of the new release starts. Instances migrate at
 * start as well, under an advisory lock, so this only moves the wait out of the rolling restart.
 */
async function main() {
  const config = loadConfig();
  const target = databaseTarget(config);
  const database = await openDatabase(target.kind === 'postgres' ? { ...target, poolSize: 1 } : target);
  await database.close();
  console.log(`The ${database.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database is up to date.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
