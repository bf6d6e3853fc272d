// Cost codes of spec §3 (b/f/a × c/e × i/m/e) → the GraphQL CostBreakdown and YearFigures, for
// every domain whose REST objects carry them (hierarchy, cost units). The
// amounts of the REST API are passed on untouched; only the totals are added here, exactly.
import { sumDecimals } from '@cost-steering/schema';
import type { CostBreakdown, CostTypeAmounts, YearFigures } from './generated/graphql.ts';

/** capital/expense × infrastructure/maintenance/enhancement, EUR, every key present. */
export interface RestCostCodes {
  ci: string;
  cm: string;
  ce: string;
  ei: string;
  em: string;
  ee: string;
}

/** `lastyear` / `nextyear` of a product. */
export interface RestYearFigures {
  year: number;
  budget: string;
  forecast: string;
  actuals: string;
  forecast_codes: RestCostCodes;
  actuals_codes: RestCostCodes;
}

/** `purchaseorderscurrentyear` / `purchaseordersnextyear` of a product. */
export interface RestOrderTotals {
  totalCI: string;
  totalCM: string;
  totalCE: string;
  totalEI: string;
  totalEM: string;
  totalEE: string;
}

/** Flat cost-code fields with a prefix: `bci`…`bee`, `fci`…, `product_PR_fci`…, `prod_invoice_aci`…. */
export type PrefixedCodes<Prefix extends string> = Record<
  `${Prefix}${keyof RestCostCodes}`,
  string
>;

const CODE_KEYS = ['ci', 'cm', 'ce', 'ei', 'em', 'ee'] as const satisfies ReadonlyArray<
  keyof RestCostCodes
>;

function costTypeAmounts(
  infrastructure: string,
  maintenance: string,
  enhancement: string,
): CostTypeAmounts {
  return {
    infrastructure,
    maintenance,
    enhancement,
    total: sumDecimals([infrastructure, maintenance, enhancement]),
  };
}

/** c = capital, e = expense; then i = infrastructure, m = maintenance, e = enhancement. */
export function toCostBreakdown(codes: RestCostCodes): CostBreakdown {
  const capital = costTypeAmounts(codes.ci, codes.cm, codes.ce);
  const expense = costTypeAmounts(codes.ei, codes.em, codes.ee);
  return { capital, expense, total: sumDecimals([capital.total, expense.total]) };
}

/** The six flat fields `<prefix>ci` … `<prefix>ee` of a REST object (`bci`, `product_PR_fci`, …). */
export function codesWithPrefix<Prefix extends string>(
  source: PrefixedCodes<Prefix>,
  prefix: Prefix,
): RestCostCodes {
  const entries = CODE_KEYS.map((key) => [key, source[`${prefix}${key}`]]);
  return Object.fromEntries(entries) as RestCostCodes;
}

/** `purchaseorderscurrentyear` / `nextyear` name their cells totalCI … totalEE. */
export function orderTotalsToCodes(totals: RestOrderTotals): RestCostCodes {
  return {
    ci: totals.totalCI,
    cm: totals.totalCM,
    ce: totals.totalCE,
    ei: totals.totalEI,
    em: totals.totalEM,
    ee: totals.totalEE,
  };
}

export function toYearFigures(figures: RestYearFigures): YearFigures {
  return {
    year: figures.year,
    budget: figures.budget,
    forecast: figures.forecast,
    forecastBreakdown: toCostBreakdown(figures.forecast_codes),
    actuals: figures.actuals,
    actualsBreakdown: toCostBreakdown(figures.actuals_codes),
  };
}
