// REST shapes of the invoices domain (CONTRACT.md "Orders and invoices of an entity"): an invoice
// on one purchase order with its lines keyed by id; totals in EUR.

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
