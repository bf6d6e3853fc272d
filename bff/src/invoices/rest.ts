// The REST calls of the invoices domain (CONTRACT.md "Orders and invoices of an entity") and their
// shapes: an invoice on one purchase order with its lines keyed by id; totals in EUR.
import DataLoader from 'dataloader';
import { valuesById } from '../keyed.ts';
import type { BookedEntityPath } from '../orders/rest.ts';
import type { RestClient } from '../rest-client.ts';

export interface RestInvoiceLine {
  id: number;
  po_listitem_id: number;
  list_item_name: string;
  /** 'Capital Infrastructure' …, or 'Undefined'. */
  cost_type: string;
  resource_name: string | null;
  quantity: string | null;
  daily_rate: string | null;
  amount: string;
  currency: string;
  amount_eur: string;
}

export interface RestInvoice {
  id: number;
  name: string;
  date: string | null;
  start_date: string | null;
  end_date: string | null;
  contact_name: string | null;
  po_name: string;
  /** EUR sum of its lines. */
  total_amount: string;
  purchaseorder_id: number;
  listitems: Record<string, RestInvoiceLine>;
}

/** GET /products/{id}/invoices, /projects/{id}/invoices, /applications/{id}/invoices. */
export async function getInvoicesOf(
  rest: RestClient,
  entity: BookedEntityPath,
): Promise<RestInvoice[]> {
  return valuesById(await rest.getJson<Record<string, RestInvoice>>(`${entity}/invoices`));
}

/** One call per entity asked for (a details modal shows one); repeats in a request are reused. */
export function createInvoiceLoaders(rest: RestClient) {
  return {
    ofEntity: new DataLoader<BookedEntityPath, RestInvoice[]>((entities) =>
      Promise.all(entities.map((entity) => getInvoicesOf(rest, entity))),
    ),
  };
}
