// FOR TESTS: purchase orders written straight into the requests' fixture organisation
// (requests-fixture.ts: today 2026-03-10 unless a test moves the clock; USD = 1/1.25 EUR),
// so an order may start and be delivered before "today" — which an API create refuses — and
// the expiration window can be tested at month boundaries.
import type { Json } from './support.ts';
import { startRequestsContext, TODAY, type RequestsContext } from './requests-fixture.ts';

export interface OrderItemSpec {
  amount: string;
  /** Booked on this entity (project 401, 402; application 501; product 301, 302). */
  on?: { project: number } | { application: number } | { product: number };
  classification?: [string, string | null];
  /** Time & material: person days and daily rate (amount must be their product). */
  resource?: { name: string; quantity: string; dailyRate: string };
}

export interface OrderSpec {
  ordertext: string;
  ordernumber?: string;
  podate?: string;
  deliverydate?: string | null;
  currency?: string;
  owner?: string;
  contact?: number;
  items: OrderItemSpec[];
}

export interface OrdersContext extends RequestsContext {
  /** Moves "today" of the server (the clock the tests inject). */
  setToday(day: string): void;
  /** An approved order with its items; returns the order id and its item ids by position. */
  insertOrder(spec: OrderSpec): Promise<{ id: number; items: number[] }>;
}

let numbers = 0;

export async function startOrdersContext(config: Json = {}): Promise<OrdersContext> {
  let now = TODAY;
  const context = await startRequestsContext(
    { create_invoice_enabled: true, invoice_date_range_enabled: true, ...config },
    () => now,
  );
  const insertOrder = async (spec: OrderSpec) => {
    const currency = spec.currency ?? 'EUR';
    const podate = spec.podate ?? '2026-03-01';
    const total = spec.items
      .map((item) => item.amount)
      .reduce((sum, amount) => `${sum} + ${amount}`, '0');
    const [order] = await context.api.query<{ id: number }>(
      `insert into purchase_requests (ordertext, podate, deliverydate, orderamount, currency,
         orderamount_eur, prowner_id, company_id, company_contact_id, supplier_id, sbu_id,
         status, ordernumber, approved_at)
       select $1, $2::date, $3::date, (${total})::numeric, $4::text, to_eur((${total})::numeric,
         $4::text, $2::date), u.id, cc.company_id, cc.id, 1, 1, 'Approved', $5, now()
       from users u, company_contacts cc where u.username = $6 and cc.id = $7
       returning id`,
      [
        spec.ordertext,
        podate,
        spec.deliverydate === undefined ? '2026-12-31' : spec.deliverydate,
        currency,
        spec.ordernumber ?? `PO-T-${++numbers}`,
        spec.owner ?? 'requester',
        spec.contact ?? 701,
      ],
    );
    const items: number[] = [];
    for (const [index, item] of spec.items.entries()) {
      const on = item.on ?? { project: 401 };
      const [type, costtype] = item.classification ?? ['Capital', 'Infrastructure'];
      const [row] = await context.api.query<{ id: number }>(
        `insert into purchase_request_list_items (purchase_request_id, position, name, type,
           costtype, product_id, project_id, application_id, resourcename, quantity, daily_rate,
           amount, currency, amount_eur)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::numeric, $13::text,
           to_eur($12::numeric, $13::text, $14::date))
         returning id`,
        [
          order!.id,
          index + 1,
          `${spec.ordertext} item ${index + 1}`,
          type,
          costtype,
          'product' in on ? on.product : null,
          'project' in on ? on.project : null,
          'application' in on ? on.application : null,
          item.resource?.name ?? null,
          item.resource?.quantity ?? null,
          item.resource?.dailyRate ?? null,
          item.amount,
          currency,
          podate,
        ],
      );
      items.push(row!.id);
    }
    return { id: order!.id, items };
  };
  return Object.assign(context, {
    setToday: (day: string) => {
      now = new Date(`${day}T09:00:00Z`);
    },
    insertOrder,
  });
}

/** The [field, message] pairs of a refusal: its `errors`, or its one field and message. */
export const fieldProblems = (reply: { body: Json }) =>
  (reply.body.errors as Json[] | undefined)?.map((e) => [e.field, e.message]) ?? [
    [reply.body.field, reply.body.message],
  ];

/** POST /invoices bodies dated 2026-03-10, titled `<prefix> 1`, `<prefix> 2` … in call order. */
export function invoiceBodies(prefix: string) {
  let titles = 0;
  return (orderId: number, lines: Json[], changes: Json = {}): Json => ({
    name: `${prefix} ${++titles}`,
    date: '2026-03-10',
    purchaseorder_id: orderId,
    listitems: lines,
    ...changes,
  });
}
