// A large organisation for benchmarks and scale tests, generated set-based: a handful of
// INSERT … SELECT FROM generate_series statements, no loop over rows. Scale 1 is what the issue
// asks for (100 families, 1,000 products, 10,000 projects and applications, 50,000 approved
// orders with two list items each, 150,000 invoice lines over last, this and next year); every
// count scales proportionally, at least 1. The data is deterministic (no random()).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { recordActivity } from '../../activity/repository.ts';
import type { Database } from '../schema.ts';
import { iso } from './calendar.ts';
import { CURRENCIES, REGIONS } from './demo-organisation.ts';

export const LARGE_SEED_MARKER = 'large_seed';
/** Names of generated rows start like this (unique in any letter case, at most 32 characters). */
export const LARGE_PREFIX = 'Large';

export interface LargeSeedOptions {
  /** 1 = the full data set; 0.01 = a hundredth of every count (minimum 1 each). */
  scale: number;
  /** "Today": orders and invoices spread over the year before, this year and the year after. */
  today?: Date;
  /** Told each step's name and seconds as it finishes (seed:large prints them). */
  onStep?: (step: string, seconds: number) => void;
}

export interface LargeSeedCounts {
  families: number;
  products: number;
  projects: number;
  applications: number;
  orders: number;
  listItems: number;
  /** Requests that are not orders (Draft, open, declined, withdrawn), one item each. */
  requests: number;
  invoices: number;
  invoiceLines: number;
  /** Cost units allocating every generated product (issue 12). */
  costUnits: number;
}

export function largeSeedCounts(scale: number): LargeSeedCounts {
  if (!(scale > 0) || !Number.isFinite(scale))
    throw new Error(`scale must be above 0, got ${scale}`);
  const n = (full: number) => Math.max(1, Math.round(full * scale));
  const orders = n(50_000);
  const invoiceLines = n(150_000);
  return {
    families: n(100),
    products: n(1_000),
    projects: n(5_000),
    applications: n(5_000),
    orders,
    listItems: orders * 2,
    requests: n(50_000),
    invoices: Math.ceil(invoiceLines / 2),
    invoiceLines,
    costUnits: n(200),
  };
}

/** True when a large data set was generated in this database before. */
export async function hasLargeSeed(db: Kysely<Database>): Promise<boolean> {
  const marker = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', LARGE_SEED_MARKER)
    .executeTakeFirst();
  return Boolean(marker);
}

const ANALYZED = [
  'product_families',
  'products',
  'projects',
  'applications',
  'platform_consumers',
  'platforms',
  'platform_products',
  'future_budgets',
  'purchase_requests',
  'purchase_request_list_items',
  'figure_rollup',
  'product_year_figures',
  'invoices',
  'invoice_lines',
  'cost_units',
  'cost_unit_products',
];

const run = (trx: Kysely<Database>, query: ReturnType<typeof sql>) => query.execute(trx);

/** Generates the data set in one transaction; throws when one is there already. */
export async function seedLarge(
  db: Kysely<Database>,
  options: LargeSeedOptions,
): Promise<LargeSeedCounts> {
  const counts = largeSeedCounts(options.scale);
  const today = iso(options.today ?? new Date());
  const year = Number(today.slice(0, 4));
  await db.transaction().execute(async (trx) => {
    const marked = await trx
      .insertInto('app_meta')
      .values({ key: LARGE_SEED_MARKER, value: JSON.stringify({ scale: options.scale, today }) })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .executeTakeFirst();
    if (marked.numInsertedOrUpdatedRows !== 1n) {
      throw new Error('A large data set is already in this database.');
    }
    const step = async (name: string, work: () => Promise<void>) => {
      const started = performance.now();
      await work();
      options.onStep?.(name, (performance.now() - started) / 1000);
    };
    await step('reference data', () => referenceData(trx, year));
    await step('hierarchy', () => hierarchy(trx, counts, today, year));
    await withoutFigureTriggers(trx, async () => {
      await step('orders and invoices', () => ordersAndInvoices(trx, counts, today, year));
      await step('requests', () => requestsInEveryState(trx, counts, today));
    });
    await step('figures', () => refreshGeneratedFigures(trx));
    await step('cost units', () => costUnits(trx, counts, today, year));
    await recordActivity(trx, {
      username: 'system',
      action: 'SEED',
      entity: 'database',
      summary: `large data set (scale ${options.scale}): ${JSON.stringify(counts)}`,
    });
  });
  // Fresh statistics, or the planner guesses the figure aggregates' joins from empty tables.
  const started = performance.now();
  await sql`analyze ${sql.join(ANALYZED.map((table) => sql.table(table)))}`.execute(db);
  options.onStep?.('analyze', (performance.now() - started) / 1000);
  return counts;
}

/**
 * The figure triggers (migrations 0003, 0010) that fire on inserted list items and invoice lines,
 * switched off while the orders and requests are generated: they keep the rollup right statement
 * by statement, which at scale 10 (1,000,000 items, 1,500,000 lines) took most of 17 minutes —
 * the lines' trigger adds each (entity, cost code, year) part row by row. One recomputation of the
 * generated products afterwards (refreshGeneratedFigures) gives the same figures. ALTER TABLE holds
 * those two tables' locks until the seed commits (nobody writes during a seed); a failed seed rolls
 * the switch back with everything else.
 */
const FIGURE_INSERT_TRIGGERS = [
  ['purchase_request_list_items', 'purchase_request_list_items_insert_figures'],
  ['invoice_lines', 'invoice_lines_insert_figures'],
] as const;

async function withoutFigureTriggers(trx: Kysely<Database>, work: () => Promise<void>) {
  const toggle = async (state: 'enable' | 'disable') => {
    for (const [table, trigger] of FIGURE_INSERT_TRIGGERS) {
      await run(
        trx,
        sql`alter table ${sql.table(table)} ${sql.raw(state)} trigger ${sql.ref(trigger)}`,
      );
    }
  };
  await toggle('disable');
  await work();
  await toggle('enable');
}

/** The rollup of every generated product, at once (the figure triggers were off). */
async function refreshGeneratedFigures(trx: Kysely<Database>) {
  await run(
    trx,
    sql`select refresh_figure_rollup(array(select id from products
          where name like ${`${LARGE_PREFIX} %`} order by id))`,
  );
}

/** Users, currencies with rates, regions and a supplier company, where they are missing. */
async function referenceData(trx: Kysely<Database>, year: number) {
  const { count } = await trx
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) === 0) {
    const { loadRealm } = await import('@cost-steering/dev-idp/realm');
    await trx
      .insertInto('users')
      .values(
        loadRealm().users.map((user) => ({
          username: user.username,
          first_name: user.firstName,
          last_name: user.lastName,
          email: user.email,
          roles: JSON.stringify(user.roles),
        })),
      )
      .execute();
  }
  await trx
    .insertInto('currencies')
    .values(CURRENCIES.map(({ code, name }) => ({ code, name })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  // Rates from two years back: older than any rate of the demo data, so they change none of it.
  await trx
    .insertInto('currency_rates')
    .values(
      CURRENCIES.map(({ code, lastYear }) => ({
        currency: code,
        valid_from: `${year - 2}-01-01`,
        rate: lastYear,
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await trx
    .insertInto('regions')
    .values(REGIONS.map((name) => ({ name })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await run(
    trx,
    sql`insert into companies (name, city, postal_code, country)
        values (${`${LARGE_PREFIX} Supplier Ltd`}, 'Split', '21000', 'Croatia')
        on conflict do nothing`,
  );
  await run(
    trx,
    sql`insert into company_contacts (company_id, name)
        select id, 'Bulk Contact' from companies where name = ${`${LARGE_PREFIX} Supplier Ltd`}
        on conflict do nothing`,
  );
}

/** Families, products (some platforms, with images of none), projects, applications, plans. */
async function hierarchy(trx: Kysely<Database>, c: LargeSeedCounts, today: string, year: number) {
  const perFamily = Math.ceil(c.products / c.families);
  // Every 10th family (the 1st, 11th, …) is a platform family ('Platform' in its name) whose
  // first product is a platform.
  await run(
    trx,
    sql`insert into product_families (name, owner_id, year, budget_limit, target)
      select case when g.i % 10 = 1 then ${`${LARGE_PREFIX} Platform Family `} || lpad(g.i::text, 4, '0')
                  else ${`${LARGE_PREFIX} Family `} || lpad(g.i::text, 4, '0') end,
             u.ids[1 + g.i % cardinality(u.ids)], ${year}, ${400_000 * perFamily}, ${380_000 * perFamily}
      from generate_series(1, ${c.families}) g(i),
           (select array_agg(id order by id) ids from users) u`,
  );
  await run(
    trx,
    sql`insert into products (name, product_family_id, region_id, owner_id, budget_limit, target,
          platform_cost)
      select ${`${LARGE_PREFIX} Product `} || lpad(g.i::text, 5, '0'), f.id,
             r.ids[1 + g.i % cardinality(r.ids)], u.ids[1 + (g.i * 7) % cardinality(u.ids)],
             300000, 280000,
             case when f.name like '%Platform%' and g.i <= ${c.families} then 50000 end
      from generate_series(1, ${c.products}) g(i)
      join (select id, name, row_number() over (order by id) rn from product_families
            where name like ${`${LARGE_PREFIX} %`}) f on f.rn = (g.i - 1) % ${c.families} + 1,
           (select array_agg(id order by id) ids from users) u,
           (select array_agg(id order by id) ids from regions) r`,
  );
  for (const [table, kind, count] of [
    ['projects', 'Project', c.projects],
    ['applications', 'Application', c.applications],
  ] as const) {
    // Amounts in the entity's currency; EUR at today's rate. About 10 per product, each well
    // under a tenth of the product's budget limit.
    await run(
      trx,
      sql`with entity as (
          select g.i, p.id as product_id, u.ids[1 + (g.i * 3) % cardinality(u.ids)] as owner_id,
                 (array['EUR','USD','CHF','GBP','SEK'])[1 + g.i % 5] as currency,
                 (1000 + (g.i * 13) % 3000)::numeric as bci,
                 case when g.i % 3 = 0 then (500 + (g.i * 7) % 2000)::numeric else 0 end as bcm,
                 case when g.i % 4 = 0 then (800 + (g.i * 11) % 2500)::numeric else 0 end as bce,
                 (600 + (g.i * 17) % 2000)::numeric as bei,
                 case when g.i % 2 = 0 then (900 + (g.i * 19) % 2500)::numeric else 0 end as bem,
                 case when g.i % 5 = 0 then (400 + (g.i * 23) % 1500)::numeric else 0 end as bee,
                 case when g.i % 7 = 0 then 250::numeric else 0 end as undef
          from generate_series(1, ${count}) g(i)
          join (select id, row_number() over (order by id) rn from products
                where name like ${`${LARGE_PREFIX} %`}) p on p.rn = (g.i - 1) % ${c.products} + 1,
               (select array_agg(id order by id) ids from users) u
        )
        insert into ${sql.table(table)} (name, product_id, owner_id, currency,
          bci, bci_eur, bcm, bcm_eur, bce, bce_eur, bei, bei_eur, bem, bem_eur, bee, bee_eur,
          undef, undef_eur)
        select ${`${LARGE_PREFIX} ${kind} `} || lpad(e.i::text, 6, '0'), e.product_id, e.owner_id,
               e.currency,
               e.bci, round(e.bci / r.rate, 2), e.bcm, round(e.bcm / r.rate, 2),
               e.bce, round(e.bce / r.rate, 2), e.bei, round(e.bei / r.rate, 2),
               e.bem, round(e.bem / r.rate, 2), e.bee, round(e.bee / r.rate, 2),
               e.undef, round(e.undef / r.rate, 2)
        from entity e join (${ratesOn(today)}) r on r.currency = e.currency`,
    );
  }
  // Each platform product is consumed by every 50th project and application (the 25th, 75th, …)
  // of other products.
  for (const column of ['project_id', 'application_id'] as const) {
    const table = column === 'project_id' ? 'projects' : 'applications';
    await run(
      trx,
      sql`insert into platform_consumers (platform_product_id, ${sql.ref(column)})
        select pl.id, e.id
        from (select id, product_id, row_number() over (order by id) rn from ${sql.table(table)}
              where name like ${`${LARGE_PREFIX} %`}) e
        join (select id, row_number() over (order by id) rn, count(*) over () n from products
              where name like ${`${LARGE_PREFIX} %`} and platform_cost is not null) pl
          on pl.rn = (e.rn / 50) % pl.n + 1
        where e.rn % 50 = 25 and e.product_id <> pl.id`,
    );
  }
  // Platforms: every five platform products (in id order) form one, owned by the first one's owner.
  const platformName = (rn: string) =>
    sql`${`${LARGE_PREFIX} Platform `} || lpad(((${sql.raw(rn)} - 1) / 5 + 1)::text, 3, '0')`;
  const platformProducts = sql`(select id, owner_id, row_number() over (order by id) rn
      from products where name like ${`${LARGE_PREFIX} %`} and platform_cost is not null)`;
  await run(
    trx,
    sql`insert into platforms (name, owner_id, budget)
      select ${platformName('p.rn')}, p.owner_id, 250000
      from ${platformProducts} p where (p.rn - 1) % 5 = 0`,
  );
  await run(
    trx,
    sql`insert into platform_products (platform_id, product_id)
      select pl.id, p.id from ${platformProducts} p
      join platforms pl on pl.name = ${platformName('p.rn')}`,
  );
  // Approved planning for last year and next year on every product.
  await run(
    trx,
    sql`insert into future_budgets (entity_type, product_id, year, status, description,
          proposed_budget, proposed_by_id, approved_budget, sender_id)
      select 'product', p.id, y.year, 'approved', 'Generated plan', 150000 + p.id % 1000 * 10,
             p.owner_id, 150000 + p.id % 1000 * 10, p.owner_id
      from products p cross join (values (${year - 1}::int), (${year + 1}::int)) y(year)
      where p.name like ${`${LARGE_PREFIX} %`}`,
  );
}

/** The rate of every currency valid on `day` (what to_eur uses), as a subquery. */
const ratesOn = (day: string) =>
  sql`select distinct on (currency) currency, rate from currency_rates
      where valid_from <= ${day}::date order by currency, valid_from desc`;

/**
 * The amount of item `position` (1, 2) of the order generated `i`-th: the order's amount (their
 * sum) is written with the order, not updated after its items (an update rewrites every order
 * row and its indexes again).
 */
const itemAmount = (i: RawBuilder<unknown>, position: RawBuilder<unknown> | number) =>
  sql`(500 + (${i} * 37 + ${position} * 101) % 20000)::numeric`;

/** The i of a generated order, from its number ('Large-PO-0000042' is the 42nd). */
const orderNumberIndex = sql`substr(ordernumber, ${`${LARGE_PREFIX}-PO-`.length + 1})::int`;

const TYPES = sql`array['Capital','Capital','Capital','Expense','Expense','Expense']`;
const COST_TYPES = sql`array['Infrastructure','Maintenance','Enhancement','Infrastructure','Maintenance','Enhancement']`;

/**
 * Approved orders starting anywhere from the first day of last year to mid-November of next year
 * (every 20th without a delivery date), two items each (a project's; an application's or, every
 * 5th order, the product's own), all six cost codes, five currencies; then invoices of 30 % of
 * each item, dated after the order's start (every 4th a month range), the order amounts (written with the orders) being
 * the sum of their items.
 */
async function ordersAndInvoices(
  trx: Kysely<Database>,
  c: LargeSeedCounts,
  today: string,
  year: number,
) {
  const firstDay = `${year - 1}-01-01`;
  // Starts end in mid-November of next year, so that invoices (up to 60 days after the start)
  // stay inside the three years.
  const days = 3 * 365 - 61;
  await run(
    trx,
    sql`insert into purchase_requests (ordertext, podate, deliverydate, orderamount, currency,
          orderamount_eur, prowner_id, company_id, company_contact_id, status, ordernumber,
          accountingelement)
      select ${`${LARGE_PREFIX} order `} || g.i, d.podate,
             case when g.i % 20 = 0 then null else d.podate + 30 + (g.i % 12) * 30 end,
             t.total, t.currency, to_eur(t.total, t.currency, least(d.podate, ${today}::date)),
             u.ids[1 + g.i % cardinality(u.ids)], cc.company_id, cc.id, 'Approved',
             ${`${LARGE_PREFIX}-PO-`} || lpad(g.i::text, 7, '0'), 'GEN-' || (g.i % 100)
      from generate_series(1, ${c.orders}) g(i)
      cross join lateral (select ${firstDay}::date + (g.i * 37) % ${days} as podate) d
      cross join lateral (select ${itemAmount(sql`g.i`, 1)} + ${itemAmount(sql`g.i`, 2)} as total,
                                 (array['EUR','USD','CHF','GBP','SEK'])[1 + g.i % 5] as currency) t,
           (select array_agg(id order by id) ids from users) u,
           (select cc.id, cc.company_id from company_contacts cc join companies co
              on co.id = cc.company_id where co.name = ${`${LARGE_PREFIX} Supplier Ltd`}) cc`,
  );
  const ranked = (table: string) =>
    sql`(select id, row_number() over (order by id) rn from ${sql.table(table)}
         where name like ${`${LARGE_PREFIX} %`})`;
  await run(
    trx,
    sql`with o as (
        select id, podate, currency, ${orderNumberIndex} rn from purchase_requests
        where ordertext like ${`${LARGE_PREFIX} order %`}
      ), item as (
        select o.id as order_id, o.podate, o.currency, o.rn, pos.p,
               1 + (o.rn + pos.p) % 6 as code,
               ${itemAmount(sql`o.rn`, sql`pos.p`)} as amount
        from o cross join (values (1), (2)) pos(p)
      )
      insert into purchase_request_list_items (purchase_request_id, position, name, type,
        costtype, product_id, project_id, application_id, amount, currency, amount_eur)
      select i.order_id, i.p, 'Generated item ' || i.p, (${TYPES})[i.code], (${COST_TYPES})[i.code],
             case when i.p = 2 and i.rn % 5 = 0 then pr.id end,
             case when i.p = 1 then pj.id end,
             case when i.p = 2 and i.rn % 5 <> 0 then ap.id end,
             i.amount, i.currency, to_eur(i.amount, i.currency, least(i.podate, ${today}::date))
      from item i
      join ${ranked('projects')} pj on pj.rn = (i.rn * 7) % ${c.projects} + 1
      join ${ranked('applications')} ap on ap.rn = (i.rn * 11) % ${c.applications} + 1
      join ${ranked('products')} pr on pr.rn = (i.rn * 3) % ${c.products} + 1`,
  );
  // Invoice k is number n = ceil(k / orders) of order (k - 1) % orders + 1.
  await run(
    trx,
    sql`with o as (
        select id, podate, row_number() over (order by id) rn from purchase_requests
        where ordertext like ${`${LARGE_PREFIX} order %`}
      ), inv as (
        select o.id as order_id, k.k, (k.k - 1) / ${c.orders} + 1 as n,
               o.podate + 15 + ((k.k - 1) / ${c.orders}) * 45 as day
        from generate_series(1, ${c.invoices}) k(k)
        join o on o.rn = (k.k - 1) % ${c.orders} + 1
      )
      insert into invoices (name, date, start_date, end_date, purchase_request_id)
      select 'Invoice ' || n,
             case when k % 4 = 0 then null else day end,
             case when k % 4 = 0 then date_trunc('month', day)::date end,
             case when k % 4 = 0 then (date_trunc('month', day) + interval '1 month - 1 day')::date end,
             order_id
      from inv`,
  );
  await run(
    trx,
    sql`with numbered as (
        select i.id, i.booked_on, li.id as item_id, li.amount, li.currency,
               row_number() over (order by i.id, li.position) as line
        from invoices i
        join purchase_request_list_items li on li.purchase_request_id = i.purchase_request_id
        where i.name like 'Invoice %' and li.name like 'Generated item %'
      )
      insert into invoice_lines (invoice_id, list_item_id, amount, currency, amount_eur)
      select id, item_id, round(amount * 0.3, 2), currency,
             to_eur(round(amount * 0.3, 2), currency, booked_on)
      from numbered where line <= ${c.invoiceLines}`,
  );
}

const REQUEST_STATES = sql`array['Draft','Proposed','Proposed','Proposed','Proposed',
  'Declined','Declined','Declined','Withdrawn','Withdrawn']`;
const REQUEST_TOPICS = sql`array['monitors','laptops','licences','consulting','cloud storage',
  'network gear','training']`;

/**
 * Requests that are not orders, for the open list and the archive at scale: a tenth Draft, four
 * tenths open (a third of those awaiting a signature, a third signed), three tenths declined,
 * two withdrawn; starting within 300 days of today (every 10th without a delivery date); one
 * item each covering the amount, on a project (every 7th still Undefined, every 5th time &
 * material: 10 person days × a tenth of the amount).
 */
async function requestsInEveryState(trx: Kysely<Database>, c: LargeSeedCounts, today: string) {
  await run(
    trx,
    sql`insert into purchase_requests (ordertext, podate, deliverydate, orderamount, currency,
          orderamount_eur, prowner_id, company_id, company_contact_id, status, message,
          justification_status, justified_by_id, justification_comment, justification_date,
          accountingelement)
      select ${`${LARGE_PREFIX} request `} || g.i || ' ' || (${REQUEST_TOPICS})[1 + g.i % 7],
             ${today}::date + g.i % 300,
             case when g.i % 10 = 0 then null else ${today}::date + g.i % 300 + 30 + (g.i % 9) * 20 end,
             a.amount, 'EUR', a.amount, u.ids[1 + g.i % cardinality(u.ids)], cc.company_id, cc.id,
             s.status, case when s.status = 'Declined' then 'Generated decline' end,
             case when s.status = 'Proposed' and g.i % 3 = 0 then 'Proposed'
                  when s.status = 'Proposed' and g.i % 3 = 1 then 'Signed' end,
             case when s.status = 'Proposed' and g.i % 3 = 1 then u.ids[1] end,
             case when s.status = 'Proposed' and g.i % 3 = 1 then 'Generated signature' end,
             case when s.status = 'Proposed' and g.i % 3 = 1 then ${today}::date end,
             'GEN-' || (g.i % 100)
      from generate_series(1, ${c.requests}) g(i)
      cross join lateral (select (100 + (g.i * 53) % 9000)::numeric(14,2) as amount) a
      cross join lateral (select (${REQUEST_STATES})[1 + g.i % 10] as status) s,
           (select array_agg(id order by id) ids from users) u,
           (select cc.id, cc.company_id from company_contacts cc join companies co
              on co.id = cc.company_id where co.name = ${`${LARGE_PREFIX} Supplier Ltd`}) cc`,
  );
  await run(
    trx,
    sql`with r as (
        select id, orderamount, row_number() over (order by id) rn from purchase_requests
        where ordertext like ${`${LARGE_PREFIX} request %`}
      ), p as (
        select id, row_number() over (order by id) rn from projects
        where name like ${`${LARGE_PREFIX} %`}
      )
      insert into purchase_request_list_items (purchase_request_id, position, name, type,
        costtype, project_id, resourcename, quantity, daily_rate, amount, currency, amount_eur)
      select r.id, 1, 'Generated request item',
             case when r.rn % 7 = 0 then 'Undefined' else (${TYPES})[1 + r.rn % 6] end,
             case when r.rn % 7 = 0 then null else (${COST_TYPES})[1 + r.rn % 6] end,
             p.id,
             case when r.rn % 5 = 0 then 'Generated consultant' end,
             case when r.rn % 5 = 0 then 10 end,
             case when r.rn % 5 = 0 then r.orderamount / 10 end,
             r.orderamount, 'EUR', r.orderamount
      from r join p on p.rn = (r.rn * 13) % ${c.projects} + 1`,
  );
}

/**
 * Cost units in every status (by i % 4: Active, Proposed, Retired, Global) allocating every
 * generated product round-robin: a third wholly to one unit, a third 60 % + 40 % to two
 * neighbouring units, a third only 50 % (an unallocated rest for the showback to flag).
 */
async function costUnits(trx: Kysely<Database>, c: LargeSeedCounts, today: string, year: number) {
  await run(
    trx,
    sql`insert into cost_units (name, manager_id, status, statusdate)
      select ${`${LARGE_PREFIX} Cost Unit `} || lpad(g.i::text, 4, '0'),
             u.ids[1 + g.i % cardinality(u.ids)],
             (array['Active', 'Proposed', 'Retired', 'Global'])[1 + g.i % 4],
             case when g.i % 4 = 1 then ${today}::date else ${`${year}-01-01`}::date end
      from generate_series(1, ${c.costUnits}) g(i),
           (select array_agg(id order by id) ids from users) u`,
  );
  const ranked = (table: string) =>
    sql`(select id, row_number() over (order by id) rn from ${sql.table(table)}
         where name like ${`${LARGE_PREFIX} %`})`;
  await run(
    trx,
    sql`insert into cost_unit_products (cost_unit_id, product_id, percentage)
      select cu.id, p.id, case p.rn % 3 when 0 then 1 when 1 then 0.6 else 0.5 end
      from ${ranked('products')} p
      join ${ranked('cost_units')} cu on cu.rn = (p.rn - 1) % ${c.costUnits} + 1
      union all
      select cu.id, p.id, 0.4
      from ${ranked('products')} p
      join ${ranked('cost_units')} cu on cu.rn = p.rn % ${c.costUnits} + 1
      where p.rn % 3 = 1 and ${c.costUnits} > 1`,
  );
}
