// The list items of one purchase order (spec §2 columns). Amount and daily rate are shown as
// written on the order, in its currency; current year and remaining are EUR figures shown in the
// display currency.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PurchaseOrderFieldsFragment } from '../../../../gql/graphql';
import { useMoney } from '../../../../shared/currency/currency';
import { formatDecimal } from '../../../../shared/format/decimal';
import { formatMoney, formatRate } from '../../../../shared/money/money';
import { costTypeLabel } from './orderTexts';

export const LIST_ITEM_COLUMNS = [
  'No.',
  'Name',
  'Cost Type',
  'Resource',
  'Person Days',
  'Daily rate',
  'Amount',
  'Current Year',
  'Remaining',
] as const;

const RIGHT_ALIGNED = new Set<string>([
  'Person Days',
  'Daily rate',
  'Amount',
  'Current Year',
  'Remaining',
]);

type ListItem = PurchaseOrderFieldsFragment['listItems'][number];

export function ListItemTable({
  items,
  orderText,
}: {
  items: readonly ListItem[];
  orderText: string;
}) {
  const money = useMoney();
  return (
    <Table size="small" aria-label={`List items of ${orderText}`} sx={{ my: 1 }}>
      <TableHead>
        <TableRow>
          {LIST_ITEM_COLUMNS.map((column) => (
            <TableCell key={column} align={RIGHT_ALIGNED.has(column) ? 'right' : 'left'}>
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell>{item.position}</TableCell>
            <TableCell>{item.name}</TableCell>
            <TableCell>{costTypeLabel(item.type, item.costType)}</TableCell>
            <TableCell>{item.resourceName ?? ''}</TableCell>
            <TableCell align="right">{formatDecimal(item.quantity)}</TableCell>
            <TableCell align="right">
              {item.dailyRate == null ? '' : formatRate(item.dailyRate, item.currency)}
            </TableCell>
            <TableCell align="right">{formatMoney(item.amount, '1', item.currency)}</TableCell>
            <TableCell align="right">{money(item.amountCurrentYear)}</TableCell>
            <TableCell align="right">{money(item.remainingAmount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
