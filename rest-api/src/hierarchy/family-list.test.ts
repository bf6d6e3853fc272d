// The overview's family list: pages, the filter bar's filters and the totals of the budget
// summary, against the hand-computed fixture (hand-computed-fixture.ts explains every number)
// plus two families without products.
//
// By hand, for 2026 with the budget-limit feature on:
//   201 Fixture Family  (controller) budget 2700.00 (1500 + 200 + 1080 USD = 1000.00), forecast
//       5358.41 (1840.00 + 50.41 + 368.00 + 1000.00 + 900.00 + 1200.00), actuals 1131.48 (500 +
//       100 + 231.48 + 200 + 100), available 100000 − (40000 + 25000) = 35000.00
//   202 Platform Family (pfm)        0.00 / 0.00 / 0.00, available 50000 − 20000 = 30000.00
//   203 alpha           (controller) 0.00 / 0.00 / 0.00, available 1000.00 (no products)
//   204 Beta Family     (pfm)        0.00 / 0.00 / 0.00, available 500.00 (no products)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { pageIdsOf, type Json, type TestContext } from '../testing/support.ts';
import { startFixtureContext } from '../testing/hand-computed-fixture.ts';

describe('the overview family list: pages, filters and totals', () => {
  let context: TestContext;
  let close: () => Promise<void>;

  before(async () => {
    ({ context, close } = await startFixtureContext());
    await context.api.query(
      `insert into product_families (id, name, owner_id, year, budget_limit, target) values
         (203, 'alpha', 101, 2026, 1000, 900), (204, 'Beta Family', 102, 2026, 500, 400)`,
    );
  });
  after(() => close());

  const get = async (path: string) => {
    const reply = await context.as('controller').get<Json>(path);
    assert.equal(reply.status, 200, `${path}: ${reply.text}`);
    return reply;
  };
  const pageOf = async (query: string) => {
    const reply = await get(`/productfamilies?${query}`);
    return { ids: pageIdsOf(reply), total: reply.headers.get('x-total-count'), body: reply.body };
  };

  it('pages by name in any letter case, with the total of all matching families', async () => {
    const first = await pageOf('offset=0&limit=10');
    assert.deepEqual([first.ids, first.total], [[203, 204, 201, 202], '4']);
    const second = await pageOf('offset=1&limit=2');
    assert.deepEqual([second.ids, second.total], [[204, 201], '4']);
    assert.deepEqual(Object.keys(second.body).sort(), ['201', '204']);
    assert.deepEqual((await pageOf('sort=-name&limit=1')).ids, [202]);
    const none = await pageOf('limit=0');
    assert.deepEqual([none.ids, none.total, none.body], [[], '4', {}]);
  });

  it('gives each family of a page its own figures', async () => {
    const { body } = await pageOf('offset=0&limit=2&sort=-budget');
    const family = body['201'] as Json;
    assert.deepEqual(
      [family.budget, family.forecast, family.actuals, family.available_budget],
      ['2700.00', '5358.41', '1131.48', '35000.00'],
    );
  });

  it('sorts by budget and actuals, ties by id in the same direction', async () => {
    assert.deepEqual((await pageOf('sort=-budget')).ids, [201, 204, 203, 202]);
    assert.deepEqual((await pageOf('sort=budget')).ids, [202, 203, 204, 201]);
    assert.deepEqual((await pageOf('sort=actuals&limit=3')).ids, [202, 203, 204]);
  });

  it('keeps the families having a product of the owner, region or product chosen', async () => {
    assert.deepEqual((await pageOf('owner=PFM&limit=10')).ids, [201, 202]);
    assert.deepEqual((await pageOf('region=2&limit=10')).ids, [201]);
    assert.deepEqual((await pageOf('product=303&limit=10')).ids, [202]);
    assert.deepEqual((await pageOf('id=204,202&limit=10')).ids, [204, 202]);
    assert.deepEqual((await pageOf('search=FAMILY&limit=10')).ids, [204, 201, 202]);
    // Without paging parameters the whole matching list, keyed.
    assert.deepEqual(Object.keys((await get('/productfamilies?owner=pfm')).body), ['201', '202']);
  });

  it('totals every matching family exactly, not only a page', async () => {
    assert.deepEqual((await get('/productfamilies/totals')).body, {
      count: 4,
      budget: '2700.00',
      forecast: '5358.41',
      actuals: '1131.48',
      available_budget: '66500.00',
    });
    assert.deepEqual((await get('/productfamilies/totals?owner=pfm')).body, {
      count: 2,
      budget: '2700.00',
      forecast: '5358.41',
      actuals: '1131.48',
      available_budget: '65000.00',
    });
    assert.deepEqual((await get('/productfamilies/totals?search=beta')).body, {
      count: 1,
      budget: '0.00',
      forecast: '0.00',
      actuals: '0.00',
      available_budget: '500.00',
    });
    assert.deepEqual((await get('/productfamilies/totals?region=1&product=302')).body, {
      count: 0,
      budget: '0.00',
      forecast: '0.00',
      actuals: '0.00',
      available_budget: '0.00',
    });
  });

  it('refuses what it does not know, naming the parameter', async () => {
    for (const [query, field] of [
      ['sort=owner', 'sort'],
      ['limit=101', 'limit'],
      ['region=x', 'region'],
      ['colour=red', 'colour'],
    ]) {
      const reply = await context.as('controller').get<Json>(`/productfamilies?${query}`);
      assert.equal(reply.status, 400, query);
      assert.equal(reply.body.field, field, query);
    }
    const totals = await context.as('controller').get<Json>('/productfamilies/totals?offset=1');
    assert.deepEqual([totals.status, totals.body.field], [400, 'offset']);
  });
});
