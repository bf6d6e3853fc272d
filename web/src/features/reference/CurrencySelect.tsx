// Header currency dropdown (spec §1/§9): the currencies and their rates from the server; EUR by
// default; the choice is remembered in this browser. The rates are loaded by CurrencyRates, apart
// from the dropdown: on a phone the dropdown is shown only while the header's 'More' popover is
// open, and amounts must be converted all the same.
import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useCurrency } from '../../shared/currency/currency';
import { SelectField } from '../../shared/select/SelectField';

export const CurrenciesQuery = graphql(`
  query Currencies {
    currencies {
      id
      rate
    }
  }
`);

/** Loads the currencies and their rates into the currency context once; renders nothing. */
export function CurrencyRates() {
  const { data } = useQuery(CurrenciesQuery);
  const { setCurrencies } = useCurrency();
  useEffect(() => {
    if (data) setCurrencies(data.currencies.map(({ id, rate }) => ({ id, rate })));
  }, [data, setCurrencies]);
  return null;
}

export function CurrencySelect() {
  const { selected, currencies, select } = useCurrency();
  const options = currencies.length > 0 ? currencies : [selected];
  return (
    <SelectField
      size="small"
      label="Currency"
      value={selected.id}
      options={options.map((currency) => ({ value: currency.id, label: currency.id }))}
      onChange={select}
      sx={{
        minWidth: 110,
        '& .MuiInputBase-root': { bgcolor: 'background.paper' },
        '& .MuiInputLabel-root.MuiInputLabel-shrink': {
          // Dark on its white chip: the header's own (white) text would not show.
          color: 'text.secondary',
          bgcolor: 'background.paper',
          px: 0.5,
          borderRadius: 0.5,
        },
      }}
    />
  );
}
