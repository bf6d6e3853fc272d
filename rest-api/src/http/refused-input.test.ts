// The inputs of issue 8 that used to answer 500 INTERNAL (or were accepted, silently changed):
// each answers 400 VALIDATION with a message naming the field, and nothing is written. Every
// body is a valid one with one field spoiled; the valid ones are written at the end, so a
// refusal here is the spoiled field's and nothing else's.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  type Json,
  LEAKS,
  startTestContext,
  type TestContext,
  writeFootprint,
} from '../testing/support.ts';

describe('input that used to cause a 500', () => {
  let context: TestContext;
  let valid: Record<'family' | 'product' | 'project', Json>;
  let productId: number;
  let projectId: number;

  before(async () => {
    context = await startTestContext({ seed: true });
    const controller = context.as('controller');
    const families = await controller.get<Record<string, Json>>('/productfamilies');
    const family = Object.values(families.body).find((f) => Number(f.available_budget) >= 100);
    const products = await controller.get<Record<string, Json>>('/products');
    const product = Object.values(products.body).find((p) => Number(p.available_budget) >= 100);
    const regions = await controller.get<Record<string, Json>>('/regions');
    const projects = await controller.get<Record<string, Json>>('/projects');
    productId = product!.id;
    projectId = Number(Object.keys(projects.body)[0]);
    valid = {
      family: { name: 'Guarded Family', owner: 'controller', year: 2026, budgetLimit: '100' },
      product: {
        name: 'Guarded Product',
        productfamily: family!.id,
        owner: 'controller',
        region: Number(Object.keys(regions.body)[0]),
        budgetLimit: '1',
      },
      project: {
        name: 'Guarded Project',
        product: productId,
        owner: 'controller',
        currency: 'EUR',
        bci: '100',
      },
    };
  });
  after(() => context.close());

  /** [what, method, path, body, the field the answer must name] */
  const cases = (): Array<
    [string, 'get' | 'post' | 'put', string, Json | string | undefined, string]
  > => [
    [
      'a NUL in a family name',
      'post',
      '/productfamilies',
      { ...valid.family, name: 'a\u0000b' },
      'name',
    ],
    [
      'an operator object as a name',
      'post',
      '/productfamilies',
      { ...valid.family, name: { $gt: '' } },
      'name',
    ],
    ['a list as a name', 'post', '/productfamilies', { ...valid.family, name: ['x'] }, 'name'],
    [
      'an operator object as an owner',
      'post',
      '/productfamilies',
      { ...valid.family, owner: { $ne: null } },
      'owner',
    ],
    [
      'an object as a budget limit',
      'post',
      '/productfamilies',
      { ...valid.family, budgetLimit: { value: 100 } },
      'budgetLimit',
    ],
    [
      'a lone surrogate in a name',
      'post',
      '/productfamilies',
      { ...valid.family, name: 'a\uD800b' },
      'name',
    ],
    ['a list as a year', 'post', '/productfamilies', { ...valid.family, year: [2026] }, 'year'],
    [
      'a misspelt field',
      'post',
      '/productfamilies',
      { ...valid.family, budget_limit: '100' },
      'budget_limit',
    ],
    [
      'an object as a product family',
      'post',
      '/products',
      { ...valid.product, productfamily: { id: 1 } },
      'productfamily',
    ],
    [
      'a NUL in a product owner',
      'post',
      '/products',
      { ...valid.product, owner: 'control\u0000ler' },
      'owner',
    ],
    [
      'a list as a platform cost',
      'put',
      '/products/PRODUCT',
      { platform_cost: [1] },
      'platform_cost',
    ],
    ['a list as a cost code', 'post', '/projects', { ...valid.project, bci: [100] }, 'bci'],
    // JSON.parse reads 1e400 as Infinity; JSON.stringify could not even write it.
    [
      'a huge number as a cost code',
      'post',
      '/applications',
      JSON.stringify(valid.project).replace(/}$/, ',"bcm":1e400}'),
      'bcm',
    ],
    [
      'an object as a status',
      'put',
      '/projects/PROJECT',
      { ...valid.project, id: 'PROJECT', status: {} },
      'status',
    ],
    [
      'a NUL in an image name',
      'post',
      '/images',
      { name: 'a\u0000', newImageData: 'data:image/png;base64,AAAA' },
      'name',
    ],
    [
      'a NUL in a role',
      'post',
      '/users/checkandcreate',
      { username: 'controller', roles: ['a\u0000'] },
      'roles[0]',
    ],
    ['a NUL in the owner filter', 'get', '/products?owner=a%00b', undefined, 'owner'],
    ['a NUL in a project filter', 'get', '/projects?owner=%00', undefined, 'owner'],
    ['a NUL in the filters username', 'get', '/filters?username=a%00b', undefined, 'username'],
    ['a NUL in a notifications path', 'get', '/notifications/a%00b', undefined, 'username'],
    ['a NUL in an ownership path', 'get', '/ownership/a%00b/ownedproducts', undefined, 'username'],
    ['a parameter no list knows', 'get', '/productfamilies?colour=red', undefined, 'colour'],
  ];

  it('answers each with 400 VALIDATION naming the field, and writes nothing', async () => {
    const before = await writeFootprint(context);
    for (const [what, method, rawPath, rawBody, field] of cases()) {
      const path = rawPath
        .replace('PRODUCT', String(productId))
        .replace('PROJECT', String(projectId));
      const body =
        typeof rawBody === 'object' && rawBody.id === 'PROJECT'
          ? { ...rawBody, id: projectId }
          : rawBody;
      const client = context.as('admin');
      const reply =
        method === 'get' ? await client.get<Json>(path) : await client[method]<Json>(path, body);
      assert.equal(reply.status, 400, `${what}: ${reply.text}`);
      assert.equal(reply.body.code, 'VALIDATION', what);
      assert.equal(reply.body.field, field, what);
      assert.ok(reply.body.message.includes(field), `${what}: ${reply.body.message}`);
      assert.deepEqual(reply.body.errors[0], { field, message: reply.body.message }, what);
      assert.doesNotMatch(reply.text, LEAKS, what);
    }
    assert.deepEqual(await writeFootprint(context), before);
  });

  it('writes the same bodies unspoiled (so each refusal above was its one field)', async () => {
    const admin = context.as('admin');
    for (const [path, body] of [
      ['/productfamilies', valid.family],
      ['/products', valid.product],
      ['/projects', valid.project],
      ['/applications', valid.project],
    ] as const) {
      const reply = await admin.post<Json>(path, body);
      assert.equal(reply.status, 201, `${path}: ${reply.text}`);
    }
    assert.equal((await admin.put(`/products/${productId}`, { platform_cost: '1' })).status, 200);
    const update = { ...valid.project, name: 'Guarded Update', id: projectId, status: 'Active' };
    assert.equal((await admin.put(`/projects/${projectId}`, update)).status, 200);
  });

  it('keeps a name with paired surrogates and accents exactly as sent', async () => {
    const name = 'Rocket \u{1F680} Čakovec';
    const reply = await context.as('admin').post<Json>('/productfamilies', {
      ...valid.family,
      name,
      budgetLimit: '1',
    });
    assert.deepEqual([reply.status, reply.body.name], [201, name]);
  });
});
