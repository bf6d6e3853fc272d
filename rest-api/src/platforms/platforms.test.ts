// The platform calls (CONTRACT.md 'Platforms'): creating a platform and adding products with the
// rules and texts of spec §5/§8, 403 per role, consumers of other families only and only once
// (also when adds race), and the equal shares in whole cents that sum to the platform cost
// exactly — every expected figure computed by hand in the comments.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PLATFORM_MESSAGES, PLATFORM_TEXTS, TEXTS } from '@cost-steering/schema';
import {
  activityLines,
  assertPagesAgree,
  raceBehindLock,
  startTestContext,
  writeFootprint,
  type Json,
  type Reply,
  type TestContext,
} from '../testing/support.ts';

// Families: 201 'Cloud Platform' (a platform family), 202 Retail, 203 Finance, 204 'Edge platforms'.
// Products: 301 Kubernetes (201, platform cost 100.00), 302 Shop (202), 303 Ledger (203),
// 304 Cluster Tools (201, no cost: not a platform), 305 CDN (204), 306 Service Mesh (201, 0.00).
// Projects: 401 Web Shop (302), 402 Ledger Upgrade (303), 403 Cluster Ops (301, own family),
// 404 Edge Rollout (305, a platform family), 405 Race Project (302).
// Applications: 501 Checkout (302), 502 Books (303).
const FIXTURE = [
  `insert into users (id, username) values (101, 'controller'), (102, 'pfm'), (103, 'admin')`,
  `insert into currencies (code, name) values ('EUR', 'Euro')`,
  `insert into currency_rates (currency, valid_from, rate) values ('EUR', '2000-01-01', 1)`,
  `insert into product_families (id, name, owner_id, year, budget_limit, target) values
     (201, 'Cloud Platform', 102, 2026, 100000, 100000), (202, 'Retail', 101, 2026, 100000, 100000),
     (203, 'Finance', 101, 2026, 100000, 100000), (204, 'Edge platforms', 101, 2026, 1000, 1000)`,
  `insert into products (id, name, product_family_id, owner_id, budget_limit, target,
       platform_cost) values
     (301, 'Kubernetes', 201, 102, 1000, 1000, 100), (302, 'Shop', 202, 101, 1000, 1000, null),
     (303, 'Ledger', 203, 101, 1000, 1000, null), (304, 'Cluster Tools', 201, 102, 1000, 1000, null),
     (305, 'CDN', 204, 101, 1000, 1000, 5), (306, 'Service Mesh', 201, 102, 1000, 1000, 0)`,
  `insert into projects (id, name, product_id, owner_id, currency, bci, bci_eur) values
     (401, 'Web Shop', 302, 101, 'EUR', 300, 300), (402, 'Ledger Upgrade', 303, 102, 'EUR', 0, 0),
     (403, 'Cluster Ops', 301, 102, 'EUR', 0, 0), (404, 'Edge Rollout', 305, 101, 'EUR', 0, 0),
     (405, 'Race Project', 302, 101, 'EUR', 0, 0)`,
  `insert into applications (id, name, product_id, owner_id, currency, bei, bei_eur) values
     (501, 'Checkout', 302, 101, 'EUR', 200, 200), (502, 'Books', 303, 101, 'EUR', 0, 0)`,
];

type Keyed = Record<string, Json>;

describe('platforms', () => {
  let context: TestContext;
  before(async () => {
    context = await startTestContext({});
    for (const statement of FIXTURE) await context.api.query(statement);
  });
  after(() => context.close());

  const as = (user: string) => context.as(user);
  const post = (path: string, body: Json, user = 'controller') => as(user).post<Json>(path, body);
  const get = (path: string, user = 'viewer') => as(user).get<Keyed>(path);
  const platform = (name: string, budget: unknown = '1000.00', owner: unknown = 'pfm') =>
    post('/platforms', { name, budget, owner });
  const shares = async (productId: number) => {
    const [projects, applications] = await Promise.all([
      get(`/products/platforms/${productId}/projects`),
      get(`/products/platforms/${productId}/applications`),
    ]);
    return Object.fromEntries(
      [...Object.values(projects.body), ...Object.values(applications.body)].map((c) => [
        c.name,
        c.platform_cost,
      ]),
    );
  };

  async function refused(status: number, write: () => Promise<Reply<Json>>) {
    const before = await writeFootprint(context);
    const platformRows = await context.api.query('select * from platforms');
    const consumerRows = await context.api.query('select * from platform_consumers');
    const reply = await write();
    assert.equal(reply.status, status, reply.text);
    assert.deepEqual(await writeFootprint(context), before);
    assert.deepEqual(await context.api.query('select * from platforms'), platformRows);
    assert.deepEqual(await context.api.query('select * from platform_consumers'), consumerRows);
    return reply.body;
  }

  describe('creating a platform', () => {
    it('creates it for manage-platform, logs it and tells the owner', async () => {
      const reply = await platform('Compute', '2500.5');
      assert.equal(reply.status, 201, reply.text);
      assert.deepEqual(
        { ...reply.body, id: undefined },
        {
          id: undefined,
          name: 'Compute',
          owner: 'pfm',
          budget: '2500.50',
          product_count: 0,
          products: {},
        },
      );
      const last = (await activityLines(context)).at(-1)!;
      assert.deepEqual(last.slice(1, 5), [
        'controller',
        'CREATE',
        'platform',
        String(reply.body.id),
      ]);
      const notes = await as('pfm').get<Keyed>('/notifications/pfm');
      const created = Object.values(notes.body).find((n) => n.title === 'Platform created');
      assert.ok(created, 'the owner is told');
      // The budget as every screen shows it (spec §9), not the stored '2500.50'.
      assert.equal(
        created.message,
        "The platform 'Compute' (budget 2.500,50 EUR) is owned by pfm.",
      );
    });

    it('refuses the rules of spec §5 with their texts, writing nothing', async () => {
      const messages = async (body: Json) =>
        ((await refused(400, () => post('/platforms', body))).errors as Json[]).map(
          (e) => `${e.field}: ${e.message}`,
        );
      assert.deepEqual(await messages({ budget: '1', owner: 'pfm' }), [
        `name: ${PLATFORM_MESSAGES.nameRequired}`,
      ]);
      assert.deepEqual(await messages({ name: 'x'.repeat(33), budget: '1', owner: 'pfm' }), [
        `name: ${PLATFORM_MESSAGES.nameTooLong}`,
      ]);
      assert.deepEqual(await messages({ name: 'Neg', budget: '-0.01', owner: 'pfm' }), [
        'budget: Budget must be at least 0',
      ]);
      assert.deepEqual(await messages({ name: 'NoOwner', budget: '0' }), [
        `owner: ${PLATFORM_MESSAGES.ownerRequired}`,
      ]);
      assert.deepEqual(await messages({ name: 'Ghost', budget: '0', owner: 'nobody' }), [
        'owner: Owner must be a known user',
      ]);
      const wrongType = await refused(400, () => post('/platforms', { name: 5, budget: '1' }));
      assert.match(String(wrongType.message), /name/);
    });

    it('accepts a budget of 0 and a name of 32 characters', async () => {
      const reply = await platform('y'.repeat(32), 0);
      assert.equal(reply.status, 201, reply.text);
      assert.equal(reply.body.budget, '0.00');
    });

    it('refuses a name taken in any letter case', async () => {
      const body = await refused(409, () => platform('COMPUTE'));
      assert.equal(body.message, PLATFORM_TEXTS.platformDuplicateServer);
    });
  });

  describe('roles', () => {
    for (const user of ['viewer', 'requester', 'approver', 'pfm']) {
      it(`answers 403 to every write of ${user}`, async () => {
        const writes: Array<[string, Json]> = [
          ['/platforms', { name: `By ${user}`, budget: '1', owner: 'pfm' }],
          ['/platforms/1/products', { product: 301 }],
          ['/products/platformProj', { platform: 301, project: 401 }],
          ['/products/platformApp', { platform: 301, application: 501 }],
        ];
        for (const [path, body] of writes) {
          const reply = await refused(403, () => post(path, body, user));
          assert.equal(reply.message, TEXTS.forbiddenServer);
        }
        assert.equal((await get('/platforms', user)).status, 200);
      });
    }
  });

  describe('products of a platform', () => {
    let computeId: number;
    before(async () => {
      computeId = (await platform('Products Home')).body.id;
    });

    it('adds a platform product and shows it in the details', async () => {
      const reply = await post(`/platforms/${computeId}/products`, { product: '301' });
      assert.equal(reply.status, 201, reply.text);
      assert.deepEqual(Object.keys(reply.body.products), ['301']);
      assert.deepEqual(reply.body.products['301'], {
        id: 301,
        name: 'Kubernetes',
        owner: 'pfm',
        productfamily: 201,
        productfamilyname: 'Cloud Platform',
        platform_cost: '100.00',
        // Cluster Ops (403) is its own project with a budget of 0.
        budget: '0.00',
        total_consumers_forecast: '0.00',
        consumer_projects: 0,
        consumer_applications: 0,
        platforms: [computeId],
      });
      const details = await get(`/platforms/${computeId}`);
      assert.equal(details.body.products!['301'].name, 'Kubernetes');
    });

    it("tells the platform's owner when the cost of its product changes", async () => {
      const adminHome = (await platform('Admin Home', '1', 'admin')).body.id;
      await post(`/platforms/${adminHome}/products`, { product: 301 });
      const reply = await as('controller').put('/products/301', { platform_cost: '100' });
      assert.equal(reply.status, 200, reply.text);
      const notes = await as('admin').get<Keyed>('/notifications/admin');
      assert.deepEqual(
        Object.values(notes.body)
          .map((n) => n.title)
          .sort(),
        ['Platform cost updated', 'Product added to platform', 'Platform created'].sort(),
      );
      const updated = Object.values(notes.body).find((n) => n.title === 'Platform cost updated');
      assert.equal(updated?.message, "The platform cost of 'Kubernetes' is now 100,00 EUR.");
    });

    it('refuses a product twice, a product without platform cost and an unknown one', async () => {
      const twice = await refused(409, () =>
        post(`/platforms/${computeId}/products`, { product: 301 }),
      );
      assert.equal(twice.message, PLATFORM_TEXTS.productAlreadyInPlatformServer);
      const plain = await refused(400, () =>
        post(`/platforms/${computeId}/products`, { product: 304 }),
      );
      assert.equal((plain.errors as Json[])[0]!.message, PLATFORM_TEXTS.notAPlatformProductServer);
      await refused(400, () => post(`/platforms/${computeId}/products`, { product: 999 }));
      await refused(404, () => post('/platforms/99999/products', { product: 301 }));
    });
  });

  describe('consumers and their shares', () => {
    it('refuses consumers of the platform family and of families named like a platform', async () => {
      const own = await refused(400, () =>
        post('/products/platformProj', { platform: 301, project: 403 }),
      );
      assert.equal((own.errors as Json[])[0]!.message, PLATFORM_TEXTS.ownFamilyConsumerServer);
      const edge = await refused(400, () =>
        post('/products/platformProj', { platform: 301, project: 404 }),
      );
      assert.equal(
        (edge.errors as Json[])[0]!.message,
        PLATFORM_TEXTS.platformFamilyConsumerServer,
      );
      // Shop (302) has no platform cost: it cannot be consumed.
      await refused(400, () => post('/products/platformProj', { platform: 302, project: 402 }));
      await refused(400, () => post('/products/platformProj', { platform: 301 }));
    });

    it('splits 100.00 in equal shares to the cent, the first consumers taking the rest', async () => {
      const first = await post('/products/platformProj', { platform: 301, project: '401' });
      assert.equal(first.status, 201, first.text);
      assert.equal(first.body.name, 'Web Shop');
      assert.equal(first.body.platform_cost, '100.00');
      assert.deepEqual(await shares(301), { 'Web Shop': '100.00' });

      const app = await post('/products/platformApp', { platform: 301, application: 501 });
      assert.equal(app.status, 201, app.text);
      // 100.00 ÷ 2 = 50.00 each.
      assert.deepEqual(await shares(301), { 'Web Shop': '50.00', Checkout: '50.00' });

      await post('/products/platformProj', { platform: 301, project: 402 });
      // 10000 cents ÷ 3 = 3333 r 1: the one cent left goes to the first consumer added (Web Shop).
      assert.deepEqual(await shares(301), {
        'Web Shop': '33.34',
        'Ledger Upgrade': '33.33',
        Checkout: '33.33',
      });
    });

    it('shows each share on the consumer and their sum on the platform product', async () => {
      const project = await get('/projects/401', 'controller');
      assert.equal(project.body.platform_cost, '33.34');
      const app = await get('/applications/501', 'controller');
      assert.equal(app.body.platform_cost, '33.33');
      // 33.34 + 33.33 + 33.33 = 100.00: the whole cost, not a cent lost.
      const product = await get('/products/301', 'controller');
      assert.equal(product.body.total_consumers_forecast, '100.00');
      const listed = await get('/platformproducts?name=kubernetes');
      assert.deepEqual(Object.keys(listed.body), ['301']);
      assert.deepEqual(
        [
          listed.body['301']!.total_consumers_forecast,
          listed.body['301']!.consumer_projects,
          listed.body['301']!.consumer_applications,
        ],
        ['100.00', 2, 1],
      );
    });

    it('re-splits when the cost changes: 0.05 over 3 → 0.02, 0.02, 0.01', async () => {
      await as('controller').put('/products/301', { platform_cost: '0.05' });
      // 5 cents ÷ 3 = 1 r 2: the two consumers added first get a cent more.
      assert.deepEqual(await shares(301), {
        'Web Shop': '0.02',
        Checkout: '0.02',
        'Ledger Upgrade': '0.01',
      });
      await as('controller').put('/products/301', { platform_cost: '100' });
    });

    it('refuses a project or application added twice with the spec texts', async () => {
      const project = await refused(409, () =>
        post('/products/platformProj', { platform: 301, project: 401 }),
      );
      assert.equal(project.message, PLATFORM_TEXTS.projectAlreadyAddedServer);
      const app = await refused(409, () =>
        post('/products/platformApp', { platform: 301, application: 501 }),
      );
      assert.equal(app.message, PLATFORM_TEXTS.applicationAlreadyAddedServer);
    });

    it('lets exactly one of 10 concurrent adds of the same project succeed', async () => {
      const replies = await Promise.all(
        Array.from({ length: 10 }, () =>
          post('/products/platformProj', { platform: 306, project: 405 }),
        ),
      );
      const statuses = replies.map((reply) => reply.status).sort();
      assert.deepEqual(statuses, [201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
      for (const reply of replies.filter((r) => r.status === 409)) {
        assert.equal(reply.body.message, PLATFORM_TEXTS.projectAlreadyAddedServer);
      }
      const rows = await context.api.query(
        'select count(*)::int as n from platform_consumers where platform_product_id = 306',
      );
      assert.deepEqual(rows, [{ n: 1 }]);
      assert.deepEqual(await shares(306), { 'Race Project': '0.00' });
    });

    it('lists the consumers keyed by id for any user; 404 for a product that is no platform', async () => {
      const projects = await get('/products/platforms/301/projects');
      assert.equal(projects.status, 200);
      assert.deepEqual(projects.body['401'], {
        id: 401,
        name: 'Web Shop',
        owner: 'controller',
        product: 302,
        productname: 'Shop',
        productfamily: 202,
        productfamilyname: 'Retail',
        totalbudget: '300.00',
        platform: 301,
        platform_cost: '33.34',
        consumer: projects.body['401']!.consumer,
      });
      assert.equal((await get('/products/platforms/302/projects')).status, 404);
      const both = await get('/platformconsumers?platform=301,306');
      assert.deepEqual(
        Object.values(both.body)
          .map((c) => `${c.kind} ${c.project ?? c.application} ${c.platform} ${c.platform_cost}`)
          .sort(),
        [
          'application 501 301 33.33',
          'project 401 301 33.34',
          'project 402 301 33.33',
          'project 405 306 0.00',
        ],
      );
      assert.deepEqual((await get('/products/platforms/305/applications')).body, {});
    });
  });

  describe('the platform list', () => {
    it('answers pages with search (at most 40 characters) and sorts', async () => {
      const found = await get('/platforms?search=COMP&limit=10');
      assert.equal(found.headers.get('x-total-count'), '1');
      assert.deepEqual(
        Object.values(found.body).map((p) => p.name),
        ['Compute'],
      );
      assert.equal((await get(`/platforms?search=${'a'.repeat(41)}`)).status, 400);
      assert.equal((await get(`/platforms?search=${'a'.repeat(40)}`)).status, 200);
      await assertPagesAgree(as('viewer'), '/platforms', 'name');
      await assertPagesAgree(as('viewer'), '/platforms', '-budget');
    });

    it('counts the products of each platform', async () => {
      const all = await get('/platforms');
      const home = Object.values(all.body).find((p) => p.name === 'Products Home')!;
      assert.equal(home.product_count, 1);
    });
  });

  // A consumer stays bound by the rules it was added under: Web Shop (401, in Shop 302 of
  // Retail) consumes Kubernetes (301, of the platform family 201) since the shares' tests.
  describe('a consumer moved to another product', () => {
    const move = (kind: 'projects' | 'applications', id: number, body: Json) =>
      as('controller').put<Json>(`/${kind}/${id}`, {
        owner: 'controller',
        currency: 'EUR',
        ...body,
      });
    const consumerRows = () =>
      context.api.query(
        'select platform_product_id, project_id, application_id from platform_consumers order by id',
      );

    it("is refused into the platform's family and into a platform family, naming the product", async () => {
      const consumers = await consumerRows();
      const into = (productId: number) =>
        refused(409, () =>
          move('projects', 401, { name: 'Web Shop', product: productId, bci: '300' }),
        );
      // Cluster Tools (304) is of Cloud Platform, the family of Kubernetes.
      const own = await into(304);
      assert.deepEqual(
        [own.code, own.field, own.message],
        [
          'CONFLICT',
          'product',
          "The project consumes the platform 'Kubernetes' and cannot move there. " +
            'A consumer must belong to another product family than the platform.',
        ],
      );
      // CDN (305) is of 'Edge platforms', a platform family.
      const edge = await into(305);
      assert.equal(
        edge.message,
        "The project consumes the platform 'Kubernetes' and cannot move there. " +
          'Products of a platform family cannot consume a platform.',
      );
      assert.equal((await get('/projects/401', 'controller')).body.product, 302);
      assert.deepEqual(await consumerRows(), consumers);
    });

    it('moves to a product of another ordinary family, still consuming', async () => {
      // Ledger (303) is of Finance.
      const moved = await move('projects', 401, { name: 'Web Shop', product: 303, bci: '300' });
      assert.equal(moved.status, 200, moved.text);
      assert.equal((await get('/projects/401', 'controller')).body.platform_cost, '33.34');
      const back = await move('projects', 401, { name: 'Web Shop', product: 302, bci: '300' });
      assert.equal(back.status, 200, back.text);
    });

    // PostgreSQL only. Both writes are held after their own checks, on the users their
    // notifications point at: without the consumer add's lock of the application, the add read
    // Books (502) in Finance while the move found no consumer, and both committed — a consumer
    // in the platform's own family.
    it('never ends in its own family when an add and a move meet (PostgreSQL)', async (t) => {
      if (context.api.database !== 'postgres') return t.skip('PGlite has a single connection');
      const [add, moved] = await raceBehindLock(
        context.api.schema!,
        { sql: 'select 1 from users where id in (101, 102) for update', params: [] },
        () => [
          post('/products/platformApp', { platform: 301, application: 502 }),
          move('applications', 502, { name: 'Books', product: 304, bei: '1' }),
        ],
      );
      // Whichever took the application first wins; the other is told why.
      const outcome = `${add!.status} ${moved!.status}`;
      assert.ok(['201 409', '400 200'].includes(outcome), `${add!.text}\n${moved!.text}`);
      const rows = await context.api.query(
        `select c.platform_product_id as platform, p.product_family_id as family
           from platform_consumers c join applications a on a.id = c.application_id
           join products p on p.id = a.product_id where a.id = 502`,
      );
      assert.deepEqual(rows, outcome === '201 409' ? [{ platform: 301, family: 203 }] : []);
    });
  });
});
