// Purchase orders through the bff against a real rest-api with the demo organisation (today
// 2026-03-10): a page of orders with their items and invoices in two REST calls whatever the page
// holds, the mapping against the REST answer, search, the expiration list and one order; a
// renewal (createPurchaseRequest with renewsId) marked on the lists from the same page call.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PurchaseOrderPage, PurchaseRequest } from '../generated/graphql.ts';
import { codes } from '../testing/graphql.ts';
import { ORDER_FIELDS, REGISTER } from '../testing/fixtures.ts';
import { startStack, type Stack } from '../testing/stack.ts';
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

  it('keeps the expiration list by delivery date when sort is null (the web sends null after a third click on a header)', async () => {
    const byDefault = await page('expiringPurchaseOrders', { offset: 0, limit: 100 });
    const withNull = await page('expiringPurchaseOrders', { offset: 0, limit: 100, sort: null });
    const days = withNull.items.map((order) => order.deliveryDate!);
    assert.deepEqual(days, [...days].sort(), 'by delivery date');
    assert.deepEqual(
      withNull.items.map((order) => order.id),
      byDefault.items.map((order) => order.id),
    );
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

describe('one order with its invoices (Create Invoice)', () => {
  it('asks for its invoices at the same time as the order, not after it', async () => {
    const invoiced = Object.values(
      await restJson<Record<string, { purchaseorder_id: number }>>('/invoices'),
    )[0]!.purchaseorder_id;
    stack.proxy!.reset();
    // The order is answered only once its invoices were asked for: a bff that waited for the
    // order first would wait forever (and fail on its REST timeout).
    const invoices = stack.proxy!.seen((path) => path.startsWith('/invoices?'));
    stack.proxy!.hold((path) => path.startsWith('/purchaseorders?'), invoices);
    const response = await stack.as<{ purchaseOrder: { invoices: Array<{ id: string }> } }>(
      'viewer',
      `query O($id: ID!) { purchaseOrder(id: $id) { id invoices { id } } }`,
      { variables: { id: String(invoiced) } },
    );
    assert.equal(response.errors, undefined, JSON.stringify(response.errors));
    const own = await restJson<Record<string, { id: number }>>(
      `/purchaseorders/${invoiced}/invoices`,
    );
    assert.deepEqual(
      response.data!.purchaseOrder.invoices.map((invoice) => Number(invoice.id)).sort(),
      Object.keys(own).map(Number).sort(),
    );
    assert.ok(own && Object.keys(own).length > 0);
  });

  it('asks for no invoices when the query selects none', async () => {
    const [first] = Object.values(await restJson<Record<string, RestOrder>>('/purchaseorders'));
    stack.proxy!.reset();
    await stack.as('viewer', `query O($id: ID!) { purchaseOrder(id: $id) { id } }`, {
      variables: { id: String(first!.id) },
    });
    assert.deepEqual(paths(), ['GET /purchaseorders']);
  });
});

describe('renewals (GraphQL)', () => {
  const CREATE = `mutation C($input: CreatePurchaseRequestInput!) {
    createPurchaseRequest(input: $input) {
      purchaseRequest { id status renewsId } errors { field message code } } }`;
  type Created = {
    createPurchaseRequest: {
      purchaseRequest: Pick<PurchaseRequest, 'id' | 'status' | 'renewsId'> | null;
      errors: Array<{ field: string | null; message: string; code: string }>;
    };
  };
  const renew = async (renewsId: string) => {
    const [supplier] = Object.values(await restJson<Record<string, { id: number }>>('/suppliers'));
    const [sbu] = Object.values(await restJson<Record<string, { id: number }>>('/sbu'));
    const [contact] = Object.values(
      await restJson<Record<string, { company_contact_id: number }>>('/purchaseorders'),
    );
    const input = {
      contactId: String(contact!.company_contact_id),
      startDate: '2026-03-10',
      deliveryDate: '2027-03-31',
      orderText: 'Renewal',
      supplierId: String(supplier!.id),
      sbuId: String(sbu!.id),
      accountingElement: 'IT-HW-110',
      orderAmount: '100.00',
      currency: 'EUR',
      renewsId,
    };
    const response = await stack.as<Created>('requester', CREATE, { variables: { input } });
    assert.equal(response.errors, undefined, JSON.stringify(response.errors));
    return response.data!.createPurchaseRequest;
  };

  /** Covers the Draft's 100.00 EUR with one item and sends it. */
  const send = async (requestId: string) => {
    const [project] = Object.values(await restJson<Record<string, { id: number }>>('/projects'));
    const added = await stack.as<{ addRequestListItem: { errors: unknown[] } }>(
      'requester',
      `mutation A($input: AddRequestListItemInput!) {
        addRequestListItem(input: $input) { errors { message } } }`,
      {
        variables: {
          input: {
            requestId,
            entityType: 'PROJECT',
            entityId: String(project!.id),
            type: 'CAPITAL',
            costType: 'INFRASTRUCTURE',
            amount: '100.00',
          },
        },
      },
    );
    assert.deepEqual(added.data?.addRequestListItem.errors, [], JSON.stringify(added));
    const sent = await stack.as<{ sendPurchaseRequest: { errors: unknown[] } }>(
      'requester',
      `mutation S($id: ID!) { sendPurchaseRequest(id: $id) { errors { message } } }`,
      { variables: { id: requestId } },
    );
    assert.deepEqual(sent.data?.sendPurchaseRequest.errors, [], JSON.stringify(sent));
  };

  it('creates the renewal of an order; sent, the lists mark the order renewed with no extra call', async () => {
    await stack.as('requester', REGISTER);
    const before = await page('expiringPurchaseOrders', { offset: 0, limit: 10 });
    assert.ok(before.items.every((order) => order.renewalRequestId === null));
    const order = before.items[0]!;
    const { purchaseRequest, errors } = await renew(order.id);
    assert.deepEqual(errors, []);
    assert.deepEqual(purchaseRequest, {
      id: purchaseRequest!.id,
      status: 'DRAFT',
      renewsId: order.id,
    });
    // A Draft renews nothing yet (one left behind must not silence the order's alerts).
    const drafted = await page('expiringPurchaseOrders', { offset: 0, limit: 10 });
    assert.ok(drafted.items.every((o) => o.renewalRequestId === null));
    await send(purchaseRequest!.id);
    stack.proxy!.reset();
    const after = await page('expiringPurchaseOrders', { offset: 0, limit: 10 });
    assert.deepEqual(paths(), ['GET /purchaseorders', 'GET /invoices']);
    const marks = after.items.map((o) => [o.id, o.renewalRequestId, o.renewalStatus]);
    assert.deepEqual(
      marks,
      after.items.map((o) =>
        o.id === order.id ? [o.id, purchaseRequest!.id, 'PROPOSED'] : [o.id, null, null],
      ),
    );
    const one = await stack.as<{ purchaseOrder: { renewalRequestId: string | null } }>(
      'viewer',
      `query O($id: ID!) { purchaseOrder(id: $id) { renewalRequestId } }`,
      { variables: { id: order.id } },
    );
    assert.equal(one.data!.purchaseOrder.renewalRequestId, purchaseRequest!.id);
  });

  it('refuses renewing what is not an order, as a user error on renewsId', async () => {
    const [open] = Object.values(
      await restJson<Record<string, { id: number }>>('/purchaserequests?status=Proposed'),
    );
    const { purchaseRequest, errors } = await renew(String(open!.id));
    assert.equal(purchaseRequest, null);
    assert.deepEqual(
      errors.map((e) => [e.field, e.message]),
      [['renewsId', `Only a purchase order can be renewed: request #${open!.id} is Proposed.`]],
    );
    const unknown = await renew('999999');
    assert.deepEqual(
      unknown.errors.map((e) => [e.field, e.message]),
      [['renewsId', 'The order to renew does not exist']],
    );
  });
});
