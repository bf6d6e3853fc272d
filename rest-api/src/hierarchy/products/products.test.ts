import assert from 'node:assert/strict';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PRODUCT_MESSAGES, TEXTS } from '@cost-steering/schema';
import { DEFAULT_CONFIG_FILE } from '../../config.ts';
import {
  activityLines,
  raceBehindLock,
  startTestContext,
  type TestContext,
  type Json,
  type Reply,
} from '../../testing/support.ts';

const PRODUCT_FIELDS = [
  'id', 'name', 'productfamily', 'productfamilyname', 'region', 'regionname', 'owner', 'image',
  'budget_limit', 'target', 'available_budget', 'platform_cost', 'budget', 'undef',
  'bci', 'bcm', 'bce', 'bei', 'bem', 'bee', 'forecast', 'actuals',
  'fci', 'fcm', 'fce', 'fei', 'fem', 'fee', 'aci', 'acm', 'ace', 'aei', 'aem', 'aee',
  'capitalforecast', 'expensesforecast', 'capitalactuals', 'expensesactuals',
  'product_PR_fci', 'product_PR_fcm', 'product_PR_fce', 'product_PR_fei', 'product_PR_fem',
  'product_PR_fee', 'prod_invoice_aci', 'prod_invoice_acm', 'prod_invoice_ace',
  'prod_invoice_aei', 'prod_invoice_aem', 'prod_invoice_aee', 'total_consumers_forecast',
  'lastyearbudget', 'totalnextyearbudget', 'lastyear', 'nextyear',
  'purchaseorderscurrentyear', 'purchaseordersnextyear',
].sort(); // prettier-ignore

const MONEY = /^-?\d+\.\d{2}$/;

describe('products', () => {
  let context: TestContext;
  let dir: string;
  let configFile: string;
  let emea: number;

  const footprint = async () =>
    (
      await context.api.query<Record<string, number>>(
        `select (select count(*) from products)::int as products,
                (select count(*) from notifications)::int as notifications,
                (select count(*) from activity_log)::int as log`,
      )
    )[0];

  /** A new family with this budget limit, for one test's products. */
  const family = async (name: string, budgetLimit: string) => {
    const reply = await context
      .as('controller')
      .post<Json>('/productfamilies', { name, owner: 'pfm', year: 2026, budgetLimit });
    assert.equal(reply.status, 201, reply.text);
    return reply.body.id as number;
  };

  const valid = (productfamily: number, name: string, extra: Json = {}) => ({
    name,
    productfamily,
    owner: 'pfm',
    region: emea,
    budgetLimit: '100.00',
    ...extra,
  });

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rest-api-products-'));
    configFile = join(dir, 'configuration.json');
    await copyFile(DEFAULT_CONFIG_FILE, configFile);
    context = await startTestContext({ seed: true, configFile });
    const regions = await context.as('viewer').get<Record<string, Json>>('/regions');
    emea = Object.values(regions.body).find((region) => region.name === 'EMEA')!.id;
  });
  after(async () => {
    await context.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('lists every product keyed by id with every field of the contract', async () => {
    const { status, body } = await context.as('viewer').get<Record<string, Json>>('/products');
    assert.equal(status, 200);
    assert.ok(Object.keys(body).length >= 12);
    for (const [key, product] of Object.entries(body)) {
      assert.equal(key, String(product.id));
      assert.deepEqual(Object.keys(product).sort(), PRODUCT_FIELDS);
      for (const field of ['budget', 'forecast', 'actuals', 'available_budget', 'fci', 'aee']) {
        assert.match(product[field], MONEY, `${product.name} ${field}`);
      }
    }
  });

  describe('creating', () => {
    it('creates a product under its family, and notifies its owner and the creator', async () => {
      const familyId = await family('Creation Family', '5000');
      const reply = await context
        .as('controller')
        .post<Json>('/products', valid(familyId, 'Fresh Product', { budgetLimit: '1200.50' }));
      assert.equal(reply.status, 201, reply.text);
      assert.deepEqual(
        [reply.body.name, reply.body.productfamily, reply.body.owner, reply.body.region],
        ['Fresh Product', familyId, 'pfm', emea],
      );
      assert.deepEqual(
        [reply.body.budget_limit, reply.body.target, reply.body.available_budget],
        ['1200.50', null, '1200.50'],
      );
      assert.deepEqual([reply.body.budget, reply.body.platform_cost], ['0.00', null]);
      const remaining = await context
        .as('viewer')
        .get(`/productfamilies/${familyId}/remainingBudget`);
      assert.deepEqual(remaining.body, { availableBudget: '3799.50' });
      for (const username of ['pfm', 'controller']) {
        const { body } = await context.as(username).get<Json>(`/notifications/${username}`);
        const about = Object.values(body).filter(
          (n: Json) => n.title === 'Product created' && n.message.includes("'Fresh Product'"),
        );
        assert.equal(about.length, 1, username);
      }
      const line = (await activityLines(context)).at(-1)!;
      assert.deepEqual(line.slice(1, 5), [
        'controller',
        'CREATE',
        'product',
        String(reply.body.id),
      ]);
    });

    it('writes names with quotes, backslashes and accents as valid JSON in the lists', async () => {
      const familyId = await family('Escaping Family', '500');
      const name = 'Quote "Q" \\ Zürich\ttab';
      const created = await context.as('controller').post<Json>('/products', valid(familyId, name));
      assert.equal(created.status, 201, created.text);
      const listed = await context
        .as('viewer')
        .get<Record<string, Json>>(`/productfamilies/${familyId}/products`);
      assert.deepEqual(
        Object.values(listed.body).map((product) => [product.name, product.productfamilyname]),
        [[name, 'Escaping Family']],
      );
    });

    it('accepts a budget limit exactly equal to the remaining budget, not a cent more', async () => {
      const familyId = await family('Tight Family', '1000');
      const before = await footprint();
      const over = await context
        .as('controller')
        .post<Json>('/products', valid(familyId, 'Too Big', { budgetLimit: '1000.01' }));
      assert.equal(over.status, 422);
      assert.deepEqual(over.body, {
        status: 422,
        code: 'OVER_BUDGET',
        message: PRODUCT_MESSAGES.overFamilyBudget,
        field: 'budgetLimit',
      });
      assert.deepEqual(await footprint(), before);
      const exact = await context
        .as('controller')
        .post<Json>('/products', valid(familyId, 'Just Fits', { budgetLimit: '1000' }));
      assert.equal(exact.status, 201, exact.text);
      const none = await context
        .as('controller')
        .post<Json>('/products', valid(familyId, 'Nothing Left', { budgetLimit: '1' }));
      assert.equal(none.status, 422);
      assert.equal(none.body.message, PRODUCT_MESSAGES.noFamilyBudget);
    });

    it('reports every broken rule with the spec texts', async () => {
      const before = await footprint();
      const reply = await context
        .as('controller')
        .post<Json>('/products', { name: 'x'.repeat(33) });
      assert.equal(reply.status, 400);
      assert.equal(reply.body.code, 'VALIDATION');
      assert.deepEqual(
        reply.body.errors.map((e: Json) => `${e.field}: ${e.message}`).sort(),
        [
          `name: ${PRODUCT_MESSAGES.nameTooLong}`,
          `owner: ${PRODUCT_MESSAGES.ownerRequired}`,
          `productfamily: ${PRODUCT_MESSAGES.familyRequired}`,
          `region: ${PRODUCT_MESSAGES.regionRequired}`,
          'budgetLimit: Budget limit is required',
        ].sort(),
      );
      const empty = await context.as('controller').post<Json>('/products', { name: ' ' });
      assert.ok(
        empty.body.errors.some(
          (e: Json) => e.field === 'name' && e.message === PRODUCT_MESSAGES.nameRequired,
        ),
      );
      const small = await context
        .as('controller')
        .post<Json>('/products', valid(1, 'Small', { budgetLimit: '0.99' }));
      assert.equal(small.body.message, 'Budget limit must be at least 1');
      const precise = await context
        .as('controller')
        .post<Json>('/products', valid(1, 'Precise', { budgetLimit: '10.001' }));
      assert.equal(precise.body.field, 'budgetLimit');
      assert.deepEqual(await footprint(), before);
    });

    it('refuses unknown owners, families, regions and images on their field', async () => {
      const familyId = await family('Reference Family', '1000');
      for (const [field, body] of [
        ['owner', valid(familyId, 'Ref A', { owner: 'nobody' })],
        ['productfamily', valid(999999, 'Ref B')],
        ['productfamily', valid(familyId, 'Ref C', { productfamily: 'abc' })],
        ['region', valid(familyId, 'Ref D', { region: 999999 })],
        ['image', valid(familyId, 'Ref E', { image: 999999 })],
      ] as const) {
        const reply = await context.as('controller').post<Json>('/products', body);
        assert.equal(reply.status, 400, `${field}: ${reply.text}`);
        assert.equal(reply.body.field, field);
      }
    });

    it('refuses a duplicate name in any letter case with 409 and writes nothing', async () => {
      const familyId = await family('Duplicate Family', '10000');
      assert.equal(
        (await context.as('controller').post('/products', valid(familyId, 'Object Storage')))
          .status,
        201,
      );
      for (const name of [
        'Object Storage',
        'OBJECT STORAGE',
        ' object storage ',
        'digital WORKPLACE',
      ]) {
        const before = await footprint();
        const reply = await context.as('controller').post('/products', valid(familyId, name));
        assert.equal(reply.status, 409, name);
        assert.deepEqual(reply.body, {
          status: 409,
          code: 'DUPLICATE_NAME',
          message: TEXTS.productDuplicateServer,
          field: 'name',
        });
        assert.deepEqual(await footprint(), before, name);
      }
    });

    it('refuses viewer and requester with 403 and writes nothing', async () => {
      const familyId = await family('Forbidden Family', '1000');
      for (const username of ['viewer', 'requester']) {
        const before = await footprint();
        const reply = await context
          .as(username)
          .post('/products', valid(familyId, `By ${username}`));
        assert.equal(reply.status, 403, username);
        assert.deepEqual(reply.body, {
          status: 403,
          code: 'FORBIDDEN',
          message: TEXTS.forbiddenServer,
        });
        assert.deepEqual(await footprint(), before);
      }
    });

    it('makes a platform of a product given a platform cost, and refuses a negative one', async () => {
      const familyId = await family('Another Platform Family', '1000');
      const negative = await context
        .as('controller')
        .post<Json>('/products', valid(familyId, 'Negative', { platform_cost: '-1' }));
      assert.equal(negative.status, 400);
      assert.deepEqual(
        [negative.body.field, negative.body.message],
        ['platform_cost', PRODUCT_MESSAGES.platformCostNegative],
      );
      const platform = await context
        .as('controller')
        .post<Json>('/products', valid(familyId, 'Mesh Platform', { platform_cost: 250 }));
      assert.equal(platform.status, 201, platform.text);
      assert.equal(platform.body.platform_cost, '250.00');
      const free = await context
        .as('controller')
        .post<Json>('/products', valid(familyId, 'Free Platform', { platform_cost: '0' }));
      assert.equal(free.body.platform_cost, '0.00');
      const platforms = await context
        .as('viewer')
        .get<Json>(`/products?platform=true&productfamily=${familyId}`);
      assert.deepEqual(
        Object.keys(platforms.body).sort(),
        [platform.body.id, free.body.id].map(String).sort(),
      );
    });

    it('asks for a target, and no region, when those features are off', async () => {
      const familyId = await family('Feature Family', '1000');
      await writeFile(
        configFile,
        JSON.stringify({ budget_limit_enabled: false, regions_enabled: false }),
      );
      try {
        const missing = await context
          .as('controller')
          .post<Json>('/products', { name: 'Targeted', productfamily: familyId, owner: 'pfm' });
        assert.equal(missing.status, 400);
        assert.deepEqual(missing.body.errors, [{ field: 'target', message: 'Target is required' }]);
        const created = await context.as('controller').post<Json>('/products', {
          name: 'Targeted',
          productfamily: familyId,
          owner: 'pfm',
          target: 99999,
        });
        assert.equal(created.status, 201, created.text);
        assert.deepEqual(
          [created.body.target, created.body.budget_limit, created.body.region],
          ['99999.00', null, null],
        );
        assert.equal(created.body.available_budget, '99999.00');
      } finally {
        await copyFile(DEFAULT_CONFIG_FILE, configFile);
      }
    });
  });

  describe('platform cost', () => {
    it('is set by manage-platform, and refused to viewer and requester', async () => {
      const all = await context.as('viewer').get<Record<string, Json>>('/products?platform=false');
      const product = Object.values(all.body).find((p) => p.name === 'Service Desk')!;
      for (const username of ['viewer', 'requester']) {
        const reply = await context
          .as(username)
          .put(`/products/${product.id}`, { platform_cost: '5' });
        assert.equal(reply.status, 403, username);
      }
      const negative = await context
        .as('controller')
        .put<Json>(`/products/${product.id}`, { platform_cost: '-5' });
      assert.deepEqual(
        [negative.status, negative.body.message],
        [400, PRODUCT_MESSAGES.platformCostNegative],
      );
      const reply = await context
        .as('controller')
        .put<Json>(`/products/${product.id}`, { platform_cost: '4800.5' });
      assert.equal(reply.status, 200, reply.text);
      assert.equal(reply.body.platform_cost, '4800.50');
      const line = (await activityLines(context)).at(-1)!;
      assert.deepEqual(line.slice(1, 5), ['controller', 'UPDATE', 'product', String(product.id)]);
      const unknown = await context
        .as('controller')
        .put('/products/999999', { platform_cost: '1' });
      assert.equal(unknown.status, 404);
    });
  });

  // PostgreSQL only (PGlite runs one transaction at a time): two creates in one family queue on
  // the family's row lock, so they cannot both take the last of its budget; two creates of one
  // name in two families meet at the name's unique index, and the loser is told (409, not 500).
  describe('created at the same time (PostgreSQL)', () => {
    const raceBehindFamilies = (ids: number[], fire: () => Array<Promise<Reply<Json>>>) =>
      raceBehindLock(
        context.api.schema!,
        { sql: 'select 1 from product_families where id = any($1) for update', params: [ids] },
        fire,
      );
    const create = (familyId: number, name: string, budgetLimit: string) =>
      context.as('controller').post<Json>('/products', valid(familyId, name, { budgetLimit }));
    const statuses = (replies: Array<Reply<Json>>) => replies.map((reply) => reply.status).sort();

    it('two products taking 600.00 each of a family with 1000.00: one is created', async (t) => {
      if (context.api.database !== 'postgres') return t.skip('PGlite has a single connection');
      const familyId = await family('Race Family', '1000.00');
      const replies = await raceBehindFamilies([familyId], () => [
        create(familyId, 'Race One', '600.00'),
        create(familyId, 'Race Two', '600.00'),
      ]);
      assert.deepEqual(statuses(replies), [201, 422], replies.map((r) => r.text).join('\n'));
      const refused = replies.find((reply) => reply.status === 422)!;
      assert.deepEqual(
        [refused.body.code, refused.body.message, refused.body.field],
        ['OVER_BUDGET', PRODUCT_MESSAGES.overFamilyBudget, 'budgetLimit'],
      );
      const caps = await context.api.query<{ budget_limit: string }>(
        'select budget_limit::text from products where product_family_id = $1',
        [familyId],
      );
      assert.deepEqual(caps, [{ budget_limit: '600.00' }]);
    });

    it('one name created in two families at once: one product, one 409 on the name', async (t) => {
      if (context.api.database !== 'postgres') return t.skip('PGlite has a single connection');
      const families = [
        await family('Name Race A', '100.00'),
        await family('Name Race B', '100.00'),
      ];
      const replies = await raceBehindFamilies(families, () => [
        create(families[0]!, 'Contested Name', '10.00'),
        create(families[1]!, 'contested name', '10.00'),
      ]);
      assert.deepEqual(statuses(replies), [201, 409], replies.map((r) => r.text).join('\n'));
      const refused = replies.find((reply) => reply.status === 409)!;
      assert.deepEqual(
        [refused.body.code, refused.body.message, refused.body.field],
        ['DUPLICATE_NAME', TEXTS.productDuplicateServer, 'name'],
      );
      const named = await context.api.query(
        `select 1 from products where lower(name) = 'contested name'`,
      );
      assert.equal(named.length, 1);
    });
  });
});
