// The overview's filter bar (OverviewFilterInput) → query parameters of GET /products, and the
// filter bar's options from GET /filters. Only chosen filters are sent (spec §2).
import type {
  FilterOption,
  OverviewFilter,
  OverviewFilterInput,
  OverviewFilterKey,
} from '../generated/graphql.ts';
import { badUserInput } from '../errors.ts';
import { isRestId } from '../keyed.ts';
import { compareNames } from '../names.ts';
import { toQueryString } from '../query-string.ts';
import type { RestFilter, RestFilters } from './rest-types.ts';

/** Query parameters of GET /products (CONTRACT.md "Products"); absent = not filtered. */
export interface ProductQuery {
  productfamily?: string;
  id?: string;
  owner?: string;
  region?: string;
}

function chosen(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The REST query of a filter, or null when a chosen id cannot name a REST entity (then nothing
 * matches, and no call is needed to know it).
 */
export function productQueryOf(
  filter: OverviewFilterInput | null | undefined,
): ProductQuery | null {
  const query: ProductQuery = {
    productfamily: chosen(filter?.productFamilyId),
    id: chosen(filter?.productId),
    owner: chosen(filter?.owner),
    region: chosen(filter?.regionId),
  };
  for (const id of [query.productfamily, query.id, query.region]) {
    if (id !== undefined && !isRestId(id)) return null;
  }
  return query;
}

/** Product, owner and region filter products; a family restricted by them needs a matching product. */
export function filtersProducts(filter: OverviewFilterInput | null | undefined): boolean {
  return [filter?.productId, filter?.owner, filter?.regionId].some((value) => chosen(value));
}

const FILTER_KEYS: Record<string, OverviewFilterKey> = {
  productfamily: 'PRODUCT_FAMILY',
  product: 'PRODUCT',
  owner: 'OWNER',
  region: 'REGION',
};

/** The REST filter of each select (the inverse of FILTER_KEYS). */
export const REST_FILTER_KEYS = Object.fromEntries(
  Object.entries(FILTER_KEYS).map(([rest, key]) => [key, rest]),
) as Record<OverviewFilterKey, string>;

/** At most this many options per select in one answer (the REST API's bound). */
export const MAX_FILTER_OPTIONS = 1000;

/**
 * GET /filters' query: the user's options, optionally the first `limit`, or those matching
 * `search` (checked by searchArgument, paging.ts; blank = none, as in a page's query). A limit
 * outside 1 to 1000 is refused naming `argument`, as a page's limit is (it was clamped: 0 gave
 * one option, a client asking for 5000 got 1000 without a word).
 */
export function filterQueryString(
  username: string,
  limit?: number | null,
  search?: string,
  argument = 'limit',
) {
  if (limit != null && (limit < 1 || limit > MAX_FILTER_OPTIONS)) {
    throw badUserInput(`${argument} must be from 1 to ${MAX_FILTER_OPTIONS}.`);
  }
  return toQueryString({
    username,
    limit: limit == null ? undefined : String(limit),
    search: search || undefined,
  });
}

const byName = (a: FilterOption, b: FilterOption) =>
  compareNames(a.name, b.name) || compareIdTexts(a.id, b.id);

/** A filter's options by name (any case), ties by id. */
export function toFilterOptions(filter: RestFilter): FilterOption[] {
  return Object.values(filter.options ?? {})
    .map((option) => ({ id: String(option.id), name: option.name }))
    .sort(byName);
}

/** Filters in the REST API's order with their labels; options by name (any case), ties by id. */
export function toOverviewFilters(body: RestFilters): OverviewFilter[] {
  return (body.filters ?? []).flatMap((filter) => {
    const key = FILTER_KEYS[filter.key];
    if (!key) return [];
    const options = toFilterOptions(filter);
    return [{ key, label: filter.label, options, totalOptions: filter.total ?? options.length }];
  });
}

/** `options` with `extra` added where missing, by name again. */
export function withOptions(options: FilterOption[], extra: FilterOption[]): FilterOption[] {
  const missing = extra.filter((option) => !options.some((o) => o.id === option.id));
  return missing.length === 0 ? options : [...options, ...missing].sort(byName);
}

/** Entity ids compare as numbers; owner options are keyed by username. */
function compareIdTexts(a: string, b: string): number {
  return isRestId(a) && isRestId(b) ? Number(a) - Number(b) : a.localeCompare(b);
}
