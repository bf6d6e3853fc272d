// Lists that grow (DESIGN.md §4, CONTRACT.md 'Lists that grow'): one way for every list route to
// declare, read and answer a page request. Without paging parameters a list call keeps the
// contract's full keyed answer; with any of them it answers one page, keyed by id as always, with
// the total in `X-Total-Count` and the page's order in `X-Order` — a client that parses the body
// into a plain object loses the order of integer keys, the header keeps it.
//
//   const PAGING = { sortFields: ['created', 'title'], defaultSort: { field: 'created', direction: 'desc' } };
//   const LIST = accepts({ query: { ...pageParameters(PAGING), status: oneOf([…]) } });
//   const { status, ...paging } = LIST.query(req);
//   const page = readPageRequest(paging, PAGING);  // undefined: the whole list
//   sendPage(res, { rows, totalCount });
import type { Response } from 'express';
import { LIMITS, PAGE_OFFSET_MAX } from '@cost-steering/schema';
import { integer, oneOf, text } from './input-types.ts';
import { keyedJson } from './keyed.ts';

export const PAGE_LIMIT_MAX = 100;

export type SortDirection = 'asc' | 'desc';

export interface SortOrder<Field extends string> {
  field: Field;
  direction: SortDirection;
}

export interface PageRequest<Field extends string> {
  offset: number;
  /** 0 answers no rows, only the total. */
  limit: number;
  /** Trimmed (the guard trims every parameter); matched case-insensitively as 'contains'. */
  search: string | undefined;
  sort: SortOrder<Field>;
}

export interface ListPaging<Field extends string> {
  /** The fields a client may sort by: `sort=field` ascending, `sort=-field` descending. */
  sortFields: readonly Field[];
  defaultSort: SortOrder<Field>;
}

/** A list's paging: its sort fields and the order when none is asked for ('-field' descending). */
export function listPaging<Field extends string>(
  sortFields: readonly Field[],
  defaultSort: Field | `-${Field}`,
): ListPaging<Field> {
  const descending = defaultSort.startsWith('-');
  const field = (descending ? defaultSort.slice(1) : defaultSort) as Field;
  return { sortFields, defaultSort: { field, direction: descending ? 'desc' : 'asc' } };
}

/** The paging parameters of a list, for its route's guard (input-guard.ts). */
export function pageParameters<Field extends string>(paging: ListPaging<Field>) {
  const sorts = paging.sortFields.flatMap((field) => [field, `-${field}`]);
  return {
    offset: integer({ min: 0, max: PAGE_OFFSET_MAX }),
    limit: integer({ min: 0, max: PAGE_LIMIT_MAX }),
    search: text({ max: LIMITS.searchMax }),
    sort: oneOf(sorts),
  };
}

export interface PageParameters {
  offset?: number | undefined;
  limit?: number | undefined;
  search?: string | undefined;
  sort?: string | undefined;
}

/** The page a list call asks for (its guard has checked each parameter), or undefined for all. */
export function readPageRequest<Field extends string>(
  parameters: PageParameters,
  paging: ListPaging<Field>,
): PageRequest<Field> | undefined {
  const { offset, limit, search, sort } = parameters;
  if (offset === undefined && limit === undefined && search === undefined && sort === undefined) {
    return undefined;
  }
  return {
    offset: offset ?? 0,
    limit: limit ?? PAGE_LIMIT_MAX,
    search,
    sort: sort === undefined ? paging.defaultSort : sortOrder(sort),
  };
}

function sortOrder<Field extends string>(sort: string): SortOrder<Field> {
  const descending = sort.startsWith('-');
  return { field: sort.slice(descending ? 1 : 0) as Field, direction: descending ? 'desc' : 'asc' };
}

export interface Page<Row extends { id: number }> {
  rows: readonly Row[];
  totalCount: number;
}

/** One page: keyed by id in the page's order, the order and the total in headers. */
export function sendPage<Row extends { id: number }>(res: Response, page: Page<Row>): void {
  res.setHeader('X-Total-Count', String(page.totalCount));
  res.setHeader('X-Order', page.rows.map((row) => row.id).join(','));
  res.type('application/json').send(keyedJson(page.rows));
}
