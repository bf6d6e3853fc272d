// The lines of one invoice (spec §3 'Invoice': name, cost type, resource, person days, daily
// rate, amount in the line's currency): the order Details modal, the invoice list and the
// overview's entity modals.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDecimal } from '../format/decimal';
import { ownCurrency } from './format';

export interface InvoiceLineView {
  id: string;
  listItemName: string;
  costType: string;
  resourceName?: string | null;
  quantity?: string | null;
  dailyRate?: string | null;
  amount: string;
  currency: string;
}

export function InvoiceLinesTable({
  name,
  lines,
}: {
  name: string;
  lines: readonly InvoiceLineView[];
}) {
  return (
    <Table size="small" aria-label={`Lines of ${name}`}>
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Cost Type</TableCell>
          <TableCell>Resource</TableCell>
          <TableCell align="right">Person Days</TableCell>
          <TableCell align="right">Daily rate</TableCell>
          <TableCell align="right">Amount</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.id}>
            <TableCell>{line.listItemName}</TableCell>
            <TableCell>{line.costType}</TableCell>
            <TableCell>{line.resourceName ?? ''}</TableCell>
            <TableCell align="right">{formatDecimal(line.quantity)}</TableCell>
            <TableCell align="right">
              {line.dailyRate == null ? '' : ownCurrency(line.dailyRate, line.currency)}
            </TableCell>
            <TableCell align="right">{ownCurrency(line.amount, line.currency)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
