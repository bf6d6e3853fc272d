// The project/application form's values and what is sent (spec §3, §5): amounts stay the exact
// strings typed; empty cost inputs are left out (the server counts them as 0).
import { BUDGET_CODES, DEFAULT_CURRENCY, type BudgetCode } from '@cost-steering/schema';
import type { BudgetInput, CreateBudgetEntityInput } from '../../../gql/graphql';

/** What each cost input means (spec §3 cost codes: b = budget, c/e, then i/m/e). */
export const COST_CODE_LABELS: Record<BudgetCode, string> = {
  bci: 'Capital Infrastructure',
  bcm: 'Capital Maintenance',
  bce: 'Capital Enhancement',
  bei: 'Expense Infrastructure',
  bem: 'Expense Maintenance',
  bee: 'Expense Enhancement',
  undef: 'Undefined',
};

/** The cost inputs a form shows: 'undef' only when the configuration enables undefined amounts. */
export function shownCostCodes(undefinedEnabled: boolean): BudgetCode[] {
  return BUDGET_CODES.filter((code) => undefinedEnabled || code !== 'undef');
}

export type BudgetAmounts = Record<BudgetCode, string>;

export interface BudgetEntityFormValues {
  familyId: string;
  productId: string;
  owner: string;
  name: string;
  currency: string;
  budget: BudgetAmounts;
}

export const emptyBudget = (): BudgetAmounts =>
  Object.fromEntries(BUDGET_CODES.map((code) => [code, ''])) as BudgetAmounts;

export function initialBudgetEntityValues(
  owner: string,
  product?: { id: string; familyId: string },
): BudgetEntityFormValues {
  return {
    familyId: product?.familyId ?? '',
    productId: product?.id ?? '',
    owner,
    name: '',
    currency: DEFAULT_CURRENCY,
    budget: emptyBudget(),
  };
}

/** After a create on the page: the same family, product, owner and currency, for the next entry. */
export function nextEntryValues(values: BudgetEntityFormValues): BudgetEntityFormValues {
  return { ...values, name: '', budget: emptyBudget() };
}

export function toBudgetEntityInput(
  values: BudgetEntityFormValues,
  codes: readonly BudgetCode[],
): CreateBudgetEntityInput {
  const budget: BudgetInput = {};
  for (const code of codes) {
    const amount = values.budget[code].trim();
    if (amount !== '') budget[code] = amount;
  }
  return {
    productId: values.productId,
    name: values.name.trim(),
    owner: values.owner,
    currency: values.currency,
    budget,
  };
}
