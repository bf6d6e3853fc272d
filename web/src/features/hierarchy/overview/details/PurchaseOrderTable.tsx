// Purchase orders of a product, project or application (spec §2): one row per order with the
// spec's columns; 'Details' expands its list items and, when invoices are given (not for
// platforms), the invoices of that order with their totals. The PO Name opens the whole order in
// the order Details modal of /all-orders (one component, shared/orders).
import { useState } from 'react';
import Link from '@mui/material/Link';
import Collapse from '@mui/material/Collapse';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { InvoiceFieldsFragment, PurchaseOrderFieldsFragment } from '../../../../gql/graphql';
import { useMoney } from '../../../../shared/currency/currency';
import { formatLongDate } from '../../../../shared/format/date';
import { formatMoney } from '../../../../shared/money/money';
import { OrderDetailsModal } from '../../../../shared/orders/OrderDetailsModal';
import { EmptyText } from '../components/EmptyText';
import { ExpandButton } from './ExpandButton';
import { ListItemTable } from './ListItemTable';
import { OrderInvoices } from './OrderInvoices';
import { noOrdersText, type OrderOwnerType } from './orderTexts';

export const ORDER_COLUMNS = [
  'PO Date',
  'PO Name',
  'PO Owner',
  'Company Contact',
  'Order Amount (EUR)',
  'Current Year',
  'Details',
] as const;

interface Props {
  orders: readonly PurchaseOrderFieldsFragment[];
  /** The invoices of the entity; null for platforms, whose orders are shown without them. */
  invoices: readonly InvoiceFieldsFragment[] | null;
  entityType: OrderOwnerType;
}

function OrderRow({
  order,
  invoices,
  entityType,
}: Omit<Props, 'orders'> & { order: PurchaseOrderFieldsFragment }) {
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const [details, setDetails] = useState(false);
  return (
    <>
      <TableRow sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell>{formatLongDate(order.poDate)}</TableCell>
        <TableCell>
          <Link
            component="button"
            type="button"
            variant="body2"
            aria-label={`${order.orderText}: order details`}
            onClick={() => setDetails(true)}
          >
            {order.orderText}
          </Link>
          {details && <OrderDetailsModal orderId={order.id} onClose={() => setDetails(false)} />}
        </TableCell>
        <TableCell>{order.ownerName}</TableCell>
        <TableCell>{order.contactName ?? ''}</TableCell>
        {/* Labelled EUR by the spec: shown in EUR whatever the display currency. */}
        <TableCell align="right">{formatMoney(order.orderAmountEur, '1', 'EUR')}</TableCell>
        <TableCell align="right">{money(order.amountCurrentYear)}</TableCell>
        <TableCell>
          <ExpandButton
            open={open}
            what={`details of ${order.orderText}`}
            onToggle={() => setOpen(!open)}
          />
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={ORDER_COLUMNS.length} sx={{ py: 0 }}>
          <Collapse in={open} unmountOnExit>
            <ListItemTable items={order.listItems} orderText={order.orderText} />
            {invoices && (
              <OrderInvoices
                order={order}
                invoices={invoices.filter((invoice) => invoice.purchaseOrderId === order.id)}
                entityType={entityType}
              />
            )}
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

export function PurchaseOrderTable({ orders, invoices, entityType }: Props) {
  if (orders.length === 0) return <EmptyText text={noOrdersText(entityType)} />;
  return (
    <TableContainer>
      <Table size="small" aria-label="Purchase orders">
        <TableHead>
          <TableRow>
            {ORDER_COLUMNS.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} invoices={invoices} entityType={entityType} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
