// Families a page at a time, in the grid and the list alike: a large organisation (1,000
// families) renders a screenful, and the list view loads the products of that screenful only.
import { useState, type ReactNode } from 'react';
import TablePagination from '@mui/material/TablePagination';

export interface FamilyPage<Row> {
  shown: readonly Row[];
  pagination: ReactNode;
}

/** The page of `rows` shown and the pager under it (sizes: `sizes[0]` first). */
export function useFamilyPage<Row>(
  rows: readonly Row[],
  sizes: readonly number[],
): FamilyPage<Row> {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(sizes[0]!);
  // A shorter list (a filter submitted) keeps the pager within it.
  const lastPage = Math.max(0, Math.ceil(rows.length / perPage) - 1);
  const current = Math.min(page, lastPage);
  return {
    shown: rows.slice(current * perPage, (current + 1) * perPage),
    pagination: (
      <TablePagination
        component="div"
        count={rows.length}
        page={current}
        rowsPerPage={perPage}
        rowsPerPageOptions={[...sizes]}
        labelRowsPerPage="Families per page"
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(0);
        }}
      />
    ),
  };
}
