// The writes of purchase requests and their list items, and the look-ups the writes check. Each
// runs inside the caller's transaction, after the request row has been locked (repository.ts).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { GROUPS, ROLES } from '@cost-steering/schema';
import type {
  CostType,
  Database,
  ItemType,
  JustificationStatus,
  RequestStatus,
} from '../db/schema.ts';
import { toEur } from '../db/money.ts';

type Db = Kysely<Database>;

export interface RequestValues {
  ordertext: string;
  podate: string;
  deliverydate: string | null;
  orderamount: string;
  currency: string;
  prowner_id: number;
  company_id: number;
  company_contact_id: number;
  supplier_id: number | null;
  sbu_id: number | null;
  buying_unit_id: number | null;
  accountingelement: string | null;
  comments: string | null;
}

/** A new Draft; its EUR amount at the rate of `day`. */
export async function insertRequest(
  trx: Db,
  values: RequestValues & { supersedes_id: number | null; renews_id: number | null },
  day: string,
): Promise<number> {
  const { id } = await trx
    .insertInto('purchase_requests')
    .values({
      ...values,
      orderamount_eur: toEur(values.orderamount, values.currency, day),
      status: 'Draft',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A Draft's fields (all of them: the service merged the change into the stored ones). */
export async function updateRequestFields(trx: Db, id: number, values: RequestValues, day: string) {
  await trx
    .updateTable('purchase_requests')
    .set({
      ...values,
      orderamount_eur: toEur(values.orderamount, values.currency, day),
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

export interface StateChange {
  status?: RequestStatus;
  message?: string | null;
  justification_status?: JustificationStatus | null;
  justified_by_id?: number | null;
  justification_comment?: string | null;
  justification_date?: string | null;
  ordernumber?: string;
  approved_by_id?: number;
  approved_at?: RawBuilder<Date>;
  company_id?: number;
  company_contact_id?: number;
  orderamount_eur?: RawBuilder<string>;
  replaced_by_id?: number;
}

/**
 * The EUR amount of a request whose items cover it (Send, restore, approval): the sum of the
 * items' EUR amounts. Each was converted to cents on its own, perhaps on another day, and an
 * order's remaining amount (its EUR amount − the invoiced EUR of its items) must come to 0.00
 * once every item is invoiced — 2000.06 USD at 1.25 is 1600.05, its two items of 1000.03 are
 * 800.02 each.
 */
export const itemsEurSum = (id: number) =>
  sql<string>`(select sum(amount_eur) from purchase_request_list_items
                where purchase_request_id = ${id})`;

export async function changeState(trx: Db, id: number, change: StateChange) {
  await trx
    .updateTable('purchase_requests')
    .set({ ...change, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Deletes a request for good, its items with it; a later edit of it forgets where it came from. */
export async function deleteRequest(trx: Db, id: number) {
  await trx
    .updateTable('purchase_requests')
    .set({ supersedes_id: null })
    .where('supersedes_id', '=', id)
    .execute();
  await trx.deleteFrom('purchase_requests').where('id', '=', id).execute();
}

export interface ItemValues {
  position: number;
  name: string;
  type: ItemType;
  costtype: CostType | null;
  product_id: number | null;
  project_id: number | null;
  application_id: number | null;
  resourcename: string | null;
  quantity: string | null;
  daily_rate: string | null;
  amount: string;
  currency: string;
}

export async function insertItem(trx: Db, requestId: number, item: ItemValues, day: string) {
  const { id } = await trx
    .insertInto('purchase_request_list_items')
    .values({
      ...item,
      purchase_request_id: requestId,
      amount_eur: toEur(item.amount, item.currency, day),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The position after the request's last item (positions are kept when an item is removed). */
export async function nextPosition(trx: Db, requestId: number): Promise<number> {
  const { last } = await trx
    .selectFrom('purchase_request_list_items')
    .select(sql<number>`coalesce(max(position), 0)`.as('last'))
    .where('purchase_request_id', '=', requestId)
    .executeTakeFirstOrThrow();
  return Number(last) + 1;
}

export function itemAt(trx: Db, requestId: number, position: number) {
  return trx
    .selectFrom('purchase_request_list_items')
    .select(['id', 'name', 'amount'])
    .where('purchase_request_id', '=', requestId)
    .where('position', '=', position)
    .executeTakeFirst();
}

export function itemById(trx: Db, itemId: number) {
  return trx
    .selectFrom('purchase_request_list_items')
    .select(['id', 'purchase_request_id', 'position', 'name', 'type', 'costtype'])
    .where('id', '=', itemId)
    .executeTakeFirst();
}

export async function deleteItem(trx: Db, itemId: number) {
  await trx.deleteFrom('purchase_request_list_items').where('id', '=', itemId).execute();
}

export async function classifyItem(trx: Db, itemId: number, type: ItemType, costtype: CostType) {
  await trx
    .updateTable('purchase_request_list_items')
    .set({ type, costtype })
    .where('id', '=', itemId)
    .execute();
}

export function undefinedItemCount(trx: Db, requestId: number) {
  return trx
    .selectFrom('purchase_request_list_items')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('purchase_request_id', '=', requestId)
    .where('type', '=', 'Undefined')
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

export function itemCount(trx: Db, requestId: number) {
  return trx
    .selectFrom('purchase_request_list_items')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('purchase_request_id', '=', requestId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

/** Another request or order holding this order number in any letter case. */
export function orderNumberTaken(trx: Db, ordernumber: string) {
  return trx
    .selectFrom('purchase_requests')
    .select('id')
    .where(sql<boolean>`lower(ordernumber) = lower(${ordernumber})`)
    .executeTakeFirst()
    .then(Boolean);
}

export function contactOf(trx: Db, contactId: number) {
  return trx
    .selectFrom('company_contacts')
    .select(['id', 'company_id'])
    .where('id', '=', contactId)
    .executeTakeFirst();
}

type Listed = 'suppliers' | 'sbu' | 'buying_units' | 'companies';

export function listed(trx: Db, table: Listed, id: number) {
  return trx.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst().then(Boolean);
}

type EntityTable = 'products' | 'projects' | 'applications';

export function entityName(trx: Db, table: EntityTable, id: number) {
  return trx
    .selectFrom(table)
    .select('name')
    .where('id', '=', id)
    .executeTakeFirst()
    .then((row) => row?.name);
}

/** Users whose last token held the approver role (spec §6), who are told of a sent request. */
export function approverIds(trx: Db) {
  return trx
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`roles @> ${JSON.stringify([ROLES.approvePurchaseRequest])}::jsonb`)
    .execute()
    .then((rows) => rows.map((row) => row.id));
}

/** Members of the group 'Product Family Manager', who sign justifications (spec §4). */
export function productFamilyManagerIds(trx: Db) {
  return trx
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`groups @> ${JSON.stringify([GROUPS.productFamilyManager])}::jsonb`)
    .execute()
    .then((rows) => rows.map((row) => row.id));
}
