import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('invoice line picker', () => {
  it('shows a daily rate with its third decimal in the hint and the sum', async () => {
    renderWithProviders(
      <LinePicker
        choices={[consulting]}
        remaining={new Map([['32', '8123.45']])}
        onAdd={() => undefined}
        selectRef={createRef()}
      />,
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'List item' }),
      '1. Consulting — Capital Enhancement, Senior consultant, 8.123,45 EUR',
    );
    expect(screen.getByText('Daily rate 812,345 EUR; remaining 8.123,45 EUR')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Person days/ }), '10');
    expect(screen.getByText('10 × 812,345 EUR = 8.123,45 EUR')).toBeInTheDocument();
  });
});
