// The order Details modal (spec §2 'Purchase order list', 'Expiration list'), one component for
// /all-orders, /orders-expiration and the overview's product and project/application modals: the
// order's fields, every list item with its remaining amount, and the order's invoices with their
// lines, 'Total Invoice Amount' and 'Remaining PO Amount' (EUR, spec §9).
//
// Fetched with `no-cache`: an entity's modal on the overview holds the same order with only the
// items booked on that entity (one cache entry per order id), which the whole order must not
// overwrite; and the modal always shows the amounts as they are now.
import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { INVOICE_TEXTS, TEXTS } from '@cost-steering/schema';
import type { OrderDetailsFieldsFragment } from '../../gql/graphql';
import { errorBannerText } from '../errors/errorText';
import { formatLongDate } from '../format/date';
import { formatDecimal } from '../format/decimal';
import { formatRate } from '../money/money';
import { OrderDetailsQuery } from './documents';
import { InvoiceRow } from './InvoiceLinesTable';
import { bookedOn, costTypeLabel, eur, ownCurrency } from './format';

function Fields({ order }: { order: OrderDetailsFieldsFragment }) {
  const fields: [string, string | null | undefined][] = [
    ['PO Name', order.orderText],
    ['PO Number', order.orderNumber],
    ['PO Owner', order.ownerName],
    ['Company', order.companyName],
    ['Company Contact', order.contactName],
    ['Supplier', order.supplierName],
    ['SBU', order.sbuName],
    ['Accounting Element', order.accountingElement],
    ['PO Date', formatLongDate(order.poDate)],
    ['Delivery Date', formatLongDate(order.deliveryDate)],
    ['Order Amount', ownCurrency(order.orderAmount, order.currency)],
    ['Order Amount (EUR)', eur(order.orderAmountEur)],
    [TEXTS.totalInvoiceAmount, eur(order.invoicedAmount ?? '0')],
    [TEXTS.remainingPoAmount, eur(order.remainingAmount)],
    ['Comment', order.comments],
  ];
  return (
    <Typography
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, m: 0 }}
    >
      {fields
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Typography>
  );
}

function ListItems({ order }: { order: OrderDetailsFieldsFragment }) {
  return (
    <Table size="small" aria-label={`List items of ${order.orderText}`} sx={{ my: 1 }}>
      <TableHead>
        <TableRow>
          <TableCell>No.</TableCell>
          <TableCell>Name</TableCell>
          <TableCell>Booked on</TableCell>
          <TableCell>Cost Type</TableCell>
          <TableCell>Resource</TableCell>
          <TableCell align="right">Person Days</TableCell>
          <TableCell align="right">Daily rate</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell align="right">Remaining (EUR)</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {order.listItems.map((item) => (
          <TableRow key={item.id}>
            <TableCell>{item.position}</TableCell>
            <TableCell>{item.name}</TableCell>
            <TableCell>{bookedOn(item)}</TableCell>
            <TableCell>{costTypeLabel(item.type, item.costType)}</TableCell>
            <TableCell>{item.resourceName ?? ''}</TableCell>
            <TableCell align="right">{formatDecimal(item.quantity)}</TableCell>
            <TableCell align="right">
              {item.dailyRate == null ? '' : formatRate(item.dailyRate, item.currency)}
            </TableCell>
            <TableCell align="right">{ownCurrency(item.amount, item.currency)}</TableCell>
            <TableCell align="right">{eur(item.remainingAmount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Invoices({ order }: { order: OrderDetailsFieldsFragment }) {
  return (
    <Box component="section" aria-label={`Invoices of ${order.orderText}`}>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        Invoices
      </Typography>
      {order.invoices.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {INVOICE_TEXTS.noInvoices}
        </Typography>
      ) : (
        <Table size="small" aria-label={`Invoices on ${order.orderText}`}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Date</TableCell>
              <TableCell align="right">Total Amount (EUR)</TableCell>
              <TableCell>Lines</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.invoices.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} />
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

interface Props {
  orderId: string;
  onClose(): void;
  /** Buttons of the screen that opened it (Invoice, Renew), beside Close. */
  actions?: ReactNode;
}

export function OrderDetailsModal({ orderId, onClose, actions }: Props) {
  const { data, loading, error } = useQuery(OrderDetailsQuery, {
    variables: { id: orderId },
    fetchPolicy: 'no-cache',
  });
  const order = data?.purchaseOrder;
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="order-details-title">
      <DialogTitle id="order-details-title">
        {order ? `Purchase order ${order.orderNumber}` : 'Purchase order'}
      </DialogTitle>
      <DialogContent>
        {loading && <CircularProgress aria-label="Loading the purchase order" />}
        {error && <Alert severity="error">{errorBannerText(error)}</Alert>}
        {!loading && !error && !order && <Alert severity="info">Purchase order not found.</Alert>}
        {order && (
          <>
            <Fields order={order} />
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              List items
            </Typography>
            <ListItems order={order} />
            <Invoices order={order} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {actions}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
