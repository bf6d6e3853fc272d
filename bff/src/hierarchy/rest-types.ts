// REST shapes of the hierarchy domain as CONTRACT.md describes them: snake_case, ids as integers,
// money as decimal strings (EUR unless a currency is named), lists keyed by id. These objects are
// the parents of the GraphQL resolvers (codegen.ts `mappers`); mappers.ts translates them.

import type {
  PrefixedCodes,
  RestCostCodes,
  RestOrderTotals,
  RestYearFigures,
} from '../cost-breakdown.ts';

// The cost codes are shared with the cost units (cost-breakdown.ts); named here too for the hierarchy.
export type { PrefixedCodes, RestCostCodes, RestOrderTotals, RestYearFigures };

/** A family: figures of the current year, available budget included. */
export interface RestFamily {
  id: number;
  name: string;
  owner: string;
  year: number;
  budget: string;
  budget_limit: string | null;
  target: string | null;
  forecast: string;
  actuals: string;
  total_product_forecast?: string;
  total_product_actuals?: string;
  available_budget: string;
  /** Next year's approved future budgets (planning); absent from servers before issue 13. */
  totalnextyearbudget?: string;
}

export type RestProduct = {
  id: number;
  name: string;
  productfamily: number;
  productfamilyname?: string;
  region: number | null;
  regionname?: string | null;
  owner: string;
  image: number | null;
  budget_limit: string | null;
  target: string | null;
  available_budget: string;
  platform_cost: string | null;
  budget: string;
  undef: string;
  forecast: string;
  actuals: string;
  capitalforecast: string;
  expensesforecast: string;
  capitalactuals: string;
  expensesactuals: string;
  total_consumers_forecast: string;
  lastyearbudget: string;
  totalnextyearbudget: string;
  lastyear: RestYearFigures;
  nextyear: RestYearFigures;
  purchaseorderscurrentyear: RestOrderTotals;
  purchaseordersnextyear: RestOrderTotals;
} & PrefixedCodes<'b'> &
  PrefixedCodes<'f'> &
  PrefixedCodes<'a'> &
  PrefixedCodes<'product_PR_f'> &
  PrefixedCodes<'prod_invoice_a'>;

export type BudgetEntityKind = 'Project' | 'Application';

/** A project or an application (the two kinds share shape and rules). */
export type RestBudgetEntity = {
  id: number;
  name: string;
  type: BudgetEntityKind;
  owner: string;
  product: number;
  productname?: string;
  productfamily?: number;
  currency: string;
  /** As entered, in `currency`. */
  undef: string;
  /** EUR at the rate of the day it was written. */
  budget_eur: RestCostCodes;
  undef_eur: string;
  totalbudget: string;
  totalforecast: string;
  totalactuals: string;
  forecast_codes: RestCostCodes;
  actuals_codes: RestCostCodes;
  status: string;
  platform_cost: string;
  /** Next year's approved future budgets (planning); absent from servers before issue 13. */
  totalnextyearbudget?: string;
} & PrefixedCodes<'b'>;

export interface RestImage {
  id: number;
  name: string;
  /** A data URL. */
  image_data: string;
}

export type RestFilterKey = 'productfamily' | 'product' | 'owner' | 'region';

export interface RestFilter {
  key: RestFilterKey | string;
  label: string;
  options: Record<string, { id: number | string; name: string }>;
  /** How many options the filter has (the first `limit` are in `options`). */
  total?: number;
}

export interface RestFilters {
  filters: RestFilter[];
}

export interface RestFamilyInput {
  name: string;
  owner: string;
  year: number;
  budgetLimit: string | null;
  target: string | null;
}

export interface RestProductInput {
  name: string;
  productfamily: number;
  owner: string;
  region?: number;
  image?: number;
  budgetLimit?: string;
  target?: string;
  platform_cost?: string;
}

/** PUT /products/{id}: the id goes in the path. */
export interface RestPlatformCost {
  id: number;
  platform_cost: string;
}

/** Cost inputs not given are sent as null: the REST rules ask every given amount to be at least 1. */
export type RestBudgetEntityInput = {
  name: string;
  product: number;
  owner: string;
  currency: string;
  undef: string | null;
} & Record<`b${keyof RestCostCodes}`, string | null>;

export type RestBudgetEntityUpdate = RestBudgetEntityInput & { id: number; status?: string };
