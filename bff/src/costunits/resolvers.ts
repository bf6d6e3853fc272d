// Query/Mutation fields of the cost-units domain: thin calls of costUnitRest, REST shapes mapped
// in mappers.ts. A page of cost units is one REST call (allocations and figures come with it);
// a mutation answers the cost unit as it is after the write (one more call).
import { fractionToBasisPoints } from '@cost-steering/schema';
import type { CostUnitFilterInput, Resolvers, UserError } from '../generated/graphql.ts';
import { NotFoundError, writeUserErrorsOf } from '../errors.ts';
import { idList, isRestId, isUserError, restIdOrError } from '../keyed.ts';
import {
  allocationFields,
  costUnitFields,
  costUnitUserErrors,
  REST_STATUS,
  toCostUnitFilters,
  toProductAllocation,
  toShowbackFigures,
} from './mappers.ts';
import {
  costUnitRest,
  showbackCsvPath,
  type CostUnitListFilter,
  type RestCostUnit,
} from './rest.ts';

const joined = (values: ReadonlyArray<string> | null | undefined) =>
  values && values.length > 0 ? values.join(',') : undefined;

function listFilter(filter: CostUnitFilterInput | null | undefined): CostUnitListFilter {
  return {
    id: idList('costUnitIds', filter?.costUnitIds),
    status: joined(filter?.statuses?.map((status) => REST_STATUS[status])),
    manager: joined(filter?.managers),
    product: idList('productIds', filter?.productIds),
  };
}

/** Ids that cannot name a REST entity are refused before any REST call, on their field. */
const unknownIds = (ids: Record<string, string>): UserError[] =>
  Object.entries(ids)
    .map(([field, id]) => restIdOrError(id, field))
    .filter(isUserError);

/**
 * Runs a write; its REST user errors (and a 404: the cost unit or allocation is gone) become the
 * payload's, with the spec's texts.
 */
async function payload(write: () => Promise<RestCostUnit | null>, ids: Record<string, string>) {
  const unknown = unknownIds(ids);
  if (unknown.length > 0) return { costUnit: null, errors: unknown };
  try {
    return { costUnit: await write(), errors: [] };
  } catch (error) {
    return { costUnit: null, errors: costUnitUserErrors(writeUserErrorsOf(error)) };
  }
}

const allocationIds = (input: { costUnitId: string; productId: string }) => ({
  costUnitId: input.costUnitId,
  productId: input.productId,
});

export const costUnitResolvers: Resolvers = {
  Query: {
    costUnits: (_parent, { filter, ...args }, { rest }) =>
      costUnitRest.page(rest, args, listFilter(filter)),
    costUnit: (_parent, { id }, { rest }) => (isRestId(id) ? costUnitRest.one(rest, id) : null),
    costUnitByName: (_parent, { name }, { rest }) =>
      name.trim() ? costUnitRest.byName(rest, name.trim()) : null,
    costUnitFilters: async (_parent, _args, { rest }) =>
      toCostUnitFilters(await costUnitRest.filters(rest)),
    productCostUnitAllocation: async (_parent, { productId }, { rest }) => {
      if (!isRestId(productId)) return null;
      const body = await costUnitRest.productAllocation(rest, productId);
      return body && toProductAllocation(productId, body);
    },
    remainingPercentage: async (_parent, { productId, costUnitId }, { rest }) => {
      // An id that cannot name one is not found, as an unknown one is (the REST API's texts and
      // order): no call, and no made-up 0 %.
      if (!isRestId(productId)) throw new NotFoundError('Product not found.');
      if (!isRestId(costUnitId)) throw new NotFoundError('Cost unit not found.');
      const { remainingpercentage } = await costUnitRest.remaining(rest, productId, costUnitId);
      // Whole percents only (spec §5): 0.305 remaining allows 30.
      return Math.floor(fractionToBasisPoints(remainingpercentage) / 100);
    },
  },
  CostUnit: {
    ...costUnitFields,
    showback: (unit, _args, { rest }) => costUnitRest.showback(rest, unit.id),
  },
  CostUnitAllocation: allocationFields,
  CostUnitShowback: {
    year: (showback) => showback.year,
    figures: (showback) => toShowbackFigures(showback.figures),
    products: (showback) =>
      showback.products.map((product) => ({
        allocation: { ...product, cost_unit_id: showback.costunit.id },
        allocated: toShowbackFigures(product.allocated),
        product: toShowbackFigures(product.product),
      })),
    csvPath: (showback) => showbackCsvPath(showback.costunit.id),
  },
  CostUnitPage: {
    items: (page) => page.items,
    totalCount: (page) => page.totalCount,
  },
  Mutation: {
    createCostUnit: (_parent, { input }, { rest }) =>
      payload(
        () =>
          costUnitRest.create(rest, {
            name: input.name,
            manager: input.manager,
            statusdate: input.statusDate,
          }),
        {},
      ),
    updateCostUnit: (_parent, { input }, { rest }) => {
      const body: Record<string, string> = {};
      if (input.name != null) body.name = input.name;
      if (input.manager != null) body.manager = input.manager;
      if (input.status != null) body.status = REST_STATUS[input.status];
      if (input.statusDate != null) body.statusdate = input.statusDate;
      return payload(() => costUnitRest.update(rest, input.id, body), { id: input.id });
    },
    allocateProductToCostUnit: (_parent, { input }, { rest }) =>
      payload(async () => {
        await costUnitRest.allocate(rest, input.costUnitId, input.productId, input.percent);
        return costUnitRest.one(rest, input.costUnitId);
      }, allocationIds(input)),
    setCostUnitPercentage: (_parent, { input }, { rest }) =>
      payload(async () => {
        await costUnitRest.setPercentage(rest, input.costUnitId, input.productId, input.percent);
        return costUnitRest.one(rest, input.costUnitId);
      }, allocationIds(input)),
    removeProductFromCostUnit: (_parent, { input }, { rest }) =>
      payload(async () => {
        await costUnitRest.remove(rest, input.costUnitId, input.productId);
        return costUnitRest.one(rest, input.costUnitId);
      }, allocationIds(input)),
  },
};
