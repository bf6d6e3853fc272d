// The lines of one invoice (spec §3 'Invoice': name, cost type, resource, person days, daily
// rate, amount in the line's currency): the order Details modal, the invoice list and the
// overview's entity modals; and one invoice's row (name, date, EUR total) that expands to them —
// a credit note's name followed by '(Credit note)', its total negative.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDecimal } from '../format/decimal';
import { formatRate } from '../money/money';
import type { InvoiceKind } from '../../gql/graphql';
import { eur, INVOICE_KIND_LABELS, invoiceDateText, ownCurrency } from './format';

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
              {line.dailyRate == null ? '' : formatRate(line.dailyRate, line.currency)}
            </TableCell>
            <TableCell align="right">{ownCurrency(line.amount, line.currency)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export interface InvoiceRowView {
  /** A credit note says so beside its name. */
  kind: InvoiceKind;
  name: string;
  date?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  totalAmount: string;
  lines: readonly InvoiceLineView[];
}

/** One invoice of a table of four columns: name, date, total (EUR), Show/Hide of its lines. */
export function InvoiceRow({ invoice }: { invoice: InvoiceRowView }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <TableRow sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell>
          {invoice.name}
          {invoice.kind === 'CREDIT_NOTE' && ` (${INVOICE_KIND_LABELS.CREDIT_NOTE})`}
        </TableCell>
        <TableCell>{invoiceDateText(invoice)}</TableCell>
        <TableCell align="right">{eur(invoice.totalAmount)}</TableCell>
        <TableCell>
          <Button
            size="small"
            aria-expanded={open}
            aria-label={`${open ? 'Hide' : 'Show'} lines of ${invoice.name}`}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide' : 'Show'}
          </Button>
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
