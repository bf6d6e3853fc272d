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
 * asking again (it came from the network moments ago); later mounts refresh as usual.
 */
export const PRELOAD_FRESH_MS = 10_000;

/** The variables the start-up asked for, and when (one preload per start). */
let preloaded: { key: string; at: number } | undefined;

const keyOf = (variables: object) => JSON.stringify(variables);

/**
 * True when the start-up preloaded exactly these variables less than PRELOAD_FRESH_MS ago: the
 * cached answer is then the network's, and the page's own 'cache-and-network' would send the
 * same query a second time at start (seen in a cold start's requests) for nothing.
 */
export function freshlyPreloaded(variables: object, now = Date.now()): boolean {
  return preloaded?.key === keyOf(variables) && now - preloaded.at < PRELOAD_FRESH_MS;
}

/** Where the app starts; only the family overview (`/`, any filters) is preloaded. */
export function preloadFirstScreen(
  client: ApolloClient,
  location: { pathname: string; search: string },
): void {
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
  client
    .query({ query: OverviewFamiliesQuery, variables })
    .then(() => {
      preloaded = { key: keyOf(variables), at: Date.now() };
    })
    // The overview's own query shows any error; a preload failing changes nothing.
    .catch(() => undefined);
}
