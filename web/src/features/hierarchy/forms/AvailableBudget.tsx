// What is left of a cap (EUR on the server), shown in the display currency the user chose in the
// header (spec §9), with the EUR value beside it when that is another currency: caps and budgets
// are entered in EUR (families, products) or in their own currency (projects, applications).
import { DEFAULT_CURRENCY } from '@cost-steering/schema';
import { useCurrency, useMoney } from '../../../shared/currency/currency';
import { formatMoney } from '../../../shared/money/money';

export function useAvailableBudgetText(): (eurValue: string) => string {
  const money = useMoney();
  const { selected } = useCurrency();
  return (eurValue) =>
    selected.id === DEFAULT_CURRENCY
      ? `Available budget: ${money(eurValue)}`
      : `Available budget: ${money(eurValue)} (${formatMoney(eurValue, '1', DEFAULT_CURRENCY)})`;
}
