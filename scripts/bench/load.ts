import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadPlan, LoadResult } from '../bench-load.js';

const LOAD_SCRIPT = fileURLToPath(new URL('../bench-load.ts', import.meta.url));

export type Session = { cookie: string; xsrf: string };
export type Plan = Omit<LoadPlan, 'url' | 'connections' | 'seconds'>;

/** Runs one load in a child process (scripts/bench-load.ts under tsx) and reads its result. */
export function runLoad(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', LOAD_SCRIPT], { stdio: ['pipe', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const last = output.trim().split('\n').at(-1);
      if (code !== 0 || !last) reject(new Error(`load generator exited with ${code}: ${output}`));
      else resolve(JSON.parse(last) as LoadResult);
    });
    child.stdin.end(JSON.stringify(plan));
  });
}

/**
 * fetch, once more on a connection reset: PGlite's bulk load blocks this process's event loop for
 * tens of seconds, so the server ends idle keep-alive sockets only after the loop is free again, and
 * fetch may pick one up just before its close arrives. A reset socket carried no request, so the
 * retry is never a second request (or a second count).
 */
export async function fetchFresh(input: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    if (cause?.code !== 'ECONNRESET') throw error;
    return fetch(input, init);
  }
}
