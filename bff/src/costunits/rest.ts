// The REST calls of the cost-units domain (rest-api/CONTRACT.md 'Cost units'). A cost unit's answer
// carries its allocations and figures, so a page of cost units is one REST call; the showback is
// one call for the one cost unit it is asked on.
import type { CostUnitSortField } from '../generated/graphql.ts';
import { toQueryString } from '../query-string.ts';
import { pageQuery, type PageArgs, type RestPage } from '../paging.ts';
import { nullIfNotFound, type RestClient } from '../rest-client.ts';
import { urlPart } from '../url-part.ts';

export type RestCostUnitStatus = 'Active' | 'Proposed' | 'Retired' | 'Global';

export interface RestAllocation {
  id: number;
  name: string;
  image: number | null;
  percentage: string;
  totalbudget: string;
  totalforecast: string;
  totalactuals: string;
  budget: string;
  forecast: string;
  actuals: string;
  product_percentage: string;
  unallocated_percentage: string;
  /** Not in the REST body: set by the bff from the cost unit that listed it. */
  cost_unit_id?: number;
}

export interface RestCostUnit {
  id: number;
  name: string;
  manager: string;
  status: RestCostUnitStatus;
  statusdate: string;
  budget: string;
  forecast: string;
  actuals: string;
  products: Record<string, RestAllocation>;
}

export type RestCostUnitPage = RestPage<RestCostUnit>;

/** { ci … ee, total } and, for budget, undef. */
export type RestSplit = Record<string, string>;
export interface RestShowbackFigures {
  budget: RestSplit;
  forecast: RestSplit;
  actuals: RestSplit;
}

export interface RestShowback {
  costunit: { id: number; name: string };
  year: number;
  figures: RestShowbackFigures;
  products: Array<
    RestAllocation & { allocated: RestShowbackFigures; product: RestShowbackFigures }
  >;
}

export interface RestProductAllocation {
  costUnits: Array<{
    costunitid: number;
    costunitname: string;
    status: RestCostUnitStatus;
    percentage: string;
  }>;
  totalPercentageSum: string;
}

export interface RestCostUnitFilters {
  filters?: Array<{
    key: string;
    label: string;
    options?: Record<string, { id: number | string; name: string }>;
  }>;
}

const SORT: Record<CostUnitSortField, string> = {
  NAME: 'name',
  STATUS: 'status',
  STATUS_DATE: 'statusdate',
  MANAGER: 'manager',
};

export interface CostUnitListFilter {
  id?: string | undefined;
  status?: string | undefined;
  manager?: string | undefined;
  product?: string | undefined;
}

const unit = (id: string | number) => `/costunits/${urlPart(String(id))}`;

export const costUnitRest = {
  page: (rest: RestClient, args: PageArgs<CostUnitSortField>, filter: CostUnitListFilter) =>
    rest.getPage<RestCostUnit>('/costunits', pageQuery(args, SORT, { ...filter })),
  one: (rest: RestClient, id: string) => nullIfNotFound(rest.getJson<RestCostUnit>(unit(id))),
  byName: async (rest: RestClient, name: string) => {
    const found = await rest.getJson<Record<string, RestCostUnit>>(
      `/costunits${toQueryString({ name })}`,
    );
    return Object.values(found)[0] ?? null;
  },
  showback: (rest: RestClient, id: string | number) =>
    rest.getJson<RestShowback>(`${unit(id)}/showback`),
  filters: (rest: RestClient) => rest.getJson<RestCostUnitFilters>('/costunitfilters'),
  productAllocation: (rest: RestClient, productId: string) =>
    nullIfNotFound(
      rest.getJson<RestProductAllocation>(`/products/${urlPart(productId)}/costunits`),
    ),
  remaining: (rest: RestClient, productId: string, costUnitId: string) =>
    rest.getJson<{ remainingpercentage: string }>(
      `/products/${urlPart(productId)}/costunits/${urlPart(costUnitId)}/percentageremaining`,
    ),
  create: (rest: RestClient, body: { name: string; manager: string; statusdate: string }) =>
    rest.postJson<RestCostUnit>('/costunits', body),
  update: (rest: RestClient, id: string, body: Record<string, string>) =>
    rest.putJson<RestCostUnit>(unit(id), body),
  allocate: (rest: RestClient, id: string, product: string, percentage: number) =>
    rest.postJson<{ product: RestAllocation }>(`${unit(id)}/products`, { product, percentage }),
  setPercentage: (rest: RestClient, id: string, product: string, percentage: number) =>
    rest.putJson<{ product: RestAllocation }>(
      `${unit(id)}/product/${urlPart(product)}/percentage`,
      { percentage },
    ),
  remove: (rest: RestClient, id: string, product: string) =>
    rest.delete(`${unit(id)}/product/${urlPart(product)}`),
};

/** The bff path of a cost unit's showback CSV (csv-route.ts). */
export const showbackCsvPath = (id: number | string) => `/files/costunits/${id}/showback.csv`;
