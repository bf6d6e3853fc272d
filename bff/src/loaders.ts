// DataLoader helpers of every domain. Every loader lives for one GraphQL request (created in the
// context), so a resource is fetched at most once per request however many fields ask for it; and
// loads are collected until the current wave of resolvers has run, then answered by one call per
// resource whose query names every id asked for (`?product=4,7,9`) (DESIGN.md §5, §8).
import DataLoader from 'dataloader';
import { isRestId } from './keyed.ts';

export type ResourceLoader<T> = DataLoader<'all', T>;

/** A whole REST resource (a list or a document) read with one call per request. */
export function resourceLoader<T>(load: () => Promise<T>): ResourceLoader<T> {
  return new DataLoader<'all', T>(async (keys) => {
    const value = await load();
    return keys.map(() => value);
  });
}

/**
 * Dispatch after every pending promise continuation: the resolvers of all items of a list (e.g.
 * the products of every family, resolved from one batch) load before the batch is sent, even
 * when each of them awaited something first. DataLoader's default (the next tick) can split them.
 */
export function afterCurrentWave(dispatch: () => void): void {
  setImmediate(dispatch);
}

/**
 * Beyond this many characters an id list is not sent: the whole list is fetched and the rows are
 * picked here. Keeps URLs far below the usual 8–16 KB limits (1,000 four-digit ids ≈ 5,000).
 */
export const MAX_ID_LIST_CHARS = 6000;

/** `4,7,9` for a query parameter, or undefined when too long (then: no restriction). */
export function idListParam(ids: Iterable<string>): string | undefined {
  const list = [...new Set(ids)].sort((a, b) => Number(a) - Number(b)).join(',');
  return list.length <= MAX_ID_LIST_CHARS ? list : undefined;
}

export function groupBy<Row>(
  rows: readonly Row[],
  keyOf: (row: Row) => string,
): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

export interface ByIdSources<Row> {
  /** The single-entity call; null when it is unknown (404). */
  one(id: string): Promise<Row | null>;
  /** One list call holding at least the rows of these ids. */
  many(ids: string[]): Promise<readonly Row[]>;
}

/**
 * Entities by id: one id asked for → its own call; several → one list call, never one call per
 * id. Ids that cannot name a REST entity are null without a call.
 */
export function byIdLoader<Row extends { id: number }>(
  sources: ByIdSources<Row>,
): DataLoader<string, Row | null> {
  return new DataLoader<string, Row | null>(
    async (ids) => {
      const valid = [...new Set(ids.filter(isRestId))];
      if (valid.length === 0) return ids.map(() => null);
      if (valid.length === 1) {
        const row = await sources.one(valid[0]!);
        return ids.map((id) => (id === valid[0] ? row : null));
      }
      const rows = await sources.many(valid);
      const byId = new Map(rows.map((row) => [String(row.id), row]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { batchScheduleFn: afterCurrentWave },
  );
}

/** Rows belonging to a parent id, for many parents with one call per query (see `many`). */
export function childrenLoader<Row>(options: {
  /** One call returning at least the children of these parents (or of all, when undefined). */
  many(parentIds: string | undefined): Promise<readonly Row[]>;
  parentOf(row: Row): string;
}): DataLoader<string, Row[]> {
  return new DataLoader<string, Row[]>(
    async (parentIds) => {
      const valid = parentIds.filter(isRestId);
      if (valid.length === 0) return parentIds.map(() => []);
      const groups = groupBy(await options.many(idListParam(valid)), options.parentOf);
      return parentIds.map((id) => groups.get(id) ?? []);
    },
    { batchScheduleFn: afterCurrentWave },
  );
}
