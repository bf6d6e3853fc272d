// Route-level code splitting. A chunk that fails or takes longer than the spec's 120 s rejects,
// and the page error boundary reports it (spec §8 'A failed or timed-out chunk load').
import { lazy, type ComponentType } from 'react';
import { TIMINGS } from '@cost-steering/schema';

export function lazyPage(load: () => Promise<ComponentType>) {
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('Loading the page timed out')),
        TIMINGS.chunkLoadTimeoutMs,
      );
    });
    try {
      return { default: await Promise.race([load(), timeout]) };
    } finally {
      clearTimeout(timer);
    }
  });
}
