// The invoices of one purchase order (spec §2): name, total amount and, on demand, their lines;
// then 'Total Invoice Amount' and 'Remaining PO Amount'. Invoice totals are shown in EUR (spec §9),
// and so are the two order totals they are compared with.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { sumDecimals, TEXTS } from '@cost-steering/schema';
import type { InvoiceFieldsFragment, PurchaseOrderFieldsFragment } from '../../../../gql/graphql';
import { eur, invoiceDateText } from '../../../../shared/orders/format';
import { InvoiceLinesTable } from '../../../../shared/orders/InvoiceLinesTable';
import { EmptyText } from '../components/EmptyText';
import { ExpandButton } from './ExpandButton';
import { noInvoicesText, type OrderOwnerType } from './orderTexts';

function InvoiceRow({ invoice }: { invoice: InvoiceFieldsFragment }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <TableRow sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell>{invoice.name}</TableCell>
        <TableCell>{invoiceDateText(invoice)}</TableCell>
        <TableCell align="right">{eur(invoice.totalAmount)}</TableCell>
        <TableCell>
          <ExpandButton
            open={open}
            what={`lines of ${invoice.name}`}
            onToggle={() => setOpen(!open)}
          />
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={4} sx={{ py: 0 }}>
          <Collapse in={open} unmountOnExit>
            <InvoiceLinesTable name={invoice.name} lines={invoice.lines} />
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

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
