/**
 * `npm run cluster`: INSTANCES API processes (default 3) on one PostgreSQL (DATABASE_URL, default the
 * local server's `courtside` database) behind Debian's nginx on CLUSTER_PORT (default 8080), with the
 * committed deploy/nginx/courtside.conf. It migrates once before starting them, polls each instance's
 * /api/health as an orchestrator would and starts again one that died. Ctrl-C stops everything.
 * SEED_DEMO=true loads the demo venue into an empty database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDatabase, healthy, missingNginx, prepareDatabase, startCluster, type Cluster } from './support/cluster.js';
import { freePort } from './support/free-port.js';

const HEALTH_POLL_MS = 5_000;

async function main() {
  const problem = missingNginx();
  if (problem) throw new Error(problem);
  const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/courtside';
  const instances = Number(process.env.INSTANCES ?? 3);
  const port = Number(process.env.CLUSTER_PORT ?? 8080);
  if (!Number.isInteger(instances) || instances < 1 || instances > 32) throw new Error('INSTANCES must be a whole number from 1 to 32');
  const origin = process.env.APP_ORIGIN ?? `http://localhost:${port}`;

  await ensureDatabase(databaseUrl);
  const { demoSeeded } = await prepareDatabase(databaseUrl, { seedDemo: process.env.SEED_DEMO === 'true' || process.env.SEED_DEMO === '1' });
  if (demoSeeded) console.log('Demo data loaded: owner@example.com, admin@example.com, member@example.com (password demo-pass-2026)');

  const dir = mkdtempSync(join(tmpdir(), 'courtside-cluster-'));
  const instancePorts = await Promise.all(Array.from({ length: instances }, () => freePort()));
  const cluster = await startCluster({
    databaseUrl,
    instances,
    port,
    instancePorts,
    dir,
    echo: true,
    env: {
      // Every instance must verify the others' tokens: one secret for the cluster (yours, or one for this run).
      JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('base64url'),
      APP_ORIGIN: origin,
      PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER ?? 'local',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      DATA_DIR: join(dir, 'data'),
    },
  });

  console.log(`\nCourtside cluster: ${origin} (nginx on 127.0.0.1:${port}, least_conn)`);
  for (const instance of cluster.instances) console.log(`  ${instance.name}  http://127.0.0.1:${instance.port}  pid ${instance.process.child.pid}`);
  console.log(`  database ${new URL(databaseUrl).pathname.slice(1)} on ${new URL(databaseUrl).host}; nginx files in ${dir}\nCtrl-C stops everything.\n`);

  const poll = setInterval(() => void superviseOnce(cluster), HEALTH_POLL_MS);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    clearInterval(poll);
    console.log('\nStopping nginx and the instances…');
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

/** The orchestrator's part: nginx only notices a dead instance by failing on it, so start it again here. */
let restarting = false;
async function superviseOnce(cluster: Cluster) {
  if (restarting) return;
  restarting = true;
  try {
    for (const instance of cluster.instances) {
      const exited = instance.process.child.exitCode !== null || instance.process.child.signalCode !== null;
      if (exited) {
        console.log(`${instance.name} has stopped (${instance.process.child.signalCode ?? instance.process.child.exitCode}); starting it again`);
        await cluster.restart(instance.name);
        console.log(`${instance.name} is back, pid ${instance.process.child.pid}`);
      } else if (!(await healthy(instance.port))) {
        console.log(`${instance.name} does not answer /api/health`);
      }
    }
  } catch (error) {
    console.error((error as Error).message);
  } finally {
    restarting = false;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
