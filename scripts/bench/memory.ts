import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// The collector, whether or not node was started with --expose-gc: the flag set at run time gives a
// fresh context its gc(). Without it the figures are taken as they are, and say so.
const collect: (() => void) | null = (() => {
  try {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  } catch {
    return null;
  }
})();

/** This process's resident set in MB (the server runs here), after a full GC when one can be asked for. */
export function rssMb(): { mb: number; collected: boolean } {
  collect?.();
  return { mb: process.memoryUsage().rss / 1024 / 1024, collected: collect !== null };
}
