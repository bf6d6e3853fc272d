// The REST calls of the orders domain (CONTRACT.md "Orders and invoices of an entity") and their
// shapes: a purchase order is an approved purchase request with its order number and its list
// items keyed by id.
import DataLoader from 'dataloader';
import { valuesById } from '../keyed.ts';
import type { RestClient } from '../rest-client.ts';

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

/**
 * A details modal asks for one entity, so this is one call per entity asked for; the loader only
 * removes repeats within a request.
 */
export function createOrderLoaders(rest: RestClient) {
  return {
    ofEntity: new DataLoader<BookedEntityPath, RestOrder[]>((entities) =>
      Promise.all(entities.map((entity) => getOrdersOf(rest, entity))),
    ),
  };
}
