// Route-level code splitting. A chunk that fails or takes longer than the spec's 120 s rejects,
// and the page error boundary reports it (spec §8 'A failed or timed-out chunk load').
//
// A page can be loaded ahead (`preload`, started by bootstrap.tsx for the address the app opens
// at) so its chunk arrives while the session's queries are in flight. Once loaded, the page
// renders at once instead of suspending, and while its preload is in flight the route waits
// for it outside Suspense (`usePreloadSettled`): React reveals a suspended boundary's content no
// sooner than 300 ms after its fallback showed (react-dom's FALLBACK_THROTTLE_MS), which was the
// last 300 ms before the overview's first figures (issue 15, bench:browser).
import { lazy, useEffect, useReducer, type ComponentType, type LazyExoticComponent } from 'react';
import { TIMINGS } from '@cost-steering/schema';

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts loading the page's chunk (once); rejects as the page would. */
  preload?: () => Promise<unknown>;
  /** The preload, while it is in flight. */
  pending?: () => Promise<unknown> | undefined;
};

async function withTimeout(load: () => Promise<ComponentType>): Promise<ComponentType> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('Loading the page timed out')),
      TIMINGS.chunkLoadTimeoutMs,
    );
  });
  try {
    return await Promise.race([load(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * React.lazy reads a thenable that calls back synchronously before it first renders: the page
 * is rendered in the same pass, no fallback, no throttle. (React only calls `then`; its type asks
 * for a Promise.)
 */
function settled<T>(value: T): Promise<T> {
  const thenable: PromiseLike<T> = { then: (onFulfilled) => onFulfilled?.(value) as never };
  return thenable as Promise<T>;
}

export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  let done = false;
  const start = () =>
    (loading ??= withTimeout(load).then(
      (page) => {
        loaded = page;
        done = true;
        return page;
      },
      (error: unknown) => {
        done = true;
        throw error;
      },
    ));
  const page: LazyPage = lazy(() =>
    loaded ? settled({ default: loaded }) : start().then((component) => ({ default: component })),
  );
  page.preload = start;
  page.pending = () => (loading && !done ? loading : undefined);
  return page;
}

/**
 * False while the page's preload is in flight; the component renders again when it settles (an
 * ordinary update, which React does not throttle as it does a suspended boundary's reveal).
 */
export function usePreloadSettled(page: LazyPage): boolean {
  const [, settle] = useReducer((count: number) => count + 1, 0);
  const pending = page.pending?.();
  useEffect(() => {
    pending?.then(settle, settle);
  }, [pending]);
  return !pending;
}
