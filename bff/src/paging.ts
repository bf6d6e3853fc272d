// Lists that grow (DESIGN.md §5, rest-api/CONTRACT.md 'Lists that grow'): every paged GraphQL list
// takes the same arguments, checks them the same way and asks the REST API for exactly one page.
// The REST API decides the order; the bff keeps it (X-Order) and never sorts a page again.
import { LIMITS, PAGE_OFFSET_MAX, unsafeCharacter, unsafeTextMessage } from '@cost-steering/schema';
import { badUserInput } from './errors.ts';
import type { SortDirection } from './generated/graphql.ts';

export const PAGE_LIMIT_MAX = 100;

/** The arguments every paged list takes (its sort input has a list-specific field enum). */
export interface PageArgs<SortField extends string> {
  offset: number;
  limit: number;
  search?: string | null;
  sort?: { field: SortField; direction: SortDirection } | null;
}

export interface RestPage<T> {
  items: T[];
  totalCount: number;
}

/**
 * The REST query string of one page: `offset`, `limit`, `search` (trimmed, omitted when blank),
 * `sort` (`field` or `-field`, the REST name from `sortFields`) and the list's own filters.
 * Arguments out of bounds are BAD_USER_INPUT, before any REST call.
 */
export function pageQuery<SortField extends string>(
  args: PageArgs<SortField>,
  sortFields: Record<SortField, string>,
  filters: Record<string, string | undefined> = {},
): string {
  if (!Number.isInteger(args.offset) || args.offset < 0 || args.offset > PAGE_OFFSET_MAX) {
    throw badUserInput(`offset must be from 0 to ${PAGE_OFFSET_MAX}.`);
  }
  if (!Number.isInteger(args.limit) || args.limit < 1 || args.limit > PAGE_LIMIT_MAX) {
    throw badUserInput(`limit must be from 1 to ${PAGE_LIMIT_MAX}.`);
  }
  const search = searchArgument(args.search);
  const params = new URLSearchParams({ offset: String(args.offset), limit: String(args.limit) });
  if (search) params.set('search', search);
  if (args.sort) {
    const field = sortFields[args.sort.field];
    params.set('sort', args.sort.direction === 'DESC' ? `-${field}` : field);
  }
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined) params.set(name, value);
  }
  return params.toString();
}

/**
 * A `search` argument trimmed ('' when blank), checked as the REST API checks it: at most
 * `LIMITS.searchMax` characters of storable text, else BAD_USER_INPUT before any REST call.
 * Every search takes it, paged lists (pageQuery) and the overview's filter options alike.
 */
export function searchArgument(search: string | null | undefined): string {
  const trimmed = search?.trim() ?? '';
  if (trimmed.length > LIMITS.searchMax) {
    throw badUserInput(`search can have at most ${LIMITS.searchMax} characters.`);
  }
  const unsafe = unsafeCharacter(trimmed);
  if (unsafe) throw badUserInput(`${unsafeTextMessage('search', unsafe)}.`);
  return trimmed;
}

/**
 * The items of a keyed page in the order the REST API wrote them (X-Order). A page that names
 * an id it does not hold, or holds one it does not name, breaks the contract.
 */
export function itemsInOrder<T>(keyed: Record<string, T>, order: string): T[] | undefined {
  const ids = order === '' ? [] : order.split(',');
  if (ids.length !== Object.keys(keyed).length) return undefined;
  const items: T[] = [];
  for (const id of ids) {
    const item = keyed[id];
    if (item === undefined) return undefined;
    items.push(item);
  }
  return items;
}
