// Query/Mutation fields of the cost-units domain: thin calls of costUnitRest, REST shapes mapped
// in mappers.ts. A page of cost units is one REST call (allocations and figures come with it);
// a mutation answers the cost unit as it is after the write (one more call).
import { fractionToBasisPoints } from '@cost-steering/schema';
import type { CostUnitFilterInput, Resolvers } from '../generated/graphql.ts';
import { NotFoundError } from '../errors.ts';
import { idList, isRestId } from '../keyed.ts';
import { inputId, inputIds } from '../writes/input-ids.ts';
import { write } from '../writes/write.ts';
import {
  allocationFields,
  costUnitFields,
  COST_UNIT_WRITE,
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

/** A write answered with the cost unit as it is after it (COST_UNIT_WRITE: how refusals read). */
async function payload(run: () => Promise<RestCostUnit | null>) {
  const { value, errors } = await write(run, COST_UNIT_WRITE);
  return { costUnit: value, errors };
}

/** The two ids of an allocation, refused together before any call when one cannot be an id. */
const allocationIds = (input: { costUnitId: string; productId: string }) =>
  inputIds({ costUnitId: input.costUnitId, productId: input.productId });

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
      payload(() =>
        costUnitRest.create(rest, {
          name: input.name,
          manager: input.manager,
          statusdate: input.statusDate,
        }),
      ),
    updateCostUnit: (_parent, { input }, { rest }) => {
      const body: Record<string, string> = {};
      if (input.name != null) body.name = input.name;
      if (input.manager != null) body.manager = input.manager;
      if (input.status != null) body.status = REST_STATUS[input.status];
      if (input.statusDate != null) body.statusdate = input.statusDate;
      return payload(() => costUnitRest.update(rest, inputId('id', input.id), body));
    },
    allocateProductToCostUnit: (_parent, { input }, { rest }) =>
      payload(async () => {
        const { costUnitId, productId } = allocationIds(input);
        await costUnitRest.allocate(rest, costUnitId, productId, input.percent);
        return costUnitRest.one(rest, costUnitId);
      }),
    setCostUnitPercentage: (_parent, { input }, { rest }) =>
      payload(async () => {
        const { costUnitId, productId } = allocationIds(input);
        await costUnitRest.setPercentage(rest, costUnitId, productId, input.percent);
        return costUnitRest.one(rest, costUnitId);
      }),
    removeProductFromCostUnit: (_parent, { input }, { rest }) =>
      payload(async () => {
        const { costUnitId, productId } = allocationIds(input);
        await costUnitRest.remove(rest, costUnitId, productId);
        return costUnitRest.one(rest, costUnitId);
      }),
  },
};
