/**
 * `npm run dev`: the API with reload on :3000 and the Vite dev server on :5173 (proxying /api).
 * `npm run dev -- --inspect` also shows every live actor in the Stately inspector.
 */
import { spawn } from 'node:child_process';

const inspect = process.argv.includes('--inspect');
const spaOrigin = 'http://localhost:5173';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    // Links in e-mails (password reset) should open the dev server's page.
    env: { ...process.env, APP_ORIGIN: process.env.APP_ORIGIN ?? spaOrigin },
  }),
  spawn('npx', ['vite', '--port', '5173', '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_INSPECT: inspect ? 'true' : 'false', DEV_APP_ORIGIN: process.env.APP_ORIGIN ?? spaOrigin },
  }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
