// The header's display currency for a test, as if chosen in the dropdown.
import { useEffect, type ReactNode } from 'react';
import { useCurrency } from '../shared/currency/currency';

/** Shows `children` once `id` at `rate` per EUR is the display currency (not in EUR before). */
export function InDisplayCurrency({
  id,
  rate,
  children,
}: {
  id: string;
  rate: string;
  children: ReactNode;
}) {
  const { setCurrencies, select, selected } = useCurrency();
  useEffect(() => {
    setCurrencies([
      { id: 'EUR', rate: '1' },
      { id, rate },
    ]);
    select(id);
  }, [id, rate, setCurrencies, select]);
  return selected.id === id ? children : null;
}
