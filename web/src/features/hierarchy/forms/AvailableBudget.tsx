// What is left of a cap to give out (EUR on the server, availableBudget), under the overview's
// name for it, 'Unallocated' (web/README.md), in the display currency the user chose in the header
// (spec §9), with the EUR value beside it when that is another currency: caps and budgets are
// entered in EUR (families, products) or in their own currency (projects, applications).
import { DEFAULT_CURRENCY } from '@cost-steering/schema';
import { useCurrency, useMoney } from '../../../shared/currency/currency';
import { formatMoney } from '../../../shared/money/money';
import { FIGURE_LABELS } from '../overview/figures';

export function useAvailableBudgetText(): (eurValue: string) => string {
  const money = useMoney();
  const { selected } = useCurrency();
  return (eurValue) =>
    selected.id === DEFAULT_CURRENCY
      ? `${FIGURE_LABELS.unallocated}: ${money(eurValue)}`
      : `${FIGURE_LABELS.unallocated}: ${money(eurValue)} (${formatMoney(eurValue, '1', DEFAULT_CURRENCY)})`;
}
