// The figure rollup (migrations/0003-figure-rollup.ts) is kept by the database: after every kind
// of write that moves forecast or actuals it equals a recomputation from scratch, and the lists
// show the new figures. On PostgreSQL, two writers of one product at once do not count twice.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { sumDecimals } from '@cost-steering/schema';
import { startTestContext, type TestContext, type Json } from '../testing/support.ts';
import { FIXTURE, TODAY } from '../testing/hand-computed-fixture.ts';

const ROLLUP = `select product_id, project_id, application_id, type, costtype, year,
    forecast::text, actuals::text
  from figure_rollup
 order by product_id, project_id nulls first, application_id nulls first, type, costtype, year`;

describe('figure rollup', () => {
  let context: TestContext;

  before(async () => {
    context = await startTestContext({ today: () => TODAY });
    for (const statement of FIXTURE) await context.api.query(statement);
  });
  after(() => context.close());

  const get = async (path: string) => {
    const reply = await context.as('controller').get<Json>(path);
    assert.equal(reply.status, 200, `${path}: ${reply.text}`);
    return reply.body;
  };

  /** The rollup as the triggers left it equals the rollup recomputed for every product. */
  async function assertRollupIsRecomputation() {
    const kept = await context.api.query(ROLLUP);
    assert.ok(kept.length > 0);
    await context.api.query(`select refresh_figure_rollup(array(select id from products))`);
    assert.deepEqual(kept, await context.api.query(ROLLUP));
  }

  it('holds the fixture’s figures after it was written row by row', async () => {
    await assertRollupIsRecomputation();
  });

  it('counts an order once it is approved', async () => {
    assert.equal((await get('/projects/401')).forecast_codes.ci, '1840.00');
    await context.api.query(
      `update purchase_requests set status = 'Approved', ordernumber = 'PO-804' where id = 804`,
    );
    // Item 905 (Capital Infrastructure, 7777, all of 2026) joins item 901's 1840.00.
    assert.equal((await get('/projects/401')).forecast_codes.ci, '9617.00');
    await assertRollupIsRecomputation();
  });

  it('moves forecast between years when an order’s dates change', async () => {
    await context.api.query(`update purchase_requests set deliverydate = null where id = 801`);
    // Item 907 (730, direct on product 301) is now all in the current year, none in the next.
    const product = await get('/products/301');
    assert.equal(product.product_PR_fee, '730.00');
    assert.equal(product.nextyear.forecast_codes.ee, '0.00');
    await assertRollupIsRecomputation();
  });

  it('moves actuals with an invoice’s date and drops them with the invoice', async () => {
    await context.api.query(`update invoices set date = '2026-12-31' where id = 1005`);
    // Line 1106 (50 on item 901 of project 401) joins line 1101's 500 in 2026.
    assert.equal((await get('/projects/401')).actuals_codes.ci, '550.00');
    await context.api.query(`delete from invoices where id = 1001`);
    assert.equal((await get('/projects/401')).actuals_codes.ci, '50.00');
    await assertRollupIsRecomputation();
  });

  it('follows a changed list item and a project moved to another product', async () => {
    await context.api.query(
      `update purchase_request_list_items set amount_eur = 2400 where id = 908`,
    );
    assert.equal((await get('/projects/402')).forecast_codes.ce, '2400.00');
    await context.api.query(`update projects set product_id = 301 where id = 402`);
    assert.equal((await get('/products/302')).fce, '0.00');
    await assertRollupIsRecomputation();
  });

  it('forgets a deleted order with its items', async () => {
    await context.api.query(`delete from invoices where purchase_request_id = 806`);
    await context.api.query(`delete from purchase_requests where id = 806`);
    assert.equal((await get('/projects/402')).forecast_codes.ce, '0.00');
    await assertRollupIsRecomputation();
  });

  it('does not count twice when two writers book on one product at once (PostgreSQL)', async (t) => {
    if (context.api.database !== 'postgres') return t.skip('PGlite has a single connection');
    const [current] = await context.api.query<{ schema: string }>(
      `select current_schema() as schema`,
    );
    const connect = async () => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`set search_path to ${current!.schema}`);
      return client;
    };
    const [one, two] = [await connect(), await connect()];
    try {
      const before: string = (await get('/products/301')).actuals;
      await one.query('begin');
      await two.query('begin');
      const { rows: pids } = await two.query<{ pid: number }>('select pg_backend_pid() as pid');
      await one.query(`insert into invoice_lines (invoice_id, list_item_id, amount, currency,
        amount_eur) values (1004, 903, 10, 'EUR', 10)`);
      const second = two.query(`insert into invoice_lines (invoice_id, list_item_id, amount,
        currency, amount_eur) values (1004, 903, 20, 'EUR', 20)`);
      // The second writer's statement runs into the first one's locks before the first commits.
      const waiting = await connect();
      try {
        for (;;) {
          const { rows } = await waiting.query(
            `select 1 from pg_stat_activity where pid = $1 and wait_event_type = 'Lock'`,
            [pids[0]!.pid],
          );
          if (rows.length > 0) break;
          await new Promise((resolve) => setImmediate(resolve));
        }
      } finally {
        await waiting.end();
      }
      await one.query('commit');
      await second;
      await two.query('commit');
      const { actuals } = await get('/products/301');
      assert.equal(actuals, sumDecimals([before, '30.00']));
      await assertRollupIsRecomputation();
    } finally {
      await Promise.all([one.end(), two.end()]);
    }
  });
});
