// The details modals of the overview through the bff (demo organisation): purchase orders and
// invoices of a product, project or application as the REST API has them, the product's details
// only for those allowed to see them; the filter bar; what the user owns.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TEXTS } from '@cost-steering/schema';
import { sortInvoices, toInvoice, type RestInvoice } from '../invoices/index.ts';
import { sortOrders, toPurchaseOrder, type RestOrder } from '../orders/index.ts';
import { INVOICE_FIELDS, ORDER_FIELDS } from '../testing/fixtures.ts';
import { codes } from '../testing/graphql.ts';
import { startStack, type Stack } from '../testing/stack.ts';
import { toOverviewFilters } from './filters.ts';
import type { RestBudgetEntity, RestFamily, RestFilters, RestProduct } from './rest-types.ts';

let stack: Stack;

async function rest<T>(username: string, path: string): Promise<T> {
  const response = await stack.rest(username, 'GET', path);
  assert.equal(response.status, 200, path);
  return (await response.json()) as T;
}

const values = <T>(keyed: Record<string, T>) => Object.values(keyed);

/** The first entity of a REST list whose orders path has orders. */
async function withOrders<T extends { id: number; name: string }>(
  list: string,
  ordersOf: (id: number) => string,
): Promise<T> {
  for (const entity of values(await rest<Record<string, T>>('controller', list))) {
    const orders = await rest<Record<string, RestOrder>>('controller', ordersOf(entity.id));
    if (Object.keys(orders).length > 0) return entity;
  }
  throw new Error(`no entity of ${list} has orders in the demo organisation`);
}

before(async () => {
  stack = await startStack({ seed: true, countCalls: true });
});
after(() => stack.close());

describe('orders and invoices of a project or an application', () => {
  for (const [kind, path] of [
    ['project', '/projects'],
    ['application', '/applications'],
  ] as const) {
    it(`are those of the REST API for any user, newest first (${kind})`, async () => {
      const entity = await withOrders<RestBudgetEntity>(
        path,
        (id) => `${path}/${id}/purchaseorders`,
      );
      const restOrders = values(
        await rest<Record<string, RestOrder>>('viewer', `${path}/${entity.id}/purchaseorders`),
      );
      const restInvoices = values(
        await rest<Record<string, RestInvoice>>('viewer', `${path}/${entity.id}/invoices`),
      );
      stack.proxy!.reset();
      const response = await stack.as<
        Record<string, { purchaseOrders: unknown; invoices: unknown }>
      >(
        'viewer',
        `{ ${kind}(id: "${entity.id}") { purchaseOrders { ${ORDER_FIELDS} } invoices { ${INVOICE_FIELDS} } } }`,
      );
      assert.equal(response.errors, undefined);
      assert.deepEqual(response.data?.[kind], {
        purchaseOrders: sortOrders(restOrders).map(toPurchaseOrder),
        invoices: sortInvoices(restInvoices).map(toInvoice),
      });
      // The modal of one entity: the entity, its orders, its invoices.
      assert.deepEqual(stack.proxy!.calls.map((call) => call.path).sort(), [
        `${path}/${entity.id}`,
        `${path}/${entity.id}/invoices`,
        `${path}/${entity.id}/purchaseorders`,
      ]);
    });
  }

  it('asks for the orders and invoices at the same time as the entity, not after it', async () => {
    const entity = await withOrders<RestBudgetEntity>(
      '/projects',
      (id) => `/projects/${id}/purchaseorders`,
    );
    stack.proxy!.reset();
    // The project is answered only once both lists were asked for: a bff that waited for the
    // project first would wait forever (and fail on its REST timeout).
    const lists = ['purchaseorders', 'invoices'].map((list) =>
      stack.proxy!.seen((path) => path === `/projects/${entity.id}/${list}`),
    );
    stack.proxy!.hold((path) => path === `/projects/${entity.id}`, Promise.all(lists));
    const response = await stack.as<{ project: { purchaseOrders: unknown[] } }>(
      'viewer',
      `{ project(id: "${entity.id}") { purchaseOrders { id } invoices { id } } }`,
    );
    assert.equal(response.errors, undefined, JSON.stringify(response.errors));
    assert.ok(response.data!.project.purchaseOrders.length > 0);
  });

  it('asks for no invoices when the modal leaves them out (@include)', async () => {
    const entity = await withOrders<RestBudgetEntity>(
      '/applications',
      (id) => `/applications/${id}/purchaseorders`,
    );
    stack.proxy!.reset();
    const response = await stack.as(
      'viewer',
      `query ($with: Boolean!) {
        application(id: "${entity.id}") { purchaseOrders { id } invoices @include(if: $with) { id } }
      }`,
      { variables: { with: false } },
    );
    assert.equal(response.errors, undefined, JSON.stringify(response.errors));
    assert.deepEqual(stack.proxy!.calls.map((call) => call.path).sort(), [
      `/applications/${entity.id}`,
      `/applications/${entity.id}/purchaseorders`,
    ]);
  });

  it('gives null for an unknown or malformed id', async () => {
    const response = await stack.as(
      'viewer',
      '{ a: project(id: "999999") { id } b: application(id: "x/../1") { id } }',
    );
    assert.deepEqual(response.data, { a: null, b: null });
  });
});

describe('orders and invoices booked on a product', () => {
  let product: RestProduct;
  const query = (id: number) =>
    `{ product(id: "${id}") { id purchaseOrders { ${ORDER_FIELDS} } invoices { ${INVOICE_FIELDS} } } }`;

  before(async () => {
    product = await withOrders<RestProduct>('/products', (id) => `/products/${id}/purchaseorders/`);
  });

  it('are shown to a user with view-product-hierarchy, as the REST API has them', async () => {
    const restOrders = values(
      await rest<Record<string, RestOrder>>('requester', `/products/${product.id}/purchaseorders/`),
    );
    const restInvoices = values(
      await rest<Record<string, RestInvoice>>('requester', `/products/${product.id}/invoices`),
    );
    stack.proxy!.reset();
    const response = await stack.as<{ product: unknown }>('requester', query(product.id));
    assert.equal(response.errors, undefined);
    assert.deepEqual(response.data?.product, {
      id: String(product.id),
      purchaseOrders: sortOrders(restOrders).map(toPurchaseOrder),
      invoices: sortInvoices(restInvoices).map(toInvoice),
    });
    // Spec §7 spells the product's orders path with a trailing slash.
    assert.deepEqual(stack.proxy!.calls.map((call) => call.path).sort(), [
      `/products/${product.id}`,
      `/products/${product.id}/invoices`,
      `/products/${product.id}/purchaseorders/`,
    ]);
  });

  it('are asked for at the same time as the product, not after it', async () => {
    stack.proxy!.reset();
    const lists = [
      `/products/${product.id}/purchaseorders/`,
      `/products/${product.id}/invoices`,
    ].map((list) => stack.proxy!.seen((path) => path === list));
    stack.proxy!.hold((path) => path === `/products/${product.id}`, Promise.all(lists));
    const response = await stack.as<{ product: unknown }>('requester', query(product.id));
    assert.equal(response.errors, undefined, JSON.stringify(response.errors));
  });

  it("refuse others with FORBIDDEN and 'ERROR: You don't have permission to see details!'", async () => {
    const response = await stack.as<{ product: unknown }>('viewer', query(product.id));
    // Both fields are refused; the first error nulls the product, which ends the other one.
    assert.equal(codes(response)[0], 'FORBIDDEN');
    assert.ok(codes(response).every((code) => code === 'FORBIDDEN'));
    assert.ok(response.errors!.every((error) => error.message === TEXTS.forbiddenDetails));
    assert.equal(response.data?.product, null);
  });

  it('are shown to the owner of the product', async () => {
    const response = await stack.as<{ product: { id: string } | null }>(
      product.owner,
      `{ product(id: "${product.id}") { id purchaseOrders { id } } }`,
    );
    assert.equal(response.errors, undefined, `${product.owner} owns ${product.name}`);
    assert.equal(response.data?.product?.id, String(product.id));
  });
});

describe('filter bar', () => {
  it("offers the REST API's filters for the user, options sorted by name", async () => {
    const restFilters = await rest<RestFilters>('pfm', '/filters?username=pfm');
    const response = await stack.as<{
      overviewFilters: Array<{ key: string; label: string; options: Array<{ name: string }> }>;
    }>('pfm', '{ overviewFilters { key label options { id name } totalOptions } }');
    const filters = response.data!.overviewFilters;
    assert.deepEqual(filters, toOverviewFilters(restFilters));
    assert.deepEqual(
      filters.map((filter) => [filter.key, filter.label]),
      [
        ['PRODUCT_FAMILY', 'Product Family'],
        ['PRODUCT', 'Product'],
        ['OWNER', 'Owner'],
        ['REGION', 'Region'],
      ],
    );
    for (const filter of filters) {
      const names = filter.options.map((option) => option.name.toLowerCase());
      assert.deepEqual(names, [...names].sort(), filter.key);
    }
    assert.ok(filters[0]!.options.length > 0, 'pfm is related to some family');
  });
});

describe('myOwnership', () => {
  it('lists what the user owns, asking only for the kinds selected', async () => {
    const owned = <T extends { name: string }>(kind: string) =>
      rest<Record<string, T>>('pfm', `/ownership/pfm/${kind}`).then((keyed) =>
        values(keyed)
          .map((row) => row.name)
          .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'accent' })),
      );
    const expected = {
      productFamilies: (await owned<RestFamily>('ownedproductfamilies')).map((name) => ({ name })),
      products: (await owned<RestProduct>('ownedproducts')).map((name) => ({ name })),
      projects: (await owned<RestBudgetEntity>('ownedprojects')).map((name) => ({ name })),
      applications: (await owned<RestBudgetEntity>('ownedapplications')).map((name) => ({ name })),
    };
    assert.ok(expected.productFamilies.length > 0 && expected.projects.length > 0);
    const response = await stack.as<{ myOwnership: unknown }>(
      'pfm',
      '{ myOwnership { productFamilies { name } products { name } projects { name } applications { name } } }',
    );
    assert.deepEqual(response.data?.myOwnership, expected);

    stack.proxy!.reset();
    await stack.as('pfm', '{ myOwnership { projects { id } } }');
    assert.deepEqual(
      stack.proxy!.calls.map((call) => call.path),
      ['/ownership/pfm/ownedprojects'],
    );
  });
});
