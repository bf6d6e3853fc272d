// Where the overview is, kept in the URL query so that the browser's back button, reloads and
// shared links all land on the same level (spec §4 'Overview: family, product,
// project/application'):
//   /                          family overview
//   /?family=3                 the products of family 3
//   /?family=3&product=12      the projects and applications of product 12
//   /?level=all                the full overview: products of every family (needs a filter)
// The submitted filters ride along in their own parameters (filterFamily, filterProduct,
// filterOwner, filterRegion), so drilling down and coming back keeps them.
import type { OverviewFilterInput, OverviewFilterKey } from '../../../gql/graphql';

export type OverviewLevel =
  | { kind: 'families' }
  | { kind: 'products'; familyId: string }
  | { kind: 'fullOverview' }
  | { kind: 'entities'; productId: string; familyId: string | null };

/** The option chosen per filter, by the filter's key. */
export type AppliedFilters = Partial<Record<OverviewFilterKey, string>>;

export interface OverviewLocation {
  level: OverviewLevel;
  filters: AppliedFilters;
}

const LEVEL_PARAMS = { family: 'family', product: 'product', level: 'level' } as const;
const FULL_OVERVIEW = 'all';

/** URL parameter and GraphQL input field of each filter. */
const FILTER_FIELDS: Record<
  OverviewFilterKey,
  { param: string; input: keyof OverviewFilterInput }
> = {
  PRODUCT_FAMILY: { param: 'filterFamily', input: 'productFamilyId' },
  PRODUCT: { param: 'filterProduct', input: 'productId' },
  OWNER: { param: 'filterOwner', input: 'owner' },
  REGION: { param: 'filterRegion', input: 'regionId' },
};

const FILTER_KEYS = Object.keys(FILTER_FIELDS) as OverviewFilterKey[];

function nonEmpty(value: string | null): string | null {
  return value != null && value.trim() !== '' ? value : null;
}

export function parseOverviewSearch(search: URLSearchParams): OverviewLocation {
  const familyId = nonEmpty(search.get(LEVEL_PARAMS.family));
  const productId = nonEmpty(search.get(LEVEL_PARAMS.product));
  let level: OverviewLevel;
  if (productId) level = { kind: 'entities', productId, familyId };
  else if (familyId) level = { kind: 'products', familyId };
  else if (search.get(LEVEL_PARAMS.level) === FULL_OVERVIEW) level = { kind: 'fullOverview' };
  else level = { kind: 'families' };

  const filters: AppliedFilters = {};
  for (const key of FILTER_KEYS) {
    const value = nonEmpty(search.get(FILTER_FIELDS[key].param));
    if (value) filters[key] = value;
  }
  return { level, filters };
}

export function hasFilters(filters: AppliedFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] != null);
}

/** The search string of a location: `?family=3&filterOwner=alice`, or '' for the family overview. */
export function overviewSearch({ level, filters }: OverviewLocation): string {
  const search = new URLSearchParams();
  if (level.kind === 'products') search.set(LEVEL_PARAMS.family, level.familyId);
  if (level.kind === 'entities') {
    if (level.familyId) search.set(LEVEL_PARAMS.family, level.familyId);
    search.set(LEVEL_PARAMS.product, level.productId);
  }
  if (level.kind === 'fullOverview') search.set(LEVEL_PARAMS.level, FULL_OVERVIEW);
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) search.set(FILTER_FIELDS[key].param, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The GraphQL filter argument: only the chosen filters (an empty object means none). */
export function filterInput(filters: AppliedFilters): OverviewFilterInput {
  const input: OverviewFilterInput = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) input[FILTER_FIELDS[key].input] = value;
  }
  return input;
}
