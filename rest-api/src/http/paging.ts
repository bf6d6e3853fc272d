// Lists that grow (DESIGN.md §4, CONTRACT.md 'Lists that grow'): one way for every list route to
// read a page request and to answer it. Without paging parameters a list call keeps the
// contract's full keyed answer; with any of them it answers one page, keyed by id as always, with
// the total in `X-Total-Count` and the page's order in `X-Order` — a client that parses the body
// into a plain object loses the order of integer keys, the header keeps it.
import type { Response } from 'express';
import { LIMITS } from '@cost-steering/schema';
import { validationFailed, type FieldError } from './errors.ts';
import { keyedJson } from './keyed.ts';

export const PAGE_LIMIT_MAX = 100;
export const PAGING_PARAMETERS = ['offset', 'limit', 'search', 'sort'] as const;

export type SortDirection = 'asc' | 'desc';

export interface SortOrder<Field extends string> {
  field: Field;
  direction: SortDirection;
}

export interface PageRequest<Field extends string> {
  offset: number;
  /** 0 answers no rows, only the total. */
  limit: number;
  /** Trimmed; undefined when absent or blank. Matched case-insensitively as 'contains'. */
  search: string | undefined;
  sort: SortOrder<Field>;
}

export interface ListPaging<Field extends string> {
  /** The fields a client may sort by: `sort=field` ascending, `sort=-field` descending. */
  sortFields: readonly Field[];
  defaultSort: SortOrder<Field>;
}

type Query = Record<string, unknown>;

const INTEGER = /^\d{1,9}$/;

/** True when the call asks for a page rather than the whole list. */
export function asksForPage(query: Query): boolean {
  return PAGING_PARAMETERS.some((name) => query[name] !== undefined);
}

/**
 * The page a list call asks for, or undefined for the whole list. Each parameter is checked on
 * its own and every problem named (400 VALIDATION on that parameter).
 */
export function readPageRequest<Field extends string>(
  query: Query,
  paging: ListPaging<Field>,
): PageRequest<Field> | undefined {
  if (!asksForPage(query)) return undefined;
  const problems: FieldError[] = [];
  const integer = (name: 'offset' | 'limit', fallback: number, max: number) => {
    const raw = query[name];
    if (raw === undefined) return fallback;
    if (typeof raw !== 'string' || !INTEGER.test(raw) || Number(raw) > max) {
      problems.push({ field: name, message: `${name} must be a whole number from 0 to ${max}` });
      return fallback;
    }
    return Number(raw);
  };
  const offset = integer('offset', 0, 999_999_999);
  const limit = integer('limit', PAGE_LIMIT_MAX, PAGE_LIMIT_MAX);
  const search = readSearch(query.search, problems);
  const sort = readSort(query.sort, paging, problems);
  if (problems.length > 0) throw validationFailed(problems);
  return { offset, limit, search, sort };
}

function readSearch(raw: unknown, problems: FieldError[]): string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') {
    problems.push({ field: 'search', message: 'search must be given once, as text' });
    return undefined;
  }
  const term = raw.trim();
  if (term.length > LIMITS.searchMax) {
    problems.push({
      field: 'search',
      message: `search can have at most ${LIMITS.searchMax} characters`,
    });
    return undefined;
  }
  return term === '' ? undefined : term;
}

function readSort<Field extends string>(
  raw: unknown,
  paging: ListPaging<Field>,
  problems: FieldError[],
): SortOrder<Field> {
  if (raw === undefined) return paging.defaultSort;
  const descending = typeof raw === 'string' && raw.startsWith('-');
  const name = typeof raw === 'string' ? raw.slice(descending ? 1 : 0) : undefined;
  const field = paging.sortFields.find((candidate) => candidate === name);
  if (!field) {
    const allowed = paging.sortFields.map((candidate) => `${candidate}, -${candidate}`);
    problems.push({ field: 'sort', message: `sort must be one of ${allowed.join(', ')}` });
    return paging.defaultSort;
  }
  return { field, direction: descending ? 'desc' : 'asc' };
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
