import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { databaseTarget } from './database-target.js';
import { seedDemoData } from './seed/demo.js';
import { seedStartingPartners } from './seed/starting-partners.js';

/** Starts the API and the SPA on one port, and shuts down gracefully on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  if (config.seedDemo && (await seedDemoData(database.db))) {
    console.log('Demo data loaded: owner@example.com, admin@example.com, member@example.com (password demo-pass-2026)');
  }
  // A venue's first start (the demo has them already): the partners it starts with, which the owner then manages.
  await seedStartingPartners(database.db);
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close(); // waits for in-flight requests, then closes the database (onClose)
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const local = `http://localhost:${typeof address === 'object' && address ? address.port : config.port}`;
  const publicOrigin = config.appOrigin === local ? '' : `; public address ${config.appOrigin}`;
  app.log.info(`Courtside is running at ${local} (database: ${database.kind}${publicOrigin})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
