// Spec §2 'Product Cost Unit Allocation': one row for the product, a column per cost unit with
// its percentage (fraction × 100, §9) and the total percentage.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { COST_UNIT_TEXTS } from '@cost-steering/schema';

export interface ProductAllocationRow {
  productName: string;
  costUnits: readonly { costUnitId: string; costUnitName: string; percent: number }[];
  totalPercent: number;
}

export function ProductAllocationTable({ row }: { row: ProductAllocationRow }) {
  if (row.costUnits.length === 0) {
    return <Typography>{COST_UNIT_TEXTS.notAllocated}</Typography>;
  }
  return (
    <Table aria-label="Cost unit allocation" size="small">
      <TableHead>
        <TableRow>
          <TableCell>Product</TableCell>
          {row.costUnits.map((unit) => (
            <TableCell key={unit.costUnitId} align="right">
              {unit.costUnitName}
            </TableCell>
          ))}
          <TableCell align="right">Total</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableCell>{row.productName}</TableCell>
          {row.costUnits.map((unit) => (
            <TableCell key={unit.costUnitId} align="right">
              {unit.percent} %
            </TableCell>
          ))}
          <TableCell align="right">
            <strong>{row.totalPercent} %</strong>
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
