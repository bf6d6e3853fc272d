// The SQL side of a list that grows (CONTRACT.md 'Lists that grow', http/paging.ts): one page of
// the selected rows in the asked order — ties by id in the same direction, so pages never overlap
// — and the count of every row the unselected query matches. Every list repository uses it.
//
// The page's ids are picked first, on the unselected query (what the filter and the order need),
// and only those rows get their columns: a column that costs work per row (a subquery, a join,
// a computed figure) is computed for the page's rows, not for every row the offset skips — at
// offset 9,990 that was 10,000 rows' worth of subqueries and a sort of wide rows (bench:lists).
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { PageRequest } from '../http/paging.ts';
import type { Database } from './schema.ts';

export async function pageOf<Row>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table alias of a list
  selected: SelectQueryBuilder<Database, any, Row>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same rows, unselected
  matching: SelectQueryBuilder<Database, any, object>,
  order: { by: RawBuilder<unknown>; id: RawBuilder<unknown> },
  page: PageRequest<string>,
): Promise<{ rows: Row[]; totalCount: number }> {
  const { direction } = page.sort;
  // The ids run as a query of their own, before the rows: a sort expression that needs a join
  // the unselected query lacks fails here, rather than silently binding to the selected query's
  // join as a correlated reference (a page sorted by nothing); and the rows are then fetched by
  // their ids, a plan no join in the selected query can spoil (with `id in (subquery)` the
  // planner built the whole joined order list to semi-join 10 rows: 260 ms instead of 17).
  const pageIds =
    page.limit === 0
      ? []
      : (
          await matching
            .select(order.id.as('page_id'))
            .orderBy(order.by, direction)
            .orderBy(order.id, direction)
            .offset(page.offset)
            .limit(page.limit)
            .execute()
        ).map((row) => (row as { page_id: unknown }).page_id);
  const rows =
    pageIds.length === 0
      ? []
      : await selected
          .where(sql<boolean>`${order.id} = any(${pageIds})`)
          .orderBy(order.by, direction)
          .orderBy(order.id, direction)
          .execute();
  const { count } = await matching
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { rows, totalCount: Number(count) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table alias of a list
type Matching = SelectQueryBuilder<Database, any, object>;

/**
 * A list's two reads from one definition: every matching row in the default order (the keyed
 * list), and one page in the asked order (pageOf). `select` adds the columns to the matching
 * rows; `order` names the sort expression of each field and the id that breaks ties.
 */
export function listReads<Filter, Query extends Matching, Row, Field extends string>(list: {
  matching: (db: Kysely<Database>, filter: Filter) => Query;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table alias of a list
  select: (matching: Query) => SelectQueryBuilder<Database, any, Row>;
  order: Record<Field, RawBuilder<unknown>>;
  id: RawBuilder<unknown>;
  defaultField: NoInfer<Field>;
}) {
  return {
    all: (db: Kysely<Database>, filter: Filter): Promise<Row[]> =>
      list
        .select(list.matching(db, filter))
        .orderBy(list.order[list.defaultField])
        .orderBy(list.id)
        .execute(),
    page: (db: Kysely<Database>, filter: Filter, page: PageRequest<Field>) => {
      const matching = list.matching(db, filter);
      const order = { by: list.order[page.sort.field], id: list.id };
      return pageOf(list.select(matching), matching, order, page);
    },
  };
}
