// Platforms through the bff against a real rest-api with the demo organisation: the page with
// products and consumers of every platform in one REST call per resource, equal shares as the REST
// API computes them (hand-computed below), lookups by name, and the writes with their user errors.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PLATFORM_TEXTS } from '@cost-steering/schema';
import { codes } from '../testing/graphql.ts';
import { startStack, type Stack } from '../testing/stack.ts';

const PLATFORMS = `query Platforms($search: String) {
  platforms(search: $search) {
    totalCount
    items {
      id name owner budget productCount
      products {
        id name owner platformCost consumersForecast consumerProjectCount
        consumerProjects { kind entityId name share productName }
        consumerApplications { kind name share }
      }
    }
  }
}`;
const PRODUCT = `query Product($name: String) {
  platformProduct(name: $name) { id name consumerProjects { entityId name share } }
}`;
const CREATE = `mutation Create($input: CreatePlatformInput!) {
  createPlatform(input: $input) { platform { id name owner budget products { id } } errors { field message code } }
}`;
const ADD_PRODUCT = `mutation Add($input: AddProductToPlatformInput!) {
  addProductToPlatform(input: $input) { platform { id productCount products { name } } errors { field message code } }
}`;
const ADD_CONSUMER = `mutation Add($input: AddPlatformConsumerInput!) {
  addPlatformConsumer(input: $input) {
    consumer { kind name share }
    platformProduct { consumersForecast consumerProjects { name share } consumerApplications { name share } }
    errors { field message code }
  }
}`;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let stack: Stack;
before(async () => {
  stack = await startStack({ seed: true, countCalls: true });
});
after(() => stack.close());

async function query(document: string, variables: Json = {}, user = 'viewer'): Promise<Json> {
  const response = await stack.as<Json>(user, document, { variables });
  assert.equal(response.errors, undefined, JSON.stringify(response.errors));
  return response.data!;
}

describe('platforms', () => {
  it('pages platforms with their products and consumers in one REST call each', async () => {
    stack.proxy!.reset();
    const { platforms } = await query(PLATFORMS);
    const calls = stack.proxy!.calls.map((call) => call.path.split('?')[0]).sort();
    assert.deepEqual(calls, ['/platformconsumers', '/platformproducts', '/platforms']);
    assert.equal(platforms.totalCount, 1);
    const [cloud] = platforms.items;
    assert.deepEqual(
      [cloud.name, cloud.owner, cloud.budget, cloud.productCount],
      ['Cloud Native Platform', 'controller', '400000.00', 2],
    );
    const [identity, kubernetes] = cloud.products;
    // 120,000.00 over 3 consumers: 40,000.00 each, nothing left over.
    assert.deepEqual(
      [kubernetes.name, kubernetes.platformCost, kubernetes.consumersForecast],
      ['Kubernetes Platform', '120000.00', '120000.00'],
    );
    assert.deepEqual(
      kubernetes.consumerProjects.map((c: Json) => [c.kind, c.name, c.share]),
      [
        ['PROJECT', 'Customer Portal', '40000.00'],
        ['PROJECT', 'Lakehouse Migration', '40000.00'],
      ],
    );
    assert.deepEqual(kubernetes.consumerApplications, [
      { kind: 'APPLICATION', name: 'Sales CRM', share: '40000.00' },
    ]);
    // 25,000.00 over 3: 2,500,000 cents ÷ 3 = 833,333 r 1 → the first added (Zero Trust
    // Rollout) carries 8,333.34, the others 8,333.33.
    assert.deepEqual(
      [
        ...identity.consumerProjects.map((c: Json) => [c.name, c.share]),
        ...identity.consumerApplications.map((c: Json) => [c.name, c.share]),
      ],
      [
        ['Zero Trust Rollout', '8333.34'],
        ['Management Dashboards', '8333.33'],
        ['SIEM', '8333.33'],
      ],
    );
    assert.equal(identity.consumersForecast, '25000.00');
  });

  it('searches on the server and finds a platform product by its name in any letter case', async () => {
    assert.equal((await query(PLATFORMS, { search: 'nothing like it' })).platforms.totalCount, 0);
    const { platformProduct } = await query(PRODUCT, { name: 'kubernetes platform' });
    assert.equal(platformProduct.name, 'Kubernetes Platform');
    assert.equal((await query(PRODUCT, { name: 'Digital Workplace' })).platformProduct, null);
  });

  it('creates a platform, adds a product, refusing duplicates with user errors', async () => {
    const input = { name: 'Edge Platform', budget: '1000', owner: 'pfm' };
    const created = (await query(CREATE, { input }, 'controller')).createPlatform;
    assert.deepEqual(created.errors, []);
    assert.deepEqual(
      { ...created.platform, id: undefined },
      { id: undefined, name: 'Edge Platform', owner: 'pfm', budget: '1000.00', products: [] },
    );
    const again = await query(CREATE, { input: { ...input, name: 'EDGE platform' } }, 'controller');
    assert.deepEqual(again.createPlatform.errors, [
      { field: 'name', message: PLATFORM_TEXTS.platformDuplicateServer, code: 'DUPLICATE_NAME' },
    ]);
    const kubernetes = (await query(PRODUCT, { name: 'Kubernetes Platform' })).platformProduct;
    const add = { platformId: created.platform.id, productId: kubernetes.id };
    const added = (await query(ADD_PRODUCT, { input: add }, 'controller')).addProductToPlatform;
    assert.deepEqual(added.platform.products, [{ name: 'Kubernetes Platform' }]);
    const twice = (await query(ADD_PRODUCT, { input: add }, 'controller')).addProductToPlatform;
    assert.deepEqual(twice.errors, [
      {
        field: 'productId',
        message: PLATFORM_TEXTS.productAlreadyInPlatformServer,
        code: 'CONFLICT',
      },
    ]);
    const forbidden = await stack.as('viewer', CREATE, { variables: { input } });
    assert.deepEqual(codes(forbidden), ['FORBIDDEN']);
  });

  it('adds a consumer: new equal shares, and the spec text for one added twice', async () => {
    const identity = (await query(PRODUCT, { name: 'Identity & Access' })).platformProduct;
    const kubernetes = (await query(PRODUCT, { name: 'Kubernetes Platform' })).platformProduct;
    const zeroTrust = identity.consumerProjects[0];
    const input = {
      platformProductId: kubernetes.id,
      kind: 'PROJECT',
      entityId: zeroTrust.entityId,
    };
    const added = (await query(ADD_CONSUMER, { input }, 'controller')).addPlatformConsumer;
    assert.deepEqual(added.errors, []);
    // 120,000.00 over 4 consumers: 30,000.00 each.
    assert.deepEqual(added.consumer, {
      kind: 'PROJECT',
      name: 'Zero Trust Rollout',
      share: '30000.00',
    });
    assert.equal(added.platformProduct.consumersForecast, '120000.00');
    assert.deepEqual(
      added.platformProduct.consumerProjects.map((c: Json) => c.share),
      ['30000.00', '30000.00', '30000.00'],
    );
    const twice = (await query(ADD_CONSUMER, { input }, 'controller')).addPlatformConsumer;
    assert.deepEqual(twice.errors, [
      { field: 'entityId', message: PLATFORM_TEXTS.projectAlreadyAdded, code: 'CONFLICT' },
    ]);
    const bad = { ...input, entityId: 'not-an-id' };
    const refused = (await query(ADD_CONSUMER, { input: bad }, 'controller')).addPlatformConsumer;
    assert.deepEqual(
      refused.errors.map((e: Json) => e.field),
      ['entityId'],
    );
  });
});
