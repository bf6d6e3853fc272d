// The REST API's /readyz asked back to back while a piece of work runs (issue 32: one user's
// import or export must not stop every other user): its latencies, p50/p99/max. /readyz asks the
// database (select 1), so it waits for the event loop and for the pool like any request.
import { performance } from 'node:perf_hooks';

export interface Readiness {
  samples: number;
  p50: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** Runs `work`, asking `${restUrl}/readyz` one after the other until it is done. */
export async function withReadiness<T>(
  restUrl: string,
  work: () => Promise<T>,
): Promise<{ result: T; readiness: Readiness }> {
  const latencies: number[] = [];
  let done = false;
  const probe = (async () => {
    while (!done) {
      const start = performance.now();
      const response = await fetch(`${restUrl}/readyz`);
      await response.arrayBuffer();
      latencies.push(performance.now() - start);
      if (response.status !== 200) throw new Error(`/readyz answered ${response.status}`);
    }
  })();
  let result: T;
  try {
    result = await work();
  } finally {
    done = true;
    await probe;
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    result,
    readiness: {
      samples: sorted.length,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      max: sorted.at(-1) ?? 0,
    },
  };
}

export const readinessLine = (readiness: Readiness, referenceMs: number) =>
  `/readyz p99 ${readiness.p99.toFixed(0)} ms (reference < ${referenceMs} ms: ` +
  `${readiness.p99 < referenceMs ? 'met' : 'MISSED'}; p50 ${readiness.p50.toFixed(0)} ms, ` +
  `max ${readiness.max.toFixed(0)} ms, ${readiness.samples} asked)`;
