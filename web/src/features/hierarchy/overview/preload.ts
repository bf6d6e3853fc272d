// The first screen's figures asked for together with the session's own queries, not after them.
// The overview mounts only once the signed-in user is known (SessionGate), so its query used to
// start a whole round trip later — on a Fast 3G connection 562 ms of latency (issue 15,
// bench:browser). Sent here with the variables the family overview starts with, the overview's
// own query either joins it in flight (Apollo Client deduplicates identical queries) or finds
// its answer in the cache and shows it at once while it refreshes.
import type { ApolloClient } from '@apollo/client';
import { FAMILIES_PER_PAGE, OverviewFamiliesQuery } from './familiesQuery';
import { filterInput, parseOverviewSearch } from './overviewLocation';
import { DEFAULT_SORT } from './sortOptions';

/**
 * How long the preloaded answer counts as fresh: the overview mounting within it shows it without
 * asking again (it came from the network moments ago).
 */
export const PRELOAD_FRESH_MS = 10_000;

/**
 * The start-up's preload (one per start) until the first overview mounts: its variables, and when
 * its answer came (undefined while in flight).
 */
let preload: { key: string; answeredAt?: number } | undefined;

const keyOf = (variables: object) => JSON.stringify(variables);

/**
 * Whether the overview mounting now may show the cached page without asking again: only the
 * first mount after the start-up's preload, with the same variables, its answer in and less than
 * PRELOAD_FRESH_MS old. The page's own 'cache-and-network' would otherwise send the same query a
 * second time at start (seen in a cold start's requests) for nothing. The preload is spent by
 * that first mount whatever the answer: every later mount refreshes — a family created in
 * between must show when the user comes back (e2e product-family, which caught a version that
 * trusted the preload for 10 s to every mount). A mount while the preload is in flight joins it
 * (Apollo deduplicates identical queries).
 */
export function takeFreshPreload(variables: object, now = Date.now()): boolean {
  const taken = preload;
  preload = undefined;
  return (
    taken?.answeredAt !== undefined &&
    taken.key === keyOf(variables) &&
    now - taken.answeredAt < PRELOAD_FRESH_MS
  );
}

/**
 * Where the app starts; only the family overview (`/`, any filters) is preloaded. Settles when
 * the answer is in (never fails: the overview's own query shows any error).
 */
export async function preloadFirstScreen(
  client: ApolloClient,
  location: { pathname: string; search: string },
): Promise<void> {
  if (location.pathname !== '/') return;
  const { level, filters } = parseOverviewSearch(new URLSearchParams(location.search));
  if (level.kind !== 'families') return;
  // The first page of the grid, the view the overview opens in.
  const variables = {
    offset: 0,
    limit: FAMILIES_PER_PAGE.grid[0],
    filter: filterInput(filters),
    sort: DEFAULT_SORT,
  };
  const sent: { key: string; answeredAt?: number } = { key: keyOf(variables) };
  preload = sent;
  await client
    .query({ query: OverviewFamiliesQuery, variables })
    .then(() => {
      sent.answeredAt = Date.now();
    })
    // The overview's own query shows any error; a preload failing changes nothing.
    .catch(() => undefined);
}
