// Timing helpers shared by the bench scripts: interleaved runs and their percentiles.
import { performance } from 'node:perf_hooks';

export const WARMUP = 3;

export const ms = (value: number) => `${value.toFixed(1)} ms`;

export interface Stats {
  p50: number;
  p95: number;
  mean: number;
}

export function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), mean: samples.reduce((a, b) => a + b, 0) / samples.length };
}

/**
 * Times `runs` rounds of each contender, interleaved (A B A B …): the machine's speed drifts
 * between seconds (shared cores), and interleaving lets the drift fall on both alike.
 */
export async function timedInterleaved(
  runs: number,
  contenders: ReadonlyArray<() => Promise<void>>,
): Promise<number[][]> {
  for (let i = 0; i < WARMUP; i++) for (const run of contenders) await run();
  const samples = contenders.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    for (const [index, run] of contenders.entries()) {
      const start = performance.now();
      await run();
      samples[index]!.push(performance.now() - start);
    }
  }
  return samples;
}

/**
 * The databases a bench runs on: BENCH_DATABASES (default both), PostgreSQL only with
 * TEST_DATABASE_URL (said when skipped).
 */
export function benchDatabases(): Array<'pglite' | 'postgres'> {
  const requested = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
  if (requested.includes('postgres') && !process.env.TEST_DATABASE_URL) {
    console.log('TEST_DATABASE_URL is not set: PostgreSQL is skipped.');
  }
  return requested.filter(
    (name): name is 'pglite' | 'postgres' =>
      name === 'pglite' || (name === 'postgres' && Boolean(process.env.TEST_DATABASE_URL)),
  );
}

/** Latencies of requests made by `clients` clients at once, and the requests per second. */
export interface LoadStats extends Stats {
  perSecond: number;
}

/**
 * `clients` clients each run `rounds` requests back to back, for each contender in turn; the
 * contenders alternate in `blocks` blocks (A B A B) so that the machine's drift falls on both.
 */
export async function timedConcurrent(
  contenders: ReadonlyArray<() => Promise<void>>,
  { clients, rounds, blocks = 2 }: { clients: number; rounds: number; blocks?: number },
): Promise<LoadStats[]> {
  const samples = contenders.map((): number[] => []);
  const busy = contenders.map(() => 0);
  const block = async (index: number, perClient: number) => {
    const run = contenders[index]!;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        for (let i = 0; i < perClient; i++) {
          const start = performance.now();
          await run();
          samples[index]!.push(performance.now() - start);
        }
      }),
    );
    busy[index]! += performance.now() - started;
  };
  for (const index of contenders.keys()) await block(index, WARMUP);
  samples.forEach((list) => (list.length = 0));
  busy.fill(0);
  for (let b = 0; b < blocks; b++) {
    for (const index of contenders.keys()) await block(index, Math.ceil(rounds / blocks));
  }
  return samples.map((list, index) => ({
    ...stats(list),
    perSecond: list.length / (busy[index]! / 1000),
  }));
}
