import { screen } from '@testing-library/react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import { renderWithProviders } from '../../testing/render';
import { InvoiceRow, type InvoiceRowView } from './InvoiceLinesTable';

const row = (invoice: InvoiceRowView) =>
  renderWithProviders(
    <Table>
      <TableBody>
        <InvoiceRow invoice={invoice} />
      </TableBody>
    </Table>,
  );

const lines = [
  {
    id: '1',
    listItemName: 'Laptops',
    costType: 'Capital Infrastructure',
    amount: '-50.00',
    currency: 'EUR',
  },
];

describe('invoice row (order details, entity modals)', () => {
  it('names a credit note as one, its total negative in hr-HR format', () => {
    row({ kind: 'CREDIT_NOTE', name: 'Refund', date: '2026-03-10', totalAmount: '-50.00', lines });
    expect(screen.getByRole('cell', { name: 'Refund (Credit note)' })).toBeInTheDocument();
    // hr-HR writes the minus sign U+2212.
    expect(screen.getByRole('cell', { name: '\u221250,00 EUR' })).toBeInTheDocument();
  });

  it('shows an invoice by its name alone', () => {
    row({ kind: 'INVOICE', name: 'March', date: '2026-03-10', totalAmount: '50.00', lines });
    expect(screen.getByRole('cell', { name: 'March' })).toBeInTheDocument();
    expect(screen.queryByText(/Credit note/)).toBeNull();
  });
});
