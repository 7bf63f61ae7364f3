// npm run profile:write's measuring parts: drizzle's statement builds timed by statement, and a V8
// CPU profile's self time summed by function.

interface Prepared {
  rawQuery?: { sql?: string };
  queryString?: string;
}
type Prepare = (this: unknown, name?: string) => Prepared;
interface Builder {
  prototype: { _prepare: Prepare };
}

/** Times drizzle's insert, select and update builds (SQL text and parameters) until `stop`, keyed by the statement's start. */
export async function watchBuilds() {
  const builders = (await Promise.all([
    import('drizzle-orm/pg-core/query-builders/insert').then((module) => module.PgInsertBase),
    import('drizzle-orm/pg-core/query-builders/select').then((module) => module.PgSelectBase),
    import('drizzle-orm/pg-core/query-builders/update').then((module) => module.PgUpdateBase),
  ])) as unknown as Builder[];
  const times = new Map<string, { calls: number; ms: number }>();
  const originals = builders.map((builder) => builder.prototype._prepare);
  builders.forEach((builder, i) => {
    const original = originals[i];
    builder.prototype._prepare = function timed(this: unknown, name?: string) {
      const started = performance.now();
      const prepared = original.call(this, name);
      const ms = performance.now() - started;
      const statement = String(prepared.rawQuery?.sql ?? prepared.queryString ?? '?').slice(0, 100);
      const time = times.get(statement) ?? { calls: 0, ms: 0 };
      time.calls += 1;
      time.ms += ms;
      times.set(statement, time);
      return prepared;
    };
  });
  return {
    stop() {
      builders.forEach((builder, i) => (builder.prototype._prepare = originals[i]));
    },
    byStatement: () => [...times].sort((a, b) => b[1].ms - a[1].ms),
  };
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** The `top` functions by self time, as shares of the busy time (idle left out), "4.4 % is drizzle-orm/entity.js:2". */
export function selfTimes(profile: CpuProfile, top: number): string[] {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const times = new Map<string, number>();
  let busy = 0;
  (profile.samples ?? []).forEach((id, i) => {
    const frame = frames.get(id)!;
    if (frame.functionName === '(idle)') return;
    const delta = profile.timeDeltas?.[i] ?? 0;
    const place = frame.url.replace(/.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|scripts)\//, '$1/');
    const key = `${frame.functionName || '(anonymous)'} ${place}${place ? `:${frame.lineNumber}` : ''}`;
    times.set(key, (times.get(key) ?? 0) + delta);
    busy += delta;
  });
  return [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, time]) => `${((time / busy) * 100).toFixed(1).padStart(5)} % ${key}`);
}
