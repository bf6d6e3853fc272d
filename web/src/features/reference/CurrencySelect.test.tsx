import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENCY_STORAGE_KEY, useMoney } from '../../shared/currency/currency';
import { renderWithProviders } from '../../testing/render';
import { CurrenciesQuery, CurrencyRates, CurrencySelect } from './CurrencySelect';

const currencies = {
  request: { query: CurrenciesQuery },
  result: {
    data: {
      currencies: [
        { __typename: 'Currency', id: 'EUR', rate: '1.00000000' },
        { __typename: 'Currency', id: 'USD', rate: '1.08000000' },
      ],
    },
  },
};

function Amount() {
  const money = useMoney();
  return <output aria-label="amount">{money('1234.50')}</output>;
}

describe('currency dropdown', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows amounts in EUR by default', async () => {
    renderWithProviders(
      <>
        <CurrencyRates />
        <CurrencySelect />
        <Amount />
      </>,
      { mocks: [currencies] },
    );
    expect(await screen.findByRole('combobox', { name: 'Currency' })).toHaveTextContent('EUR');
    expect(screen.getByLabelText('amount')).toHaveTextContent('1.234,50 EUR');
  });

  it('converts every amount with the chosen rate and remembers the choice', async () => {
    renderWithProviders(
      <>
        <CurrencyRates />
        <CurrencySelect />
        <Amount />
      </>,
      { mocks: [currencies] },
    );
    await userEvent.click(await screen.findByRole('combobox', { name: 'Currency' }));
    // The select's list loads when first opened (shared/select/SelectField.tsx).
    const list = await screen.findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: 'USD' }));
    expect(screen.getByLabelText('amount')).toHaveTextContent('1.333,26 USD');
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('USD');
  });

  it('starts with the remembered currency once its rate is known', async () => {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, 'USD');
    renderWithProviders(
      <>
        <CurrencyRates />
        <CurrencySelect />
        <Amount />
      </>,
      { mocks: [currencies] },
    );
    // Until the rates arrive, amounts stay in EUR rather than carry a wrong label.
    expect(screen.getByLabelText('amount')).toHaveTextContent('1.234,50 EUR');
    expect(await screen.findByText('1.333,26 USD')).toBeInTheDocument();
  });

  it('converts amounts with the remembered currency while no dropdown is shown', async () => {
    // On a phone the dropdown lives in the header's 'More' popover, mounted only while open.
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, 'USD');
    renderWithProviders(
      <>
        <CurrencyRates />
        <Amount />
      </>,
      { mocks: [currencies] },
    );
    expect(await screen.findByText('1.333,26 USD')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Currency' })).not.toBeInTheDocument();
  });
});
