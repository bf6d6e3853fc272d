// The invoices of one purchase order (spec §2): name, total amount and, on demand, their lines;
// then 'Total Invoice Amount' and 'Remaining PO Amount'. Invoice totals are shown in EUR (spec §9),
// and so are the two order totals they are compared with.
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { sumDecimals, TEXTS } from '@cost-steering/schema';
import type { InvoiceFieldsFragment, PurchaseOrderFieldsFragment } from '../../../../gql/graphql';
import { eur } from '../../../../shared/orders/format';
import { InvoiceRow } from '../../../../shared/orders/InvoiceLinesTable';
import { EmptyText } from '../components/EmptyText';
import { noInvoicesText, type OrderOwnerType } from './orderTexts';

interface Props {
  order: PurchaseOrderFieldsFragment;
  /** The invoices on this order. */
  invoices: readonly InvoiceFieldsFragment[];
  entityType: OrderOwnerType;
}

export function OrderInvoices({ order, invoices, entityType }: Props) {
  const total = sumDecimals(invoices.map((invoice) => invoice.totalAmount));
  return (
    <Box component="section" aria-label={`Invoices of ${order.orderText}`} sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
        Invoices
      </Typography>
      {invoices.length === 0 ? (
        <EmptyText text={noInvoicesText(entityType)} />
      ) : (
        <Table size="small" aria-label={`Invoices on ${order.orderText}`}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Date</TableCell>
              <TableCell align="right">Total Amount</TableCell>
              <TableCell>Details</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoices.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} />
            ))}
          </TableBody>
        </Table>
      )}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          gap: 0.5,
          m: 0,
          mt: 1,
          width: 'fit-content',
        }}
      >
        <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
          {TEXTS.totalInvoiceAmount}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
          {eur(total)}
        </Typography>
        <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
          {TEXTS.remainingPoAmount}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
          {eur(order.remainingAmount)}
        </Typography>
      </Box>
    </Box>
  );
}
