import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  INCONSISTENT_MONEY_SQL,
  startTestContext,
  type TestContext,
  type Json,
} from '../../testing/support.ts';
import { openDatabase } from '../database.ts';
import { migratedTemplate } from '../pglite-templates.ts';
import { largeSeedCounts, seedLarge } from './large.ts';

describe('large data set', () => {
  it('has the issue’s counts at scale 1 and scales them down, at least 1 each', () => {
    assert.deepEqual(largeSeedCounts(1), {
      families: 100,
      products: 1000,
      projects: 5000,
      applications: 5000,
      orders: 50000,
      listItems: 100000,
      requests: 50000,
      invoices: 75000,
      invoiceLines: 150000,
      costUnits: 200,
    });
    assert.deepEqual(largeSeedCounts(0.01), {
      families: 1,
      products: 10,
      projects: 50,
      applications: 50,
      orders: 500,
      listItems: 1000,
      requests: 500,
      invoices: 750,
      invoiceLines: 1500,
      costUnits: 2,
    });
    const tiny = largeSeedCounts(0.000001);
    assert.ok(Object.values(tiny).every((count) => count >= 1));
    assert.throws(() => largeSeedCounts(0));
  });

  describe('generated at scale 0.02 beside the demo organisation', () => {
    let context: TestContext;
    const today = new Date('2026-06-15T09:00:00Z');
    before(async () => {
      context = await startTestContext({
        seed: true,
        largeSeed: { scale: 0.02 },
        today: () => today,
      });
    });
    after(() => context.close());

    const count = async (what: string) =>
      (await context.api.query<{ n: number }>(`select (${what})::int as n`))[0]!.n;

    it('serves every generated row through the API', async () => {
      const families = await context.as('viewer').get<Json>('/productfamilies');
      const products = await context.as('viewer').get<Json>('/products');
      const projects = await context.as('viewer').get<Json>('/projects');
      const applications = await context.as('viewer').get<Json>('/applications');
      const large = (body: Json) =>
        Object.values(body).filter((row: Json) => row.name.startsWith('Large ')).length;
      assert.deepEqual(
        [
          large(families.body),
          large(products.body),
          large(projects.body),
          large(applications.body),
        ],
        [2, 20, 100, 100],
      );
      assert.ok(Object.values(families.body).some((f: Json) => f.name === 'Workplace Services'));
    });

    it('allocates every generated product to cost units, never above 100 %', async () => {
      // Scale 0.02: 4 cost units, 20 products — 6 wholly, 7 at 60 % + 40 %, 7 at 50 % only.
      assert.equal(await count(`select count(*) from cost_units where name like 'Large %'`), 4);
      const shares = await context.api.query<{ total: string; n: number }>(
        `select total::text, count(*)::int as n from (
           select p.id, coalesce(sum(cup.percentage), 0) as total from products p
           left join cost_unit_products cup on cup.product_id = p.id
           where p.name like 'Large %' group by p.id) t group by total order by total`,
      );
      assert.deepEqual(shares, [
        { total: '0.5000', n: 7 },
        { total: '1.0000', n: 13 },
      ]);
      const units = await context.as('controller').get<Json>('/costunits?search=Large&limit=10');
      assert.equal(units.headers.get('x-total-count'), '4');
    });

    it('has approved orders with two items each and the invoice lines asked for', async () => {
      assert.equal(
        await count(`select count(*) from purchase_orders where ordertext like 'Large order %'`),
        1000,
      );
      assert.equal(
        await count(
          `select count(*) from purchase_request_list_items where name like 'Generated item %'`,
        ),
        2000,
      );
      assert.equal(
        await count(`select count(*) from invoice_lines il join purchase_request_list_items li
                     on li.id = il.list_item_id where li.name like 'Generated item %'`),
        3000,
      );
    });

    it('has requests in every state, one item each covering the amount', async () => {
      const states = await context.api.query<{ status: string; count: number }>(
        `select status, count(*)::int as count from purchase_requests
          where ordertext like 'Large request %' group by status order by status`,
      );
      // 1,000 at scale 0.02: by i % 10 — 0 Draft, 1–4 Proposed, 5–7 Declined, 8–9 Withdrawn.
      assert.deepEqual(states, [
        { status: 'Declined', count: 300 },
        { status: 'Draft', count: 100 },
        { status: 'Proposed', count: 400 },
        { status: 'Withdrawn', count: 200 },
      ]);
      assert.equal(
        await count(`select count(*) from purchase_request_list_items li
          join purchase_requests pr on pr.id = li.purchase_request_id
          where pr.ordertext like 'Large request %' and li.amount = pr.orderamount
            and (li.quantity is null or li.quantity * li.daily_rate = li.amount)`),
        1000,
      );
      assert.ok(
        (await count(`select count(*) from purchase_request_list_items
          where name = 'Generated request item' and type = 'Undefined'`)) > 0,
      );
    });

    it('spreads over last, this and next year, every cost code, currencies, undated orders', async () => {
      const years = await context.api.query<{ year: number }>(
        `select distinct extract(year from i.booked_on)::int as year from invoices i
         join purchase_requests pr on pr.id = i.purchase_request_id
         where pr.ordertext like 'Large order %' order by 1`,
      );
      assert.deepEqual(
        years.map((row) => row.year),
        [2025, 2026, 2027],
      );
      assert.equal(
        await count(`select count(distinct (type, costtype)) from purchase_request_list_items
                     where name like 'Generated item %'`),
        6,
      );
      assert.ok((await count(`select count(distinct currency) from purchase_orders`)) >= 5);
      assert.ok(
        (await count(`select count(*) from purchase_orders where deliverydate is null
                      and ordertext like 'Large order %'`)) > 0,
      );
      assert.ok(
        (await count(`select count(*) from invoices where start_date is not null`)) > 0,
        'date ranges',
      );
    });

    it('keeps invoices within their items and orders as the sum of their items', async () => {
      const broken = await context.api.query(INCONSISTENT_MONEY_SQL);
      assert.deepEqual(broken, []);
    });

    it("keeps each product's budget as the sum of its projects and applications", async () => {
      const off = await context.api.query(
        `select p.id, p.rollup_budget_eur, coalesce(e.amount, 0) as sum
           from products p
           left join (select product_id, sum(budget_eur) as amount
                        from (select product_id, budget_eur from projects
                              union all select product_id, budget_eur from applications) x
                       group by product_id) e on e.product_id = p.id
          where p.rollup_budget_eur <> coalesce(e.amount, 0)`,
      );
      assert.deepEqual(off, []);
      assert.ok((await count('select count(*) from products where rollup_budget_eur > 0')) > 10);
    });

    it('has a platform family with a platform product, its consumers and planning', async () => {
      const products = await context.as('viewer').get<Json>('/products?platform=true');
      const platform = Object.values(products.body).find((p: Json) =>
        p.productfamilyname.startsWith('Large Platform Family'),
      ) as Json;
      assert.ok(platform);
      assert.ok(Number(platform.total_consumers_forecast) > 0);
      // Every five platform products form a platform that holds them.
      const platforms = await context.as('viewer').get<Json>('/platforms?search=Large&limit=100');
      const found = Object.values(platforms.body) as Json[];
      assert.ok(found.length > 0);
      assert.ok(found.every((p) => p.product_count >= 1 && p.product_count <= 5));
      const all = Object.values((await context.as('viewer').get<Json>('/products')).body) as Json[];
      const generated = all.filter((p) => p.name.startsWith('Large '));
      assert.ok(
        generated.every((p) => Number(p.lastyearbudget) > 0 && Number(p.totalnextyearbudget) > 0),
      );
      assert.ok(generated.filter((p) => Number(p.forecast) > 0).length > 10);
      assert.ok(generated.filter((p) => Number(p.actuals) > 0).length > 10);
    });
  });

  it('refuses politely when a large data set is there already', async () => {
    const database = await openDatabase({ kind: 'pglite', loadDataDir: await migratedTemplate() });
    try {
      await seedLarge(database.db, { scale: 0.001, today: new Date('2026-06-15T00:00:00Z') });
      await assert.rejects(seedLarge(database.db, { scale: 0.001 }), /already/);
    } finally {
      await database.close();
    }
  });
});
