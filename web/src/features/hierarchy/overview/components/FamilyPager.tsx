// The pager under the family cards and the family table (see FamilyPagination).
import TablePagination from '@mui/material/TablePagination';
import type { PagerProps } from './FamilyPagination';

export default function FamilyPager({
  count,
  page,
  perPage,
  sizes,
  onPage,
  onPerPage,
}: PagerProps) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={perPage}
      rowsPerPageOptions={[...sizes]}
      labelRowsPerPage="Families per page"
      onPageChange={(_, next) => onPage(next)}
      onRowsPerPageChange={(event) => onPerPage(Number(event.target.value))}
    />
  );
}
