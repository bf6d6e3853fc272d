// The state of one server-side list (DESIGN.md §5/§6): page, page size, search and sort, kept in
// the shape the GraphQL list fields take (offset, limit, search, sort), so a screen passes
// `list.variables` to its query and `list` to the DataTable.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { PAGE_SIZE } from '@cost-steering/schema';

export type SortDirection = 'ASC' | 'DESC';

export interface ListSort<SortField extends string> {
  field: SortField;
  direction: SortDirection;
}

export interface ListVariables<SortField extends string> {
  offset: number;
  limit: number;
  search: string | null;
  sort: ListSort<SortField> | null;
}

export interface ServerList<SortField extends string> {
  variables: ListVariables<SortField>;
  page: number;
  setPage(page: number): void;
  /** null: the list's default order (the server decides). */
  setSort(sort: ListSort<SortField> | null): void;
  /** A new search starts again on the first page. */
  setSearch(search: string): void;
}

export function useServerList<SortField extends string>(
  defaultSort: ListSort<SortField> | null = null,
  pageSize: number = PAGE_SIZE,
): ServerList<SortField> {
  const [page, setPage] = useState(0);
  const [sort, setSortState] = useState<ListSort<SortField> | null>(defaultSort);
  const [search, setSearchState] = useState('');

  const setSearch = useCallback((next: string) => {
    setSearchState(next.trim());
    setPage(0);
  }, []);
  const setSort = useCallback((next: ListSort<SortField> | null) => {
    setSortState(next);
    setPage(0);
  }, []);

  const variables = useMemo(
    () => ({ offset: page * pageSize, limit: pageSize, search: search || null, sort }),
    [page, pageSize, search, sort],
  );
  return { variables, page, setPage, setSort, setSearch };
}

/**
 * After the last row of the last page has left the list (deleted, approved, moved to another
 * list — here or by another user), show the page before it rather than an empty page under the
 * list's empty text. For the DataTable and for the lists of cards with their own pagination.
 */
export function useLastPageAfterShrink(
  list: ServerList<string>,
  shown: number,
  totalCount: number,
  loading: boolean,
) {
  const { page, setPage } = list;
  const { limit } = list.variables;
  useEffect(() => {
    if (!loading && shown === 0 && page > 0 && page * limit >= totalCount) {
      setPage(Math.max(0, Math.ceil(totalCount / limit) - 1));
    }
  }, [loading, shown, page, limit, totalCount, setPage]);
}
