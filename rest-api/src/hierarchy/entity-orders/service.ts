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

/**
 * The columns of a row under the contract's names, in the order given: `name` keeps its column,
 * `name=column` reads another (an item's `id` is its `item_id` column).
 */
function fields(names: string) {
  const pairs = names.split(/\s+/).map((name) => name.split('=') as [string, string?]);
  return (row: Row) =>
    Object.fromEntries(pairs.map(([name, column]) => [name, row[column ?? name]])) as {
      id: number;
    } & Row;
}

export async function ordersBookedOn(ctx: AppContext, bookedOn: BookedOn) {
  const { currentYear } = await hierarchySettings(ctx);
  const rows = (await orderItemRows(ctx.db, bookedOn, currentYear)) as Row[];
  return nest(
    rows,
    fields(
      'id ordernumber status podate deliverydate ordertext prowner prownername contact_name ' +
        'sbuname suppliername orderamount currency orderamount_eur amountCurrentYear ' +
        'amountNextYear po_remaining_amount accountingelement comments',
    ),
    fields(
      'id=item_id position name=item_name type costtype resourcename quantity daily_rate ' +
        'amount currency=item_currency amount_eur amountCurrentYear=item_amountCurrentYear ' +
        'li_remaining_amount productfamilyname productname applicationname projectname',
    ),
    'listitems',
  );
}

export async function invoicesBookedOn(ctx: AppContext, bookedOn: BookedOn) {
  const rows = (await invoiceLineRows(ctx.db, bookedOn)) as Row[];
  return nest(
    rows,
    fields(
      'id kind name date start_date end_date contact_name po_name total_amount purchaseorder_id',
    ),
    fields(
      'id=line_id po_listitem_id list_item_name cost_type resource_name quantity daily_rate ' +
        'amount currency amount_eur',
    ),
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
