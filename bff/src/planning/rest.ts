// The REST calls of next-year planning (rest-api/CONTRACT.md 'Future financials'). Every list
// answer carries each record's comments, so no field of a page calls the REST API again.
import type { FutureBudgetSortField } from '../generated/graphql.ts';
import { pageQuery, type PageArgs, type RestPage } from '../paging.ts';
import { nullIfNotFound, type RestClient } from '../rest-client.ts';
import { urlPart } from '../url-part.ts';

export type RestPlanningEntityType = 'productfamily' | 'product' | 'project' | 'application';

export interface RestFutureBudgetComment {
  id: number;
  time: string;
  sender_id: string;
  future_budget_id: number;
  message: string;
}

export interface RestFutureBudget {
  id: number;
  entity_type: RestPlanningEntityType;
  entity_id: number;
  entity_name: string;
  year: number;
  status: 'proposed' | 'declined' | 'approved';
  owner: string;
  kind: 'demand' | 'proposal';
  demand_id: string | null;
  demand_title: string | null;
  demanded_budget: string | null;
  proposed_budget: string | null;
  approved_budget: string | null;
  proposed_by: string | null;
  description: string | null;
  sender_id: string;
  created: string;
  comments: Record<string, RestFutureBudgetComment>;
}

export type RestFutureBudgetPage = RestPage<RestFutureBudget>;

export interface RestPictureRow {
  productfamily_id: number;
  productfamily_name: string;
  product_id: number | null;
  product_name: string | null;
  last_year_actuals: string;
  current_year_budget: string;
  current_year_forecast: string;
  next_year_demanded: string;
  next_year_proposed: string;
  next_year_approved: string;
}

export interface RestPicture {
  year: number;
  rows: RestPictureRow[];
}

export interface RestEntityFigures {
  year: number;
  last_year_actuals: string;
  current_year_forecast: string;
}

/** POST /futurebudgets: a proposal or a demand, with the one id field of its type. */
export type RestFutureBudgetInput = Record<string, string | number | null>;

const SORT: Record<FutureBudgetSortField, string> = {
  CREATED: 'created',
  ENTITY_NAME: 'entity_name',
  STATUS: 'status',
};

export function futureBudgetPage(
  rest: RestClient,
  path: '/futurebudgets' | '/futurebudgets/proposals' | '/futurebudgets/demands',
  args: PageArgs<FutureBudgetSortField>,
  filters: Record<string, string | undefined>,
): Promise<RestFutureBudgetPage> {
  return rest.getPage<RestFutureBudget>(path, pageQuery(args, SORT, filters));
}

/**
 * The page of a filter nothing matches (an empty status list): no REST call, since the REST API
 * has no way to ask for no status; the page arguments are still checked like any page's.
 */
export function emptyFutureBudgetPage(args: PageArgs<FutureBudgetSortField>): RestFutureBudgetPage {
  pageQuery(args, SORT);
  return { items: [], totalCount: 0 };
}

export function getFutureBudget(rest: RestClient, id: string): Promise<RestFutureBudget | null> {
  return nullIfNotFound(rest.getJson<RestFutureBudget>(`/futurebudgets/${urlPart(id)}`));
}

export function postFutureBudget(rest: RestClient, body: RestFutureBudgetInput) {
  return rest.postJson<RestFutureBudget>('/futurebudgets', body);
}

export function putDecision(rest: RestClient, id: string, body: Record<string, string>) {
  return rest.putJson<RestFutureBudget>(`/futurebudgets/${urlPart(id)}`, body);
}

export function postComment(
  rest: RestClient,
  body: { sender_id: string; future_budget_id: string; message: string },
) {
  return rest.postJson<RestFutureBudgetComment>('/futurebudgetcomments', body);
}

export function getEntityFigures(rest: RestClient, type: RestPlanningEntityType, id: string) {
  const query = new URLSearchParams({ entity_type: type, entity_id: id });
  return rest.getJson<RestEntityFigures>(`/futurebudgets/entityfigures?${query}`);
}

export const PLANNING_PICTURE_PATH = '/futurebudgets/picture';

export function getPicture(rest: RestClient) {
  return rest.getJson<RestPicture>(PLANNING_PICTURE_PATH);
}
