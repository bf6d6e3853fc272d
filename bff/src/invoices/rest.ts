// The REST calls of the invoices domain (CONTRACT.md "Orders and invoices of an entity") and their
// shapes: an invoice on one purchase order with its lines keyed by id; totals in EUR.
import DataLoader from 'dataloader';
import type { InvoiceSortField } from '../generated/graphql.ts';
import { valuesById } from '../keyed.ts';
import type { BookedEntityPath } from '../orders/index.ts';
import { pageQuery, type PageArgs, type RestPage } from '../paging.ts';
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
  /** A credit note's lines are negative (CONTRACT.md 'Credit notes'). */
  kind: 'invoice' | 'credit_note';
  name: string;
  date: string | null;
  start_date: string | null;
  end_date: string | null;
  contact_name: string | null;
  po_name: string;
  /** EUR sum of its lines. */
  total_amount: string;
  purchaseorder_id: number;
  /** Sent by the invoice lists (GET /invoices), not by an entity's invoices. */
  ordernumber?: string;
  created_by?: string | null;
  created?: string;
  listitems: Record<string, RestInvoiceLine>;
}

/** GET /products/{id}/invoices, /projects/{id}/invoices, /applications/{id}/invoices. */
export async function getInvoicesOf(
  rest: RestClient,
  entity: BookedEntityPath,
): Promise<RestInvoice[]> {
  return valuesById(await rest.getJson<Record<string, RestInvoice>>(`${entity}/invoices`));
}

/** GraphQL sort fields → the REST API's sort fields (CONTRACT.md 'Invoices'). */
const SORT_FIELDS: Record<InvoiceSortField, string> = {
  ID: 'id',
  NAME: 'name',
  DATE: 'date',
  PO_NAME: 'po_name',
  ORDER_NUMBER: 'ordernumber',
  CONTACT: 'contact',
  TOTAL_AMOUNT: 'total_amount',
};

/** One page of GET /invoices (`search`: the PO name). */
export function invoicePage(
  rest: RestClient,
  args: PageArgs<InvoiceSortField>,
  filters: { purchaseorder?: string | undefined },
): Promise<RestPage<RestInvoice>> {
  return rest.getPage<RestInvoice>('/invoices', pageQuery(args, SORT_FIELDS, { ...filters }));
}

/** The body of POST /invoices (CONTRACT.md 'Invoices'). */
export interface RestInvoiceBody {
  /** Absent: the sign of the first line decides. */
  kind?: RestInvoice['kind'];
  name: string | null;
  date: string | null;
  start_date: string | null;
  end_date: string | null;
  purchaseorder_id: string;
  listitems: Array<{ po_listitem_id: string; amount?: string; quantity?: string }>;
}

export const invoiceCalls = {
  create: (rest: RestClient, body: RestInvoiceBody) =>
    rest.postJson<RestInvoice>('/invoices', body),
};

const BATCH = { maxBatchSize: 100 };

/**
 * The loaders of one GraphQL request: an entity's invoices (one call per entity a modal shows),
 * invoices by id, and the invoices of orders — every id asked for in one tick in one call
 * (GET /invoices?id=… / ?purchaseorder=…), so the invoices of a page of orders cost one call.
 */
export function createInvoiceLoaders(rest: RestClient) {
  return {
    ofEntity: new DataLoader<BookedEntityPath, RestInvoice[]>((entities) =>
      Promise.all(entities.map((entity) => getInvoicesOf(rest, entity))),
    ),
    byId: new DataLoader<number, RestInvoice | null>(async (ids) => {
      const keyed = await rest.getJson<Record<string, RestInvoice>>(
        `/invoices?id=${ids.join(',')}`,
      );
      return ids.map((id) => keyed[String(id)] ?? null);
    }, BATCH),
    ofOrder: new DataLoader<number, RestInvoice[]>(async (orderIds) => {
      const invoices = valuesById(
        await rest.getJson<Record<string, RestInvoice>>(
          `/invoices?purchaseorder=${orderIds.join(',')}`,
        ),
      );
      const byOrder = new Map<number, RestInvoice[]>(orderIds.map((id) => [id, []]));
      for (const invoice of invoices) byOrder.get(invoice.purchaseorder_id)?.push(invoice);
      return orderIds.map((id) => byOrder.get(id)!);
    }, BATCH),
  };
}
