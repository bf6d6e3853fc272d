// The order list (CONTRACT.md 'Purchase orders'): the keyed whole list and its pages (search on
// the order text, every sort field, the family filter), the expiration window at month
// boundaries with the clock moved, one order, and an order's invoices.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertPagesAgree, type Json } from '../testing/support.ts';
import { ORDER_SORT_FIELDS } from './repository.ts';
import { startOrdersContext, type OrdersContext } from '../testing/orders-fixture.ts';

const idsOf = (reply: { headers: Headers }) =>
  (reply.headers.get('x-order') ?? '').split(',').filter(Boolean).map(Number);

describe('purchase orders', () => {
  let context: OrdersContext;
  const orders: Record<string, number> = {};
  before(async () => {
    context = await startOrdersContext();
    const deliveries: Record<string, string | null> = {
      'Nov 30': '2025-11-30',
      'Dec 01': '2025-12-01',
      'Jan 31': '2026-01-31',
      'Feb 01': '2026-02-01',
      'Mar 31': '2026-03-31',
      'Apr 01': '2026-04-01',
      undated: null,
    };
    for (const [label, deliverydate] of Object.entries(deliveries)) {
      const podate = deliverydate && deliverydate < '2026-01-01' ? '2025-10-01' : '2025-12-01';
      const { id } = await context.insertOrder({
        ordertext: `Delivery ${label}`,
        podate,
        deliverydate,
        items: [
          { amount: '100.00', on: label === 'Feb 01' ? { application: 501 } : { project: 401 } },
        ],
      });
      orders[label] = id;
    }
  });
  after(() => context.close());

  it('lists only approved orders, keyed, each with its items and remaining amounts', async () => {
    // A Draft and an open request are not orders.
    await context.api.query(
      `insert into purchase_requests (ordertext, podate, orderamount, currency, orderamount_eur,
         prowner_id, company_id, company_contact_id, status)
       select 'Not an order', '2026-03-10', 5, 'EUR', 5, id, 601, 701, 'Proposed'
       from users where username = 'requester'`,
    );
    const reply = await context.as('viewer').get<Json>('/purchaseorders');
    assert.equal(reply.status, 200, reply.text);
    const all = Object.values(reply.body) as Json[];
    assert.deepEqual(
      all.map((o) => o.ordertext).sort(),
      Object.keys(orders)
        .map((l) => `Delivery ${l}`)
        .sort(),
    );
    const order = reply.body[orders['Jan 31']!] as Json;
    assert.equal(order.status, 'Approved');
    assert.equal(order.orderamount, '100.00');
    assert.equal(order.po_remaining_amount, '100.00');
    assert.equal(order.invoiced_amount, '0.00');
    assert.equal(order.company_name, 'Acme');
    assert.equal(order.contact_name, 'Ana');
    const [item] = Object.values(order.listitems) as Json[];
    assert.equal(item!.li_remaining_amount, '100.00');
    assert.equal(item!.projectname, 'Budget Project');
  });

  it('serves pages: search on the order text, every sort field, the total in a header', async () => {
    const viewer = context.as('viewer');
    const page = await viewer.get<Json>('/purchaseorders?search=delivery%20j&limit=10');
    assert.equal(page.status, 200, page.text);
    assert.deepEqual(idsOf(page), [orders['Jan 31']]);
    assert.equal(page.headers.get('x-total-count'), '1');
    for (const field of ORDER_SORT_FIELDS) {
      for (const sort of [field, `-${field}`]) {
        const reply = await viewer.get<Json>(`/purchaseorders?sort=${sort}&limit=3&offset=1`);
        assert.equal(reply.status, 200, `${sort}: ${reply.text}`);
        assert.equal(idsOf(reply).length, 3, sort);
        assert.equal(reply.headers.get('x-total-count'), '7', sort);
        await assertPagesAgree(viewer, '/purchaseorders', sort);
      }
    }
    const byDelivery = await viewer.get<Json>('/purchaseorders?sort=deliverydate&limit=2');
    assert.deepEqual(idsOf(byDelivery), [orders['Nov 30'], orders['Dec 01']]);
    const refused = await viewer.get<Json>('/purchaseorders?sort=price');
    assert.deepEqual([refused.status, refused.body.field], [400, 'sort']);
  });

  it('expiration list on 1 January: deliveries from 1 December to 31 January', async () => {
    context.setToday('2026-01-01');
    const reply = await context
      .as('requester')
      .get<Json>('/purchaseorders?expiring=true&limit=10&sort=deliverydate');
    assert.deepEqual(idsOf(reply), [orders['Dec 01'], orders['Jan 31']]);
    const whole = await context.as('requester').get<Json>('/purchaseorders?expiring=true');
    assert.deepEqual(
      Object.keys(whole.body).map(Number).sort(),
      [orders['Dec 01'], orders['Jan 31']].sort(),
    );
  });

  it('expiration list on 31 March: deliveries from 1 February to 31 March', async () => {
    context.setToday('2026-03-31');
    const reply = await context
      .as('requester')
      .get<Json>('/purchaseorders?expiring=true&limit=10&sort=deliverydate');
    assert.deepEqual(idsOf(reply), [orders['Feb 01'], orders['Mar 31']]);
    context.setToday('2026-03-10');
  });

  it('filters by product family (items on a product, project or application of it)', async () => {
    await context.api.query(
      `insert into product_families (id, name, owner_id, year, budget_limit, target)
       select 202, 'Empty Family', id, 2026, 1, 1 from users where username = 'controller'`,
    );
    const viewer = context.as('viewer');
    const family = await viewer.get<Json>('/purchaseorders?productfamily=201&limit=0');
    assert.equal(family.headers.get('x-total-count'), '7');
    const empty = await viewer.get<Json>('/purchaseorders?productfamily=202');
    assert.deepEqual(empty.body, {});
    context.setToday('2026-03-31');
    const expiring = await viewer.get<Json>('/purchaseorders?expiring=true&productfamily=201,202');
    assert.equal(Object.keys(expiring.body).length, 2);
    context.setToday('2026-03-10');
  });

  it('reads one order (404 for a request that is no order) and its invoices', async () => {
    const viewer = context.as('viewer');
    const one = await viewer.get<Json>(`/purchaseorders/${orders['Mar 31']}`);
    assert.equal(one.body.ordertext, 'Delivery Mar 31');
    const [open] = await context.api.query<{ id: number }>(
      `select id from purchase_requests where status = 'Proposed' limit 1`,
    );
    assert.equal((await viewer.get(`/purchaseorders/${open!.id}`)).status, 404);
    assert.equal((await viewer.get('/purchaseorders/999999/invoices')).status, 404);
    const none = await viewer.get<Json>(`/purchaseorders/${orders['Mar 31']}/invoices`);
    assert.deepEqual([none.status, none.body], [200, {}]);
  });

  // Last: the order it adds would be one more in the lists above.
  it("splits an order over the years in cents that add up to its amount, in the product's figures too", async () => {
    // 1000.01 from 2026-12-01 to 2027-01-31: 62 days, 31 in each year. Each half is 500.005;
    // rounded on its own each would be 500.01 (together 1000.02).
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    const product = async () => (await context.as('viewer').get<Json>('/products/302')).body;
    const before = await product();
    const { id } = await context.insertOrder({
      ordertext: 'Across the year end',
      podate: '2026-12-01',
      deliverydate: '2027-01-31',
      items: [{ amount: '1000.01', on: { product: 302 } }],
    });
    const order = (await context.as('viewer').get<Json>(`/purchaseorders/${id}`)).body;
    assert.deepEqual([order.amountCurrentYear, order.amountNextYear], ['500.01', '500.00']);
    const after = await product();
    assert.deepEqual(
      [
        cents(after.forecast) - cents(before.forecast),
        cents(after.nextyear.forecast) - cents(before.nextyear.forecast),
      ],
      [50001, 50000],
    );
  });
});
