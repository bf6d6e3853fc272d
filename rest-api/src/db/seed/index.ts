// Seeds the demo organisation once: on the database's first start, when it is empty. A marker in
// app_meta records the first start, so a database emptied later by its users stays empty.
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { recordActivity } from '../../activity/repository.ts';
import { toEur } from '../money.ts';
import type { Database } from '../schema.ts';
import { demoCalendar, type DemoCalendar } from './calendar.ts';
import { imageDataUrl, IMAGES } from './demo-images.ts';
import {
  BUYING_UNITS,
  COMPANIES,
  COST_UNITS,
  CURRENCIES,
  demoRequests,
  ENTITIES,
  FAMILIES,
  FUTURE_BUDGETS,
  NOTIFICATIONS,
  PLATFORM_CONSUMERS,
  PLATFORMS,
  PRODUCTS,
  REGIONS,
  SBUS,
  SUPPLIERS,
  type DemoRequest,
  type EntityKind,
} from './demo-organisation.ts';

const FIRST_START = 'first_started_at';
const BUDGET_CODES = ['bci', 'bcm', 'bce', 'bei', 'bem', 'bee', 'undef'] as const;

type Ids = Map<string, number>;

/** Returns true when it seeded. Safe when several instances start on one database at once. */
export async function seedOnFirstStart(
  db: Kysely<Database>,
  { seed, today }: { seed: boolean; today: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marked = await trx
      .insertInto('app_meta')
      .values({ key: FIRST_START, value: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .executeTakeFirst();
    if (marked.numInsertedOrUpdatedRows !== 1n || !seed) return false;
    const { count } = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) > 0) return false;
    await seedDemoOrganisation(trx, demoCalendar(today));
    return true;
  });
}

async function insertNamed(
  trx: Kysely<Database>,
  table: 'sbu' | 'regions' | 'suppliers' | 'buying_units',
  names: string[],
): Promise<Ids> {
  const rows = await trx
    .insertInto(table)
    .values(names.map((name) => ({ name })))
    .returning(['id', 'name'])
    .execute();
  return new Map(rows.map((row) => [row.name, row.id]));
}

const idOf = (ids: Ids, name: string) => {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`demo data names an unknown '${name}'`);
  return id;
};

export async function seedDemoOrganisation(trx: Kysely<Database>, c: DemoCalendar) {
  // Loaded only when seeding: the demo users come from the realm file (one source of truth), and a
  // server that never seeds does not need the dev-idp package or the realm file.
  const { loadRealm } = await import('@cost-steering/dev-idp/realm');
  const realm = loadRealm();
  const userRows = await trx
    .insertInto('users')
    .values(
      realm.users.map((user) => ({
        username: user.username,
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        roles: JSON.stringify(user.roles),
        groups: JSON.stringify(user.groups),
      })),
    )
    .returning(['id', 'username'])
    .execute();
  const users: Ids = new Map(userRows.map((row) => [row.username, row.id]));

  await trx
    .insertInto('currencies')
    .values(CURRENCIES.map(({ code, name }) => ({ code, name })))
    .execute();
  await trx
    .insertInto('currency_rates')
    .values(
      CURRENCIES.flatMap(({ code, lastYear, thisYear }) => [
        { currency: code, valid_from: c.day(-1, 1, 1), rate: lastYear },
        { currency: code, valid_from: c.day(0, 1, 1), rate: thisYear },
      ]),
    )
    .execute();

  const sbus = await insertNamed(trx, 'sbu', SBUS);
  const regions = await insertNamed(trx, 'regions', REGIONS);
  const suppliers = await insertNamed(trx, 'suppliers', SUPPLIERS);
  const buyingUnits = await insertNamed(trx, 'buying_units', BUYING_UNITS);

  const images = await insertImages(trx);

  const familyRows = await trx
    .insertInto('product_families')
    .values(
      FAMILIES.map((family) => ({
        name: family.name,
        owner_id: idOf(users, family.owner),
        year: c.year,
        budget_limit: family.budgetLimit,
        target: family.target,
        created_by_id: idOf(users, 'controller'),
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const families: Ids = new Map(familyRows.map((row) => [row.name, row.id]));

  const productRows = await trx
    .insertInto('products')
    .values(
      PRODUCTS.map((product) => ({
        name: product.name,
        product_family_id: idOf(families, product.family),
        region_id: idOf(regions, product.region),
        owner_id: idOf(users, product.owner),
        budget_limit: product.budgetLimit,
        target: product.target,
        platform_cost: product.platformCost ?? null,
        image_id: images.get(product.name) ?? null,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const products: Ids = new Map(productRows.map((row) => [row.name, row.id]));

  const entities = { project: new Map() as Ids, application: new Map() as Ids };
  for (const kind of ['project', 'application'] as const) {
    const rows = ENTITIES.filter((entity) => entity.kind === kind);
    const inserted = await trx
      .insertInto(kind === 'project' ? 'projects' : 'applications')
      .values(
        rows.map((entity) => ({
          name: entity.name,
          product_id: idOf(products, entity.product),
          owner_id: idOf(users, entity.owner),
          currency: entity.currency,
          ...Object.fromEntries(
            BUDGET_CODES.flatMap((code, index) => {
              const amount = String(entity.budget[index]);
              return [
                [code, amount],
                [`${code}_eur`, toEur(amount, entity.currency, c.today)],
              ];
            }),
          ),
        })),
      )
      .returning(['id', 'name'])
      .execute();
    for (const row of inserted) entities[kind].set(row.name, row.id);
  }
  const entityId = (kind: EntityKind, name: string) => idOf(entities[kind], name);

  await trx
    .insertInto('platform_consumers')
    .values(
      PLATFORM_CONSUMERS.map((consumer) => ({
        platform_product_id: idOf(products, consumer.platform),
        project_id: consumer.kind === 'project' ? entityId('project', consumer.name) : null,
        application_id:
          consumer.kind === 'application' ? entityId('application', consumer.name) : null,
      })),
    )
    .execute();
  for (const platform of PLATFORMS) {
    const { id } = await trx
      .insertInto('platforms')
      .values({
        name: platform.name,
        owner_id: idOf(users, platform.owner),
        budget: platform.budget,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('platform_products')
      .values(
        platform.products.map((name) => ({ platform_id: id, product_id: idOf(products, name) })),
      )
      .execute();
  }

  for (const unit of COST_UNITS) {
    const { id } = await trx
      .insertInto('cost_units')
      .values({
        name: unit.name,
        manager_id: idOf(users, unit.manager),
        status: unit.status,
        // A Proposed unit starts today; the others started with the year.
        statusdate: unit.status === 'Proposed' ? c.today : c.day(0, 1, 1),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('cost_unit_products')
      .values(
        unit.products.map(([product, percentage]) => ({
          cost_unit_id: id,
          product_id: idOf(products, product),
          percentage,
        })),
      )
      .execute();
  }

  const contacts: Ids = new Map();
  const companies: Ids = new Map();
  for (const company of COMPANIES) {
    const { id } = await trx
      .insertInto('companies')
      .values({
        name: company.name,
        street: company.street,
        house_number: company.houseNumber,
        city: company.city,
        postal_code: company.postalCode,
        country: company.country,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    companies.set(company.name, id);
    if (company.contacts.length === 0) continue;
    const rows = await trx
      .insertInto('company_contacts')
      .values(company.contacts.map((contact) => ({ company_id: id, ...contact })))
      .returning(['id', 'name'])
      .execute();
    for (const row of rows) contacts.set(row.name, row.id);
  }

  const refs = { users, products, sbus, suppliers, buyingUnits, companies, contacts, entityId };
  for (const request of demoRequests(c)) await insertRequest(trx, c, request, refs);

  await insertPlanning(trx, c, { users, products, entityId });

  for (const notification of NOTIFICATIONS) {
    await trx
      .insertInto('notifications')
      .values({
        user_id: idOf(users, notification.user),
        title: notification.title,
        message: notification.message,
        // 08:30 of its day, but never later than now: a notification of today seeded before
        // 08:30 would otherwise be 'newer' than everything the users do until then (the bell
        // lists the newest first).
        created: sql<Date>`least(${c.fromToday(-notification.daysAgo)}::date + time '08:30', ${c.now}::timestamptz)`,
        status: notification.seen ? 'seen' : null,
      })
      .execute();
  }

  await recordActivity(trx, {
    username: 'system',
    action: 'SEED',
    entity: 'database',
    summary: `demo organisation: ${FAMILIES.length} families, ${PRODUCTS.length} products, ${ENTITIES.length} projects and applications`,
  });
}

/** The demo images, by the name of each product that shows one. */
async function insertImages(trx: Kysely<Database>): Promise<Ids> {
  const byProduct: Ids = new Map();
  for (const image of IMAGES) {
    const dataUrl = imageDataUrl(image);
    const { id } = await trx
      .insertInto('images')
      .values({
        name: image.name,
        image_data: dataUrl,
        content_sha256: createHash('sha256').update(image.svg, 'utf8').digest('hex'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const product of image.products) byProduct.set(product, id);
  }
  return byProduct;
}

interface RequestRefs {
  users: Ids;
  products: Ids;
  sbus: Ids;
  suppliers: Ids;
  buyingUnits: Ids;
  companies: Ids;
  contacts: Ids;
  entityId: (kind: EntityKind, name: string) => number;
}

async function insertRequest(
  trx: Kysely<Database>,
  c: DemoCalendar,
  request: DemoRequest,
  refs: RequestRefs,
) {
  // Written on its start date, or today for requests that start later.
  const writtenOn = c.earlier(request.podate, c.today);
  // Never later than now (a request written today before 09:00 would be newer than new ones).
  const writtenAt = sql<Date>`least(${writtenOn}::date + time '09:00', ${c.now}::timestamptz)`;
  const orderAmount = request.orderamount
    ? { total: request.orderamount }
    : await trx
        .selectNoFrom(
          sql<string>`${sql.join(
            request.items.map((i) => sql`${i.amount}::numeric`),
            sql` + `,
          )}`.as('total'),
        )
        .executeTakeFirstOrThrow();
  const signed = request.justification === 'Signed';
  const approved = request.status === 'Approved';
  const { id } = await trx
    .insertInto('purchase_requests')
    .values({
      ordertext: request.ordertext,
      podate: request.podate,
      deliverydate: request.deliverydate,
      orderamount: orderAmount.total,
      currency: request.currency,
      orderamount_eur: toEur(orderAmount.total, request.currency, writtenOn),
      prowner_id: idOf(refs.users, request.owner),
      company_id: idOf(refs.companies, request.company),
      company_contact_id: idOf(refs.contacts, request.contact),
      supplier_id: idOf(refs.suppliers, request.supplier),
      sbu_id: idOf(refs.sbus, request.sbu),
      buying_unit_id: idOf(refs.buyingUnits, request.buyingUnit),
      accountingelement: request.accountingelement,
      comments: request.comments ?? null,
      status: request.status,
      message: request.message ?? null,
      justification_status: request.justification ?? null,
      justified_by_id: signed ? idOf(refs.users, 'pfm') : null,
      justification_comment: signed ? 'Needed for the data platform roadmap.' : null,
      justification_date: signed ? c.today : null,
      ordernumber: request.ordernumber ?? null,
      approved_by_id: approved ? idOf(refs.users, 'approver') : null,
      approved_at: approved ? writtenAt : null,
      created_at: writtenAt,
      updated_at: writtenAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const items = await trx
    .insertInto('purchase_request_list_items')
    .values(
      request.items.map((item, index) => ({
        purchase_request_id: id,
        position: index + 1,
        name: item.name,
        type: item.type,
        costtype: item.costtype,
        product_id: item.entity.kind === 'product' ? idOf(refs.products, item.entity.name) : null,
        project_id:
          item.entity.kind === 'project' ? refs.entityId('project', item.entity.name) : null,
        application_id:
          item.entity.kind === 'application'
            ? refs.entityId('application', item.entity.name)
            : null,
        resourcename: item.resource?.name ?? null,
        quantity: item.resource?.quantity ?? null,
        daily_rate: item.resource?.dailyRate ?? null,
        amount: item.amount,
        currency: request.currency,
        amount_eur: toEur(item.amount, request.currency, writtenOn),
        created_at: writtenAt,
      })),
    )
    .returning(['id', 'position'])
    .execute();
  const itemIds = new Map(items.map((row) => [row.position, row.id]));

  for (const invoice of request.invoices ?? []) {
    const bookedOn = invoice.date ?? invoice.range!.start;
    const { id: invoiceId } = await trx
      .insertInto('invoices')
      .values({
        name: invoice.name,
        date: invoice.date ?? null,
        start_date: invoice.range?.start ?? null,
        end_date: invoice.range?.end ?? null,
        purchase_request_id: id,
        created_by_id: idOf(refs.users, 'approver'),
        created_at: sql<Date>`least(${bookedOn}::date + time '10:00', ${c.now}::timestamptz)`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('invoice_lines')
      .values(
        invoice.lines.map((line) => {
          const item = request.items[line.position - 1]!;
          return {
            invoice_id: invoiceId,
            list_item_id: itemIds.get(line.position)!,
            resource_name: item.resource?.name ?? null,
            quantity: line.quantity ?? null,
            daily_rate: line.quantity ? (item.resource?.dailyRate ?? null) : null,
            amount: line.amount,
            currency: request.currency,
            amount_eur: toEur(line.amount, request.currency, bookedOn),
          };
        }),
      )
      .execute();
  }
}

async function insertPlanning(
  trx: Kysely<Database>,
  c: DemoCalendar,
  refs: Pick<RequestRefs, 'users' | 'products' | 'entityId'>,
) {
  for (const plan of FUTURE_BUDGETS) {
    const { entity } = plan;
    // Raised on a past day at 09:00; its comments an hour apart after it; never after c.now.
    const raisedOn = c.fromToday(-(plan.daysAgo ?? 30));
    const at = (hours: number) =>
      sql<Date>`least(${raisedOn}::date + time '09:00' + ${`${hours} hours`}::interval, ${c.now}::timestamptz)`;
    const { id } = await trx
      .insertInto('future_budgets')
      .values({
        entity_type: entity.kind,
        product_id: entity.kind === 'product' ? idOf(refs.products, entity.name) : null,
        project_id: entity.kind === 'project' ? refs.entityId('project', entity.name) : null,
        application_id:
          entity.kind === 'application' ? refs.entityId('application', entity.name) : null,
        year: c.year + (plan.yearOffset ?? 1),
        status: plan.status,
        description: plan.description,
        proposed_budget: plan.proposedBudget ?? null,
        proposed_by_id: plan.proposedBy ? idOf(refs.users, plan.proposedBy) : null,
        demand_title: plan.demandTitle ?? null,
        demand_id: plan.demandId ?? null,
        demanded_budget: plan.demandedBudget ?? null,
        approved_budget: plan.approvedBudget ?? null,
        sender_id: idOf(refs.users, plan.sender),
        created_at: at(0),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (plan.comments.length === 0) continue;
    await trx
      .insertInto('future_budget_comments')
      .values(
        plan.comments.map((comment, index) => ({
          future_budget_id: id,
          sender_id: idOf(refs.users, comment.sender),
          message: comment.message,
          created_at: at(index + 1),
        })),
      )
      .execute();
  }
}
