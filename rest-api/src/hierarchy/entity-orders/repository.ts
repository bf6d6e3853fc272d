// Purchase orders and invoices with list items booked on one product, project or application:
// one statement each, one row per list item (or invoice line) with its order's (invoice's)
// columns beside it; service.ts nests them. Remaining amounts and year parts come from SQL.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { INVOICE_KIND, LINE_COLUMNS } from '../../invoices/index.ts';
import {
  amountColumns,
  invoicedOnItem,
  invoicedOnOrder,
  ORDER_HEAD_COLUMNS,
  OWNER_COLUMNS,
} from '../../db/order-columns.ts';
import { orderYearPart } from '../../db/order-year.ts';

/** Which list items: those booked on this product itself, or on this project/application. */
export interface BookedOn {
  column: 'product_id' | 'project_id' | 'application_id';
  id: number;
}

export function orderItemRows(db: Kysely<Database>, bookedOn: BookedOn, currentYear: number) {
  return db
    .selectFrom('purchase_request_list_items as li')
    .innerJoin('purchase_requests as pr', 'pr.id', 'li.purchase_request_id')
    .innerJoin('users as u', 'u.id', 'pr.prowner_id')
    .leftJoin('company_contacts as cc', 'cc.id', 'pr.company_contact_id')
    .leftJoin('sbu as s', 's.id', 'pr.sbu_id')
    .leftJoin('suppliers as sup', 'sup.id', 'pr.supplier_id')
    .leftJoin('projects as pj', 'pj.id', 'li.project_id')
    .leftJoin('applications as ap', 'ap.id', 'li.application_id')
    .innerJoin('products as p', (join) =>
      join.on(sql<boolean>`p.id = coalesce(li.product_id, pj.product_id, ap.product_id)`),
    )
    .innerJoin('product_families as f', 'f.id', 'p.product_family_id')
    .where('pr.status', '=', 'Approved')
    .where(sql.ref(`li.${bookedOn.column}`), '=', bookedOn.id)
    .select([
      ...ORDER_HEAD_COLUMNS,
      ...OWNER_COLUMNS,
      'cc.name as contact_name',
      's.name as sbuname',
      'sup.name as suppliername',
      ...amountColumns(currentYear),
      sql<string>`pr.orderamount_eur - ${invoicedOnOrder}`.as('po_remaining_amount'),
      'pr.accountingelement',
      'pr.comments',
      'li.id as item_id',
      'li.position',
      'li.name as item_name',
      'li.type',
      'li.costtype',
      'li.resourcename',
      'li.quantity',
      'li.daily_rate',
      'li.amount',
      'li.currency as item_currency',
      'li.amount_eur',
      orderYearPart(sql.ref('li.amount_eur'), currentYear, currentYear).as(
        'item_amountCurrentYear',
      ),
      sql<string>`li.amount_eur - ${invoicedOnItem}`.as('li_remaining_amount'),
      'f.name as productfamilyname',
      'p.name as productname',
      'ap.name as applicationname',
      'pj.name as projectname',
    ])
    .orderBy('pr.podate', 'desc')
    .orderBy('pr.id', 'desc')
    .orderBy('li.position')
    .execute();
}

export function invoiceLineRows(db: Kysely<Database>, bookedOn: BookedOn) {
  return db
    .selectFrom('invoice_lines as il')
    .innerJoin('invoices as i', 'i.id', 'il.invoice_id')
    .innerJoin('purchase_request_list_items as li', 'li.id', 'il.list_item_id')
    .innerJoin('purchase_requests as pr', 'pr.id', 'i.purchase_request_id')
    .leftJoin('company_contacts as cc', 'cc.id', 'pr.company_contact_id')
    .where(sql.ref(`li.${bookedOn.column}`), '=', bookedOn.id)
    .select([
      'i.id',
      INVOICE_KIND.as('kind'),
      'i.name',
      'i.date',
      'i.start_date',
      'i.end_date',
      'cc.name as contact_name',
      'pr.ordertext as po_name',
      // Only the lines on this entity's items: the entity's part of the invoice.
      sql<string>`round(sum(il.amount_eur) over (partition by i.id), 2)`.as('total_amount'),
      'i.purchase_request_id as purchaseorder_id',
      'il.id as line_id',
      ...LINE_COLUMNS,
    ])
    .orderBy('i.booked_on', 'desc')
    .orderBy('i.id', 'desc')
    .orderBy('il.id')
    .execute();
}
