// Purchase orders through the bff against a real rest-api with the demo organisation (today
// 2026-03-10): a page of orders with their items and invoices in two REST calls whatever the page
// holds, the mapping against the REST answer, search, the expiration list and one order.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PurchaseOrderPage } from '../generated/graphql.ts';
import { codes } from '../test-support/graphql.ts';
import { ORDER_FIELDS, REGISTER } from '../test-support/fixtures.ts';
import { startStack, type Stack } from '../test-support/stack.ts';
import { toPurchaseOrder } from './mappers.ts';
import type { RestOrder } from './rest.ts';

const TODAY = new Date('2026-03-10T09:00:00Z');
const PAGE = (list: string) => `query Page($offset: Int!, $limit: Int!, $search: String,
  $sort: PurchaseOrderSort, $filter: PurchaseOrderFilter) {
  ${list}(offset: $offset, limit: $limit, search: $search, sort: $sort, filter: $filter) {
    items { ${ORDER_FIELDS} invoices { id name totalAmount lines { amount } } }
    totalCount
  }
}`;

let stack: Stack;
const restJson = async <T>(path: string) =>
  (await (await stack.rest('viewer', 'GET', path)).json()) as T;
const paths = () => stack.proxy!.calls.map((call) => `${call.method} ${call.path.split('?')[0]}`);

before(async () => {
  stack = await startStack({ seed: true, today: () => TODAY, countCalls: true });
  await stack.as('viewer', REGISTER);
});
after(() => stack.close());

async function page(list: string, variables: Record<string, unknown>) {
  const response = await stack.as<Record<string, PurchaseOrderPage>>('viewer', PAGE(list), {
    variables,
  });
  assert.equal(response.errors, undefined, JSON.stringify(response.errors));
  return response.data![list]!;
}

describe('purchase orders (GraphQL)', () => {
  it('pages orders with items and invoices in two REST calls, mapped as the REST API sent them', async () => {
    stack.proxy!.reset();
    const result = await page('purchaseOrders', {
      offset: 0,
      limit: 10,
      sort: { field: 'ORDER_TEXT', direction: 'ASC' },
    });
    assert.deepEqual(paths(), ['GET /purchaseorders', 'GET /invoices']);
    const keyed = await restJson<Record<string, RestOrder>>('/purchaseorders');
    assert.equal(result.totalCount, Object.keys(keyed).length);
    assert.equal(result.items.length, 10);
    const texts = result.items.map((order) => order.orderText);
    assert.deepEqual(
      texts,
      [...texts].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    for (const order of result.items) {
      const { invoices, ...fields } = order;
      assert.deepEqual(fields, toPurchaseOrder(keyed[order.id]!), order.orderText);
      assert.ok(fields.companyName && fields.contactId && fields.invoicedAmount !== null);
      const own = await restJson<Record<string, { id: number }>>(
        `/purchaseorders/${order.id}/invoices`,
      );
      assert.deepEqual(
        invoices.map((invoice) => Number(invoice.id)).sort(),
        Object.keys(own).map(Number).sort(),
      );
    }
    assert.ok(result.items.some((order) => order.invoices.length > 0));
  });

  it('searches the description and pages by 10', async () => {
    const found = await page('purchaseOrders', { offset: 0, limit: 10, search: '  laptops ' });
    assert.deepEqual(
      found.items.map((order) => order.orderText),
      ['Laptops for the sales team'],
    );
    const second = await page('purchaseOrders', { offset: 10, limit: 10 });
    assert.equal(second.items.length, second.totalCount - 10);
  });

  it('lists the expiration window (1 February to 31 March), also by product family', async () => {
    stack.proxy!.reset();
    const expiring = await page('expiringPurchaseOrders', { offset: 0, limit: 10 });
    assert.deepEqual(paths(), ['GET /purchaseorders', 'GET /invoices']);
    assert.ok(stack.proxy!.calls[0]!.path.includes('expiring=true'));
    assert.ok(expiring.totalCount >= 3);
    const days = expiring.items.map((order) => order.deliveryDate!);
    assert.deepEqual(days, [...days].sort(), 'by delivery date');
    for (const day of days) assert.ok(day >= '2026-02-01' && day <= '2026-03-31', day);
    const families = Object.values(
      await restJson<Record<string, { id: number; name: string }>>('/productfamilies'),
    );
    let total = 0;
    for (const family of families) {
      const one = await page('expiringPurchaseOrders', {
        offset: 0,
        limit: 10,
        filter: { productFamilyIds: [String(family.id)] },
      });
      total += one.totalCount;
    }
    assert.ok(total >= expiring.totalCount, 'every expiring order is in some family');
    const none = await stack.as('viewer', PAGE('expiringPurchaseOrders'), {
      variables: { offset: 0, limit: 10, filter: { productFamilyIds: ['x'] } },
    });
    assert.deepEqual(codes(none), ['BAD_USER_INPUT']);
  });

  it('reads one order; null for an id that names none', async () => {
    const [first] = Object.values(await restJson<Record<string, RestOrder>>('/purchaseorders'));
    const one = await stack.as<{ purchaseOrder: { orderNumber: string } | null }>(
      'viewer',
      `query O($id: ID!) { purchaseOrder(id: $id) { orderNumber } }`,
      { variables: { id: String(first!.id) } },
    );
    assert.equal(one.data!.purchaseOrder!.orderNumber, first!.ordernumber);
    for (const id of ['999999', 'abc']) {
      const none = await stack.as<{ purchaseOrder: null }>(
        'viewer',
        `query O($id: ID!) { purchaseOrder(id: $id) { id } }`,
        { variables: { id } },
      );
      assert.deepEqual([none.errors, none.data!.purchaseOrder], [undefined, null], id);
    }
  });
});
