// A product row of repository.ts (flat columns) in the shape of CONTRACT.md 'Products'. Only
// reshaping: every figure is a money string computed by SQL.
import { COST_CODES, costCodes } from '../figures.ts';

export type FlatRow = Record<string, unknown>;

const text = (row: FlatRow, column: string) => String(row[column]);
const nullable = <T>(value: unknown) => (value ?? null) as T | null;

/** purchaseorderscurrentyear/nextyear: { totalCI, totalCM, … } */
function orderTotals(row: FlatRow, prefix: string) {
  const codes = costCodes(row, prefix);
  return {
    totalCI: codes.ci,
    totalCM: codes.cm,
    totalCE: codes.ce,
    totalEI: codes.ei,
    totalEM: codes.em,
    totalEE: codes.ee,
  };
}

function yearFigures(row: FlatRow, which: 'lastyear' | 'nextyear', year: number) {
  return {
    year,
    budget: text(row, `${which}_budget`),
    forecast: text(row, `${which}_ftotal`),
    actuals: text(row, `${which}_atotal`),
    forecast_codes: costCodes(row, `${which}_f`),
    actuals_codes: costCodes(row, `${which}_a`),
  };
}

/** The cost codes of a row under the column names `<prefix><code>`, as they are on the wire. */
function prefixed(row: FlatRow, prefix: string): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const { code } of COST_CODES) codes[prefix + code] = String(row[prefix + code] ?? '0.00');
  return codes;
}

export function toProduct(row: FlatRow, currentYear: number) {
  return {
    id: row.id as number,
    name: text(row, 'name'),
    productfamily: row.productfamily as number,
    productfamilyname: text(row, 'productfamilyname'),
    region: nullable<number>(row.region),
    regionname: nullable<string>(row.regionname),
    owner: text(row, 'owner'),
    image: nullable<number>(row.image),
    budget_limit: nullable<string>(row.budget_limit),
    target: nullable<string>(row.target),
    available_budget: text(row, 'available_budget'),
    platform_cost: nullable<string>(row.platform_cost),
    budget: text(row, 'budget'),
    undef: text(row, 'undef'),
    bci: text(row, 'bci'),
    bcm: text(row, 'bcm'),
    bce: text(row, 'bce'),
    bei: text(row, 'bei'),
    bem: text(row, 'bem'),
    bee: text(row, 'bee'),
    forecast: text(row, 'ftotal'),
    actuals: text(row, 'atotal'),
    ...prefixed(row, 'f'),
    ...prefixed(row, 'a'),
    capitalforecast: text(row, 'fcapital'),
    expensesforecast: text(row, 'fexpense'),
    capitalactuals: text(row, 'acapital'),
    expensesactuals: text(row, 'aexpense'),
    ...prefixed(row, 'product_PR_f'),
    ...prefixed(row, 'prod_invoice_a'),
    total_consumers_forecast: text(row, 'total_consumers_forecast'),
    lastyearbudget: text(row, 'lastyear_budget'),
    totalnextyearbudget: text(row, 'nextyear_budget'),
    lastyear: yearFigures(row, 'lastyear', currentYear - 1),
    nextyear: yearFigures(row, 'nextyear', currentYear + 1),
    purchaseorderscurrentyear: orderTotals(row, 'f'),
    purchaseordersnextyear: orderTotals(row, 'nextyear_f'),
  };
}

export type Product = ReturnType<typeof toProduct>;
