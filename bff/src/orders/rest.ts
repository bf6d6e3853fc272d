// The REST calls of the orders domain (CONTRACT.md "Orders and invoices of an entity") and their
// shapes: a purchase order is an approved purchase request with its order number and its list
// items keyed by id.
import DataLoader from 'dataloader';
import type { PurchaseOrderSortField } from '../generated/graphql.ts';
import { valuesById } from '../keyed.ts';
import { pageQuery, type PageArgs, type RestPage } from '../paging.ts';
import type { RestClient } from '../rest-client.ts';
import type { RestRequestStatus } from '../requests/index.ts';

export type RestListItemType = 'Capital' | 'Expense' | 'Undefined';
export type RestCostType = 'Infrastructure' | 'Maintenance' | 'Enhancement';

export interface RestOrderListItem {
  id: number;
  position: number;
  name: string;
  type: RestListItemType;
  costtype: RestCostType | null;
  resourcename: string | null;
  quantity: string | null;
  daily_rate: string | null;
  amount: string;
  currency: string;
  amount_eur: string;
  amountCurrentYear: string;
  /** EUR amount − invoiced EUR. */
  li_remaining_amount: string;
  productfamilyname: string | null;
  productname: string | null;
  applicationname: string | null;
  projectname: string | null;
  /** What the item is booked on: the order lists send it, an entity's orders do not. */
  entitytype?: 'Product' | 'Project' | 'Application';
  idoftype?: number;
}

export interface RestOrder {
  id: number;
  ordernumber: string;
  status: string;
  podate: string;
  deliverydate: string | null;
  ordertext: string;
  prowner: string;
  prownername: string;
  contact_name: string | null;
  /** Sent by the order lists (GET /purchaseorders), not by an entity's orders. */
  company_id?: number;
  company_name?: string;
  company_contact_id?: number;
  supplier?: number | null;
  sbu?: number | null;
  buying_unit?: number | null;
  buying_unit_name?: string | null;
  invoiced_amount?: string;
  approved_on?: string | null;
  sbuname: string | null;
  suppliername: string | null;
  orderamount: string;
  currency: string;
  orderamount_eur: string;
  amountCurrentYear: string;
  amountNextYear: string;
  po_remaining_amount: string;
  accountingelement: string | null;
  comments: string | null;
  /** The order's renewal request and its status: sent by the order lists only. */
  renewed_by?: number | null;
  renewed_by_status?: RestRequestStatus | null;
  listitems: Record<string, RestOrderListItem>;
}

/** A product, project or application as a REST path: what orders and invoices are booked on. */
export type BookedEntityPath = `/${'products' | 'projects' | 'applications'}/${number}`;

export function bookedEntityPath(
  collection: '/products' | '/projects' | '/applications',
  id: number,
): BookedEntityPath {
  return `${collection}/${id}`;
}

/**
 * GET /products/{id}/purchaseorders/ (the products' path ends in a slash, spec §7),
 * /projects/{id}/purchaseorders, /applications/{id}/purchaseorders: the entity's orders.
 */
export async function getOrdersOf(
  rest: RestClient,
  entity: BookedEntityPath,
): Promise<RestOrder[]> {
  const slash = entity.startsWith('/products/') ? '/' : '';
  return valuesById(
    await rest.getJson<Record<string, RestOrder>>(`${entity}/purchaseorders${slash}`),
  );
}

/** GraphQL sort fields → the REST API's sort fields (CONTRACT.md 'Purchase orders'). */
const SORT_FIELDS: Record<PurchaseOrderSortField, string> = {
  ID: 'id',
  ORDER_NUMBER: 'ordernumber',
  ORDER_TEXT: 'ordertext',
  OWNER: 'prowner',
  COMPANY: 'company',
  CONTACT: 'contact',
  ORDER_AMOUNT: 'orderamount',
  AMOUNT_CURRENT_YEAR: 'amountCurrentYear',
  AMOUNT_NEXT_YEAR: 'amountNextYear',
  REMAINING_AMOUNT: 'remaining',
  START_DATE: 'podate',
  DELIVERY_DATE: 'deliverydate',
};

export interface RestOrderFilters {
  expiring?: 'true' | undefined;
  productfamily?: string | undefined;
  owner?: string | undefined;
}

/** One page of GET /purchaseorders (the order list, or the expiration list with `expiring`). */
export function orderPage(
  rest: RestClient,
  args: PageArgs<PurchaseOrderSortField>,
  filters: RestOrderFilters,
): Promise<RestPage<RestOrder>> {
  return rest.getPage<RestOrder>('/purchaseorders', pageQuery(args, SORT_FIELDS, { ...filters }));
}

/**
 * The loaders of one GraphQL request: an entity's orders (a details modal asks for one entity, so
 * one call per entity; repeats reused), and orders by id — all ids asked for in one tick in one
 * call (GET /purchaseorders?id=…), so the orders of a page of invoices cost one call.
 */
export function createOrderLoaders(rest: RestClient) {
  return {
    ofEntity: new DataLoader<BookedEntityPath, RestOrder[]>((entities) =>
      Promise.all(entities.map((entity) => getOrdersOf(rest, entity))),
    ),
    byId: new DataLoader<number, RestOrder | null>(
      async (ids) => {
        const keyed = await rest.getJson<Record<string, RestOrder>>(
          `/purchaseorders?id=${ids.join(',')}`,
        );
        return ids.map((id) => keyed[String(id)] ?? null);
      },
      { maxBatchSize: 100 },
    ),
  };
}
