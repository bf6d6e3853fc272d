// Reference lists of the create forms: regions (products, when regions are enabled) and the
// currencies a project or application budget can be entered in (spec §3: EUR, rate 1, by default).
import { useQuery } from '@apollo/client/react';
import { DEFAULT_CURRENCY } from '@cost-steering/schema';
import { graphql } from '../../../gql';

export const RegionChoicesQuery = graphql(`
  query RegionChoices {
    regions {
      id
      name
    }
  }
`);

export const BudgetCurrenciesQuery = graphql(`
  query BudgetCurrencies {
    currencies {
      id
      rate
    }
  }
`);

export interface Choice {
  id: string;
  name: string;
}

export interface CurrencyChoice {
  id: string;
  rate: string;
}

export const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

export function useRegionChoices(enabled: boolean): Choice[] {
  const { data } = useQuery(RegionChoicesQuery, { skip: !enabled });
  return [...(data?.regions ?? [])].sort(byName);
}

/** The server's currencies; EUR at rate 1 is always there (the default entry currency). */
export function useBudgetCurrencies(): CurrencyChoice[] {
  const { data } = useQuery(BudgetCurrenciesQuery);
  const currencies = (data?.currencies ?? []).map(({ id, rate }) => ({ id, rate }));
  if (!currencies.some((currency) => currency.id === DEFAULT_CURRENCY)) {
    currencies.unshift({ id: DEFAULT_CURRENCY, rate: '1' });
  }
  return currencies;
}
