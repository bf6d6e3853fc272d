// Families a page at a time, in the grid and the list alike: a large organisation (1,000
// families) renders a screenful, and the list view loads the products of that screenful only.
// The state is here; the pager (MUI TablePagination, ~16 kB gzip) is FamilyPager, which the
// family overview loads lazily so that it stays out of the first page's code.
import { useState } from 'react';

export interface PagerProps {
  count: number;
  page: number;
  perPage: number;
  sizes: readonly number[];
  onPage(page: number): void;
  onPerPage(perPage: number): void;
}

/** The page of `rows` shown and the pager's props (sizes: `sizes[0]` first). */
export function useFamilyPage<Row>(rows: readonly Row[], sizes: readonly number[]) {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(sizes[0]!);
  // A shorter list (a filter submitted) keeps the pager within it.
  const lastPage = Math.max(0, Math.ceil(rows.length / perPage) - 1);
  const current = Math.min(page, lastPage);
  const pager: PagerProps = {
    count: rows.length,
    page: current,
    perPage,
    sizes,
    onPage: setPage,
    onPerPage: (size) => {
      setPerPage(size);
      setPage(0);
    },
  };
  return { shown: rows.slice(current * perPage, (current + 1) * perPage), pager };
}
