// The display currency chosen in the header (spec §1, §9): kept in localStorage, EUR until the
// rates are known or when the stored choice is not offered any more.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_CURRENCY } from '@cost-steering/schema';
import { formatMoney } from '../money/money';

export interface CurrencyRate {
  id: string;
  rate: string;
}

interface CurrencyState {
  /** The currency amounts are shown in, with its rate against EUR. */
  selected: CurrencyRate;
  currencies: readonly CurrencyRate[];
  select(code: string): void;
  setCurrencies(currencies: readonly CurrencyRate[]): void;
}

export const CURRENCY_STORAGE_KEY = 'cost-steering.currency';
const EUR: CurrencyRate = { id: DEFAULT_CURRENCY, rate: '1' };

const CurrencyContext = createContext<CurrencyState | null>(null);

function storedCode(): string {
  try {
    return window.localStorage.getItem(CURRENCY_STORAGE_KEY) ?? DEFAULT_CURRENCY;
  } catch {
    return DEFAULT_CURRENCY;
  }
}

export function CurrencyProvider({ children }: { children: ReactNode }) {
  const [code, setCode] = useState(storedCode);
  const [currencies, setCurrencies] = useState<readonly CurrencyRate[]>([]);

  const select = useCallback((next: string) => {
    setCode(next);
    try {
      window.localStorage.setItem(CURRENCY_STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, []);

  const value = useMemo<CurrencyState>(
    () => ({
      selected: currencies.find((currency) => currency.id === code) ?? EUR,
      currencies,
      select,
      setCurrencies,
    }),
    [code, currencies, select],
  );
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyState {
  const state = useContext(CurrencyContext);
  if (!state) throw new Error('useCurrency needs a CurrencyProvider (src/app)');
  return state;
}

/** The one money formatter for screens: EUR decimal string → '1.234,50 EUR' in the chosen currency. */
export function useMoney(): (eurValue: string | null | undefined) => string {
  const { selected } = useCurrency();
  return useCallback((eurValue) => formatMoney(eurValue, selected.rate, selected.id), [selected]);
}
