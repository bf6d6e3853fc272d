// The overview's families a page at a time (issue 15): GET /productfamilies with the paging
// parameters and the filter bar's filters, and GET /productfamilies/totals for the budget
// summary of every matching family — asked only when the query selects the summary, and then at
// the same time as the page (it needs only the filters), not after it. The REST API filters,
// sorts and sums; the bff keeps its order (X-Order) and never sorts a page again.
import { figureStatus } from '@cost-steering/schema';
import type { FigureSummary, OverviewFilterInput, OverviewSort } from '../generated/graphql.ts';
import { pageQuery, type RestPage } from '../paging.ts';
import type { RestClient } from '../rest-client.ts';
import { ignorePrefetchFailure } from '../selection.ts';
import { toQueryString } from '../query-string.ts';
import { productQueryOf } from './filters.ts';
import type { RestFamily } from './rest-types.ts';

export interface RestFamilyPage extends RestPage<RestFamily> {
  /** The filters of the page, for its summary; null when no family can match. */
  filters: Record<string, string | undefined> | null;
  /** The summary's totals, asked for with the page when the query selects the summary. */
  totals?: Promise<RestFamilyTotals>;
}

interface RestFamilyTotals {
  count: number;
  budget: string;
  forecast: string;
  actuals: string;
  available_budget: string;
}

type SortField = 'name' | 'budget' | 'actuals';

const SORTS: Record<OverviewSort, { field: SortField; direction: 'ASC' | 'DESC' }> = {
  NAME_ASC: { field: 'name', direction: 'ASC' },
  NAME_DESC: { field: 'name', direction: 'DESC' },
  BUDGET_DESC: { field: 'budget', direction: 'DESC' },
  BUDGET_ASC: { field: 'budget', direction: 'ASC' },
  ACTUALS_DESC: { field: 'actuals', direction: 'DESC' },
  ACTUALS_ASC: { field: 'actuals', direction: 'ASC' },
};
const SORT_FIELDS: Record<SortField, string> = {
  name: 'name',
  budget: 'budget',
  actuals: 'actuals',
};

/** The filter bar's choices as the family list's REST filters; null when nothing can match. */
function familyFilters(filter: OverviewFilterInput | null | undefined) {
  const query = productQueryOf(filter);
  if (!query) return null;
  return { id: query.productfamily, product: query.id, owner: query.owner, region: query.region };
}

export interface FamilyPageArgs {
  offset: number;
  limit: number;
  filter?: OverviewFilterInput | null;
  sort?: OverviewSort | null;
}

export async function familyPage(
  rest: RestClient,
  args: FamilyPageArgs,
  { withSummary }: { withSummary: boolean },
): Promise<RestFamilyPage> {
  const sort = SORTS[args.sort ?? 'NAME_ASC'];
  const filters = familyFilters(args.filter);
  // Bounds are checked before anything else, a filter that matches nothing included.
  const query = pageQuery(
    { offset: args.offset, limit: args.limit, sort },
    SORT_FIELDS,
    filters ?? {},
  );
  if (!filters) return { items: [], totalCount: 0, filters };
  const totals = withSummary ? familyTotals(rest, filters) : undefined;
  // When the page fails, nobody reads the totals: their failure then concerns no one.
  totals?.catch(ignorePrefetchFailure);
  return { ...(await rest.getPage<RestFamily>('/productfamilies', query)), filters, totals };
}

function familyTotals(
  rest: RestClient,
  filters: Record<string, string | undefined>,
): Promise<RestFamilyTotals> {
  return rest.getJson<RestFamilyTotals>(`/productfamilies/totals${toQueryString(filters)}`);
}

const ZERO = '0.00';

/** The budget summary of every family the page's filter keeps. */
export async function familySummary(
  rest: RestClient,
  page: RestFamilyPage,
): Promise<FigureSummary> {
  let totals = { budget: ZERO, forecast: ZERO, actuals: ZERO, available_budget: ZERO };
  if (page.filters) totals = await (page.totals ?? familyTotals(rest, page.filters));
  return {
    budget: totals.budget,
    forecast: totals.forecast,
    actuals: totals.actuals,
    availableBudget: totals.available_budget,
    forecastStatus: figureStatus(totals.forecast, totals.budget),
    actualsStatus: figureStatus(totals.actuals, totals.forecast),
  };
}
