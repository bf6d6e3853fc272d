import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceKind } from '@cost-steering/schema';
import { renderWithProviders } from '../../testing/render';
import type { OrderItem } from './invoiceLines';
import { LinePicker } from './LinePicker';

// A daily rate has up to 3 decimals (numeric(12,3), spec step 0.001): the third one is shown, not
// rounded away, while the line's amount is money with 2.
const consulting = {
  __typename: 'OrderListItem',
  id: '32',
  position: 1,
  name: 'Consulting',
  type: 'CAPITAL',
  costType: 'ENHANCEMENT',
  resourceName: 'Senior consultant',
  quantity: '10',
  dailyRate: '812.345',
  amount: '8123.45',
  remainingAmount: '8123.45',
  currency: 'EUR',
} as OrderItem;

/** The picker of an invoice or credit note with Consulting picked, `remaining` of it left. */
async function pickConsulting(kind: InvoiceKind, remaining: string) {
  renderWithProviders(
    <LinePicker
      kind={kind}
      choices={[consulting]}
      remaining={new Map([['32', remaining]])}
      onAdd={() => undefined}
      selectRef={createRef()}
    />,
  );
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: 'List item' }),
    '1. Consulting — Capital Enhancement, Senior consultant, 8.123,45 EUR',
  );
}

describe('invoice line picker', () => {
  it('shows a daily rate with its third decimal in the hint and the sum', async () => {
    await pickConsulting('invoice', '8123.45');
    expect(screen.getByText('Daily rate 812,345 EUR; remaining 8.123,45 EUR')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Person days/ }), '10');
    expect(screen.getByText('10 × 812,345 EUR = 8.123,45 EUR')).toBeInTheDocument();
  });

  it('credits negative person days, at most what was invoiced, with the server’s text', async () => {
    // 8,123.45 ordered, 3,123.45 left: 5,000.00 invoiced. 6.156 days × 812.345 = 5,000.80 is
    // more; 6.155 days = 4,999.983… → 4,999.98.
    await pickConsulting('credit_note', '3123.45');
    expect(screen.getByText('Daily rate 812,345 EUR; invoiced 5.000,00 EUR')).toBeInTheDocument();
    const days = screen.getByRole('textbox', { name: /^Person days credited/ });
    await userEvent.type(days, '6.156');
    expect(screen.getByText('The credit exceeds what was invoiced')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.clear(days);
    await userEvent.type(days, '6.155');
    expect(screen.getByText('\u22126,155 × 812,345 EUR = \u22124.999,98 EUR')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
  });
});
