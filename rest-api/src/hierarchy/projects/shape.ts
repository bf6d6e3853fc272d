// A project/application row of repository.ts in the shape of CONTRACT.md (only reshaping).
import { BUDGET_CODES } from '@cost-steering/schema';
import { costCodes } from '../figures.ts';
import type { KindInfo } from './kinds.ts';

/** A row of the list query, by column name. */
export type FlatRow = Record<string, unknown>;

const text = (row: FlatRow, column: string) => String(row[column]);

export function toEntity(row: FlatRow, kind: KindInfo) {
  const entered = Object.fromEntries(BUDGET_CODES.map((code) => [code, text(row, code)]));
  return {
    id: row.id as number,
    name: text(row, 'name'),
    type: kind.type,
    owner: text(row, 'owner'),
    product: row.product as number,
    productname: text(row, 'productname'),
    productfamily: row.productfamily as number,
    currency: text(row, 'currency'),
    ...entered,
    budget_eur: {
      ci: text(row, 'bci_eur'),
      cm: text(row, 'bcm_eur'),
      ce: text(row, 'bce_eur'),
      ei: text(row, 'bei_eur'),
      em: text(row, 'bem_eur'),
      ee: text(row, 'bee_eur'),
    },
    undef_eur: text(row, 'undef_eur'),
    totalbudget: text(row, 'totalbudget'),
    totalforecast: text(row, 'ftotal'),
    totalactuals: text(row, 'atotal'),
    forecast_codes: costCodes(row, 'f'),
    actuals_codes: costCodes(row, 'a'),
    status: text(row, 'status'),
    platform_cost: text(row, 'platform_cost'),
    /** Next year's approved future budgets (planning). */
    totalnextyearbudget: text(row, 'totalnextyearbudget'),
  };
}

export type Entity = ReturnType<typeof toEntity>;
