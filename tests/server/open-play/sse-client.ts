import type { FastifyInstance } from 'fastify';
import type { Agent } from '../helpers/test-app.js';

/** A Server-Sent Events stream read with fetch from a listening app (app.inject cannot stream). */
export interface SseStream {
  response: Response;
  /** Every `state` event's data received so far, parsed. */
  states<T = { version: number }>(): T[];
  /** Resolves with the first state received that `check` accepts; rejects after `ms`. */
  nextState<T = { version: number }>(check: (state: T) => boolean, ms?: number): Promise<T>;
  text(): string;
  /** Resolves once the server has ended the stream. */
  ended(ms?: number): Promise<void>;
  close(): void;
}

/** The cookies an agent would send to `path`. */
export function cookieHeader(agent: Agent, path: string): string {
  return [...agent.cookies.entries()]
    .filter(([, cookie]) => path.startsWith(cookie.path))
    .map(([name, cookie]) => `${name}=${cookie.value}`)
    .join('; ');
}

export async function openSse(app: FastifyInstance, path: string, agent?: Agent, headers: Record<string, string> = {}): Promise<SseStream> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${address.port}${path}`, {
    signal: controller.signal,
    headers: { ...(agent ? { cookie: cookieHeader(agent, path) } : {}), ...headers },
  });
  let received = '';
  let done = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };
  // A refusal (JSON) is left for the test to read.
  if (response.body && response.headers.get('content-type')?.startsWith('text/event-stream')) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done: finished } = await reader.read();
          if (finished) break;
          received += value;
          wake();
        }
      } catch {
        // aborted
      }
      done = true;
      wake();
    })();
  }
  const states = <T>() =>
    received
      .split('\n\n')
      .filter((block) => block.startsWith('event: state\n'))
      .map((block) => JSON.parse(block.slice(block.indexOf('data: ') + 6)) as T);
  const waitFor = (ready: () => boolean, what: string, ms: number) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!ready()) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no ${what} within ${ms} ms; got ${JSON.stringify(received.slice(-400))}`));
      }, ms);
      waiters.add(check);
      check();
    });
  return {
    response,
    text: () => received,
    states,
    async nextState<T>(check: (state: T) => boolean, ms = 3_000) {
      let found: T | undefined;
      await waitFor(
        () => {
          found = states<T>().find(check);
          return found !== undefined;
        },
        'matching state',
        ms,
      );
      return found!;
    },
    ended: (ms = 3_000) => waitFor(() => done, 'end', ms),
    close: () => controller.abort(),
  };
}
