// The SQL side of a list that grows (CONTRACT.md 'Lists that grow', http/paging.ts): one page of
// the selected rows in the asked order — ties by id in the same direction, so pages never overlap
// — and the count of every row the unselected query matches. Every list repository uses it.
import type { RawBuilder, SelectQueryBuilder } from 'kysely';
import type { PageRequest } from '../http/paging.ts';
import type { Database } from './schema.ts';

export async function pageOf<Row>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table alias of a list
  selected: SelectQueryBuilder<Database, any, Row>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same query, unselected
  matching: SelectQueryBuilder<Database, any, object>,
  order: { by: RawBuilder<unknown>; id: RawBuilder<unknown> },
  page: PageRequest<string>,
): Promise<{ rows: Row[]; totalCount: number }> {
  const { direction } = page.sort;
  const rows =
    page.limit === 0
      ? []
      : await selected
          .orderBy(order.by, direction)
          .orderBy(order.id, direction)
          .offset(page.offset)
          .limit(page.limit)
          .execute();
  const { count } = await matching
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { rows, totalCount: Number(count) };
}
