// Orders and invoices of one entity, nested as CONTRACT.md 'Orders and invoices of an entity'
// shows them: each order with only the list items booked on the entity, each invoice with only
// the lines on them. The rows arrive sorted; grouping keeps their order.
import { ROLES } from '@cost-steering/schema';
import type { AppContext } from '../../context.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { hierarchySettings } from '../settings.ts';
import { invoiceLineRows, orderItemRows, type BookedOn } from './repository.ts';

type Row = Record<string, unknown>;

/** Groups sorted rows by `id` into objects made by `head`, each holding `items` keyed by id. */
function nest<T extends Row>(
  rows: Row[],
  head: (row: Row) => T,
  item: (row: Row) => { id: number } & Row,
  itemsKey: string,
) {
  const groups = new Map<number, T & Record<string, Record<string, Row>>>();
  for (const row of rows) {
    const id = row.id as number;
    let group = groups.get(id);
    if (!group) {
      group = { ...head(row), [itemsKey]: {} } as T & Record<string, Record<string, Row>>;
      groups.set(id, group);
    }
    const child = item(row);
    group[itemsKey]![String(child.id)] = child;
  }
  return [...groups.values()];
}

export async function ordersBookedOn(ctx: AppContext, bookedOn: BookedOn) {
  const { currentYear } = await hierarchySettings(ctx);
  const rows = (await orderItemRows(ctx.db, bookedOn, currentYear)) as Row[];
  return nest(
    rows,
    (row) => ({
      id: row.id as number,
      ordernumber: row.ordernumber,
      status: row.status,
      podate: row.podate,
      deliverydate: row.deliverydate,
      ordertext: row.ordertext,
      prowner: row.prowner,
      prownername: row.prownername,
      contact_name: row.contact_name,
      sbuname: row.sbuname,
      suppliername: row.suppliername,
      orderamount: row.orderamount,
      currency: row.currency,
      orderamount_eur: row.orderamount_eur,
      amountCurrentYear: row.amountCurrentYear,
      amountNextYear: row.amountNextYear,
      po_remaining_amount: row.po_remaining_amount,
      accountingelement: row.accountingelement,
      comments: row.comments,
    }),
    (row) => ({
      id: row.item_id as number,
      position: row.position,
      name: row.item_name,
      type: row.type,
      costtype: row.costtype,
      resourcename: row.resourcename,
      quantity: row.quantity,
      daily_rate: row.daily_rate,
      amount: row.amount,
      currency: row.item_currency,
      amount_eur: row.amount_eur,
      amountCurrentYear: row.item_amountCurrentYear,
      li_remaining_amount: row.li_remaining_amount,
      productfamilyname: row.productfamilyname,
      productname: row.productname,
      applicationname: row.applicationname,
      projectname: row.projectname,
    }),
    'listitems',
  );
}

export async function invoicesBookedOn(ctx: AppContext, bookedOn: BookedOn) {
  const rows = (await invoiceLineRows(ctx.db, bookedOn)) as Row[];
  return nest(
    rows,
    (row) => ({
      id: row.id as number,
      name: row.name,
      date: row.date,
      start_date: row.start_date,
      end_date: row.end_date,
      contact_name: row.contact_name,
      po_name: row.po_name,
      total_amount: row.total_amount,
      purchaseorder_id: row.purchaseorder_id,
    }),
    (row) => ({
      id: row.line_id as number,
      po_listitem_id: row.po_listitem_id,
      list_item_name: row.list_item_name,
      cost_type: row.cost_type,
      resource_name: row.resource_name,
      quantity: row.quantity,
      daily_rate: row.daily_rate,
      amount: row.amount,
      currency: row.currency,
      amount_eur: row.amount_eur,
    }),
    'listitems',
  );
}

const PRODUCT_DETAIL_ROLES: string[] = [
  ROLES.viewAllProduct,
  ROLES.viewProductHierarchy,
  ROLES.editProductHierarchy,
];

/**
 * A product's own orders and invoices are for the owner of the product or of its family and for
 * the product roles (CONTRACT.md); 404 for an unknown product comes first.
 */
export async function requireProductDetails(ctx: AppContext, user: CurrentUser, id: number) {
  const product = await ctx.db
    .selectFrom('products as p')
    .innerJoin('product_families as f', 'f.id', 'p.product_family_id')
    .innerJoin('users as po', 'po.id', 'p.owner_id')
    .innerJoin('users as fo', 'fo.id', 'f.owner_id')
    .select(['po.username as productOwner', 'fo.username as familyOwner'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!product) throw notFound('Product');
  const me = user.username.toLowerCase();
  const owns = [product.productOwner, product.familyOwner].some((o) => o.toLowerCase() === me);
  if (!owns && !user.roles.some((role) => PRODUCT_DETAIL_ROLES.includes(role))) throw forbidden();
}
