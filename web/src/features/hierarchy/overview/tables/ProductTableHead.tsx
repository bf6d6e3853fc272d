import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { CAP_HEADERS } from './FigureCells';

/** Columns of the product tables: expander, name, (family), owner, the five figures. */
export function productColumns(showFamily: boolean): number {
  return 3 + (showFamily ? 1 : 0) + CAP_HEADERS.length;
}

export function ProductTableHead({ showFamily }: { showFamily: boolean }) {
  return (
    <TableHead>
      <TableRow>
        <TableCell padding="checkbox" />
        <TableCell>Name</TableCell>
        {showFamily && <TableCell>Product family</TableCell>}
        <TableCell>Owner</TableCell>
        {CAP_HEADERS.map((header) => (
          <TableCell key={header} align="right">
            {header}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
