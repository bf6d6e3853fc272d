// The REST calls of the requests domain (rest-api/CONTRACT.md 'Purchase requests') and their
// shapes. A request carries its list items, so a page of requests is one call whatever the
// screen shows of each row.
import DataLoader from 'dataloader';
import type { PurchaseRequestSortField } from '../generated/graphql.ts';
import { valuesById } from '../keyed.ts';
import { pageQuery, type PageArgs, type RestPage } from '../paging.ts';
import type { RestClient } from '../rest-client.ts';
import type { RestOrderListItem } from '../orders/index.ts';
import { urlPart } from '../url-part.ts';

export type RestRequestStatus = 'Draft' | 'Proposed' | 'Approved' | 'Declined' | 'Withdrawn';
export type RestJustificationStatus = 'Proposed' | 'Signed' | 'Declined';
export type RestEntityType = 'Product' | 'Project' | 'Application';

/** An order's list item (the same fields) plus what it is booked on and its request. */
export interface RestRequestListItem extends RestOrderListItem {
  purchaserequest: number;
  entitytype: RestEntityType;
  idoftype: number;
}

export interface RestRequest {
  id: number;
  ordertext: string;
  podate: string;
  deliverydate: string | null;
  orderamount: string;
  currency: string;
  orderamount_eur: string;
  amountCurrentYear: string;
  amountNextYear: string;
  prowner: string;
  prownername: string;
  company_id: number;
  company_name: string;
  company_contact_id: number;
  contact_name: string;
  supplier: number | null;
  suppliername: string | null;
  sbu: number | null;
  sbuname: string | null;
  buying_unit: number | null;
  buying_unit_name: string | null;
  accountingelement: string | null;
  comments: string | null;
  status: RestRequestStatus;
  message: string | null;
  completionrate: string;
  open_amount: string;
  deliverywarning: boolean;
  justification_status: RestJustificationStatus | null;
  justified_by: string | null;
  justified_by_name: string | null;
  justification_comment: string | null;
  justification_date: string | null;
  ordernumber: string | null;
  supersedes_id: number | null;
  superseded_by_id: number | null;
  /** The order this request renews (absent from servers before renewals). */
  renews_id?: number | null;
  created: string;
  updated: string;
  listitems: Record<string, RestRequestListItem>;
}

export interface RestBudgetImpactEntity {
  entitytype: RestEntityType;
  id: number;
  name: string;
  budget: string;
  committed: string;
  pending: string;
  this_request: string;
  remaining: string;
  exceeds: boolean;
}

export interface RestBudgetImpact {
  mode: 'off' | 'warn' | 'block';
  year: number;
  currency: string;
  entities: RestBudgetImpactEntity[];
}

/** GraphQL sort fields → the REST API's sort fields. */
const SORT_FIELDS: Record<PurchaseRequestSortField, string> = {
  ID: 'id',
  ORDER_TEXT: 'ordertext',
  OWNER: 'prowner',
  COMPANY: 'company',
  CONTACT: 'contact',
  ORDER_AMOUNT: 'orderamount',
  START_DATE: 'podate',
  DELIVERY_DATE: 'deliverydate',
  STATUS: 'status',
  UPDATED: 'updated',
};

export interface RestRequestFilters {
  status?: string | undefined;
  owner?: string | undefined;
  company?: string | undefined;
  justification_status?: string | undefined;
}

export function requestPage(
  rest: RestClient,
  path: '/purchaserequests' | '/archive',
  args: PageArgs<PurchaseRequestSortField>,
  filters: RestRequestFilters,
): Promise<RestPage<RestRequest>> {
  return rest.getPage<RestRequest>(path, pageQuery(args, SORT_FIELDS, { ...filters }));
}

const requestPath = (id: string) => `/purchaserequests/${urlPart(id)}`;

export const requestCalls = {
  one: (rest: RestClient, id: string) => rest.getJson<RestRequest>(requestPath(id)),
  create: (rest: RestClient, body: object) => rest.postJson<RestRequest>('/purchaserequests', body),
  /** The contract's PUT takes an array with one object (spec §7). */
  update: (rest: RestClient, id: string, change: object) =>
    rest.putJson<RestRequest>(requestPath(id), [change]),
  patch: (rest: RestClient, id: string, body: object) =>
    rest.patchJson<RestRequest>(requestPath(id), body),
  decline: (rest: RestClient, id: string, message: string | null) =>
    rest.deleteJson<RestRequest>(requestPath(id), { message }),
  withdraw: (rest: RestClient, id: string) =>
    rest.deleteJson<RestRequest>(`/purchaserequests/delete/${urlPart(id)}`),
  approve: (rest: RestClient, id: string, body: object) =>
    rest.putJson<RestRequest>(`/purchaserequests/switchtopurchaseorder/${urlPart(id)}`, body),
  addItem: (rest: RestClient, id: string, body: object) =>
    rest.postJson<RestRequestListItem>(`${requestPath(id)}/listitems`, body),
  removeItem: (rest: RestClient, id: string, position: number) =>
    rest.delete(`${requestPath(id)}/listitems/${position}`),
  assignCostType: (rest: RestClient, itemId: string, costtype: string) =>
    rest.postJson<RestRequestListItem>(`/purchaserequests/assigntocosttype/${urlPart(itemId)}`, {
      costtype,
    }),
  restore: (rest: RestClient, id: string) =>
    rest.getJson<RestRequest>(`/archive/${urlPart(id)}/restore`),
  deleteArchived: (rest: RestClient, id: string) => rest.delete(`/archive/${urlPart(id)}`),
  budgetImpact: (rest: RestClient, id: string) =>
    rest.getJson<RestBudgetImpact>(`${requestPath(id)}/budgetimpact`),
  budgetImpactPreview: (rest: RestClient, query: string) =>
    rest.getJson<RestBudgetImpact>(`/budgetimpact/preview?${query}`),
};

/** Every request asked for by id in one GraphQL request is fetched once (a modal asks for one). */
export function createRequestLoaders(rest: RestClient) {
  return {
    byId: new DataLoader<string, RestRequest>((ids) =>
      Promise.all(
        ids.map((id) => rest.getJson<RestRequest>(requestPath(id)).catch((error: Error) => error)),
      ),
    ),
  };
}

export const listItemsOf = (request: RestRequest) => valuesById(request.listitems);
