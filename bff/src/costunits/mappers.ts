// REST cost units → GraphQL (CONTRACT.md 'Cost units'): status words to the enum, fractions to
// the percents shown (spec §9: fraction × 100), cost codes to CostBreakdown, and the REST field
// names of user errors to the input fields, with the spec §8 texts.
import { COST_UNIT_TEXTS, fractionToPercent } from '@cost-steering/schema';
import type {
  CostUnitFilter,
  CostUnitFilterKey,
  CostUnitStatus,
  ProductCostUnitAllocation,
  ShowbackFigures,
  UserError,
} from '../generated/graphql.ts';
import { toCostBreakdown } from '../cost-breakdown.ts';
import type { RestCostCodes } from '../cost-breakdown.ts';
import { compareNames } from '../names.ts';
import type { WriteRules } from '../writes/write.ts';
import type {
  RestAllocation,
  RestCostUnit,
  RestCostUnitFilters,
  RestCostUnitStatus,
  RestProductAllocation,
  RestShowbackFigures,
} from './rest.ts';

const STATUS: Record<RestCostUnitStatus, CostUnitStatus> = {
  Active: 'ACTIVE',
  Proposed: 'PROPOSED',
  Retired: 'RETIRED',
  Global: 'GLOBAL',
};
export const REST_STATUS: Record<CostUnitStatus, RestCostUnitStatus> = {
  ACTIVE: 'Active',
  PROPOSED: 'Proposed',
  RETIRED: 'Retired',
  GLOBAL: 'Global',
};

export const toStatus = (status: RestCostUnitStatus): CostUnitStatus => STATUS[status];

/** The allocations of a cost unit in the REST order (A-Z), each knowing its cost unit. */
export function allocationsOf(unit: RestCostUnit): RestAllocation[] {
  return Object.values(unit.products ?? {})
    .map((allocation) => ({ ...allocation, cost_unit_id: unit.id }))
    .sort((a, b) => compareNames(a.name, b.name) || a.id - b.id);
}

export const costUnitFields = {
  id: (unit: RestCostUnit) => String(unit.id),
  name: (unit: RestCostUnit) => unit.name,
  manager: (unit: RestCostUnit) => unit.manager,
  status: (unit: RestCostUnit) => toStatus(unit.status),
  statusDate: (unit: RestCostUnit) => unit.statusdate,
  budget: (unit: RestCostUnit) => unit.budget,
  forecast: (unit: RestCostUnit) => unit.forecast,
  actuals: (unit: RestCostUnit) => unit.actuals,
  allocations: (unit: RestCostUnit) => allocationsOf(unit),
};

export const allocationFields = {
  id: (a: RestAllocation) => `${a.cost_unit_id ?? ''}:${a.id}`,
  costUnitId: (a: RestAllocation) => String(a.cost_unit_id ?? ''),
  productId: (a: RestAllocation) => String(a.id),
  productName: (a: RestAllocation) => a.name,
  imageId: (a: RestAllocation) => (a.image == null ? null : String(a.image)),
  fraction: (a: RestAllocation) => a.percentage,
  percent: (a: RestAllocation) => fractionToPercent(a.percentage),
  productPercent: (a: RestAllocation) => fractionToPercent(a.product_percentage),
  unallocatedPercent: (a: RestAllocation) => fractionToPercent(a.unallocated_percentage),
  productBudget: (a: RestAllocation) => a.totalbudget,
  productForecast: (a: RestAllocation) => a.totalforecast,
  productActuals: (a: RestAllocation) => a.totalactuals,
  budget: (a: RestAllocation) => a.budget,
  forecast: (a: RestAllocation) => a.forecast,
  actuals: (a: RestAllocation) => a.actuals,
};

const codes = (split: Record<string, string>): RestCostCodes => ({
  ci: split.ci ?? '0.00',
  cm: split.cm ?? '0.00',
  ce: split.ce ?? '0.00',
  ei: split.ei ?? '0.00',
  em: split.em ?? '0.00',
  ee: split.ee ?? '0.00',
});

export function toShowbackFigures(figures: RestShowbackFigures): ShowbackFigures {
  return {
    budget: toCostBreakdown(codes(figures.budget)),
    undefinedBudget: figures.budget.undef ?? '0.00',
    budgetTotal: figures.budget.total ?? '0.00',
    forecast: toCostBreakdown(codes(figures.forecast)),
    actuals: toCostBreakdown(codes(figures.actuals)),
  };
}

export function toProductAllocation(
  productId: string,
  body: RestProductAllocation,
): ProductCostUnitAllocation {
  return {
    productId,
    costUnits: body.costUnits.map((unit) => ({
      costUnitId: String(unit.costunitid),
      costUnitName: unit.costunitname,
      status: toStatus(unit.status),
      fraction: unit.percentage,
      percent: fractionToPercent(unit.percentage),
    })),
    totalPercent: fractionToPercent(body.totalPercentageSum),
  };
}

const FILTER_KEYS: Record<string, CostUnitFilterKey> = {
  costunit: 'COST_UNIT',
  status: 'STATUS',
  manager: 'MANAGER',
  product: 'PRODUCT',
};

export function toCostUnitFilters(body: RestCostUnitFilters): CostUnitFilter[] {
  return (body.filters ?? []).flatMap((filter) => {
    const key = FILTER_KEYS[filter.key];
    if (!key) return [];
    const options = Object.values(filter.options ?? {}).map((option) => ({
      id: String(option.id),
      name: option.name,
    }));
    // Statuses keep the spec's order; the other options are by name.
    if (key !== 'STATUS') {
      options.sort((a, b) => compareNames(a.name, b.name) || a.id.localeCompare(b.id));
    }
    return [{ key, label: filter.label, options }];
  });
}

const INPUT_FIELDS: Record<string, string> = {
  statusdate: 'statusDate',
  percentage: 'percent',
  product: 'productId',
  costunit: 'costUnitId',
};

/** The spec §8 text of a refusal where it has one (after the fields are renamed). */
function withSpecText(error: UserError): UserError {
  if (error.code === 'DUPLICATE_NAME') return { ...error, message: COST_UNIT_TEXTS.duplicate };
  if (error.code === 'CONFLICT' && error.field === 'percent') {
    return { ...error, message: COST_UNIT_TEXTS.cannotAllocateBudget };
  }
  if (error.code === 'CONFLICT' && error.field === 'productId') {
    return { ...error, message: COST_UNIT_TEXTS.cannotAllocate };
  }
  return error;
}

/**
 * How a cost-unit write's refusal reads (write.ts): on the input's field names with the spec's
 * texts; a 404 (the cost unit or allocation is gone) with the REST API's text.
 */
export const COST_UNIT_WRITE: WriteRules = {
  fields: INPUT_FIELDS,
  text: withSpecText,
  gone: 'rest-text',
};
