// Families a page at a time, in the grid and the list alike, paged on the server (issue 15): a
// large organisation (1,000 families) sends a screenful. The state is here; the pager (MUI
// TablePagination, ~16 kB gzip) is FamilyPager, which the family overview loads lazily so that
// it stays out of the first page's code.
import { useState } from 'react';

export interface PagerProps {
  count: number;
  page: number;
  perPage: number;
  sizes: readonly number[];
  onPage(page: number): void;
  onPerPage(perPage: number): void;
}

/**
 * The page asked for (offset, limit) and, once the total is known, the pager's props. A new
 * filter, sort or view mounts a new level and so starts again on the first page.
 */
export function useFamilyPage(sizes: readonly number[]) {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(sizes[0]!);
  const pagerFor = (count: number): PagerProps => ({
    count,
    // A shorter list (families gone since) keeps the pager within it.
    page: Math.min(page, Math.max(0, Math.ceil(count / perPage) - 1)),
    perPage,
    sizes,
    onPage: setPage,
    onPerPage: (size) => {
      setPerPage(size);
      setPage(0);
    },
  });
  return { offset: page * perPage, limit: perPage, pagerFor };
}
