import assert from 'node:assert/strict';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FAMILY_MESSAGES, TEXTS } from '@cost-steering/schema';
import { DEFAULT_CONFIG_FILE } from '../config.ts';
import { activityLines, startTestContext, type TestContext } from '../testing/support.ts';

interface Family {
  id: number;
  name: string;
  owner: string;
  year: number;
  budget: string;
  budget_limit: string | null;
  target: string | null;
  forecast: string;
  actuals: string;
  total_product_forecast: string;
  total_product_actuals: string;
  available_budget: string;
}

const FAMILY_FIELDS = [
  'id',
  'name',
  'owner',
  'year',
  'budget',
  'budget_limit',
  'target',
  'forecast',
  'actuals',
  'total_product_forecast',
  'total_product_actuals',
  'totalnextyearbudget',
  'available_budget',
].sort();

const MONEY = /^-?\d+\.\d{2}$/;

describe('product families', () => {
  let context: TestContext;
  let dir: string;
  let configFile: string;

  /** What a write must not change when it is refused. */
  const footprint = async () => {
    const [counts] = await context.api.query<{
      families: number;
      notifications: number;
      log: number;
    }>(
      `select (select count(*) from product_families)::int as families,
              (select count(*) from notifications)::int as notifications,
              (select count(*) from activity_log)::int as log`,
    );
    return counts;
  };

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rest-api-families-'));
    configFile = join(dir, 'configuration.json');
    await copyFile(DEFAULT_CONFIG_FILE, configFile);
    context = await startTestContext({ seed: true, configFile });
  });
  after(async () => {
    await context.close();
    await rm(dir, { recursive: true, force: true });
  });

  describe('reading', () => {
    it('lists every family keyed by id with money as decimal strings', async () => {
      const { status, body } = await context
        .as('viewer')
        .get<Record<string, Family>>('/productfamilies');
      assert.equal(status, 200);
      const families = Object.entries(body);
      assert.ok(families.length >= 4);
      for (const [key, family] of families) {
        assert.equal(key, String(family.id));
        assert.deepEqual(Object.keys(family).sort(), FAMILY_FIELDS);
        for (const field of ['budget', 'forecast', 'actuals', 'available_budget'] as const) {
          assert.match(family[field], MONEY, `${family.name} ${field}`);
        }
        assert.equal(family.forecast, family.total_product_forecast);
        assert.equal(family.actuals, family.total_product_actuals);
      }
    });

    it('reads one family, and 404 for an unknown or malformed id', async () => {
      const all = await context.as('viewer').get<Record<string, Family>>('/productfamilies');
      const first = Object.values(all.body)[0]!;
      const one = await context.as('viewer').get<Family>(`/productfamilies/${first.id}`);
      assert.deepEqual(one.body, first);
      for (const id of ['999999', 'abc', '0', '-1']) {
        const reply = await context.as('viewer').get(`/productfamilies/${id}`);
        assert.equal(reply.status, 404, id);
        assert.equal((reply.body as { code: string }).code, 'NOT_FOUND');
      }
    });

    it('tells the remaining budget of a family, as its available budget', async () => {
      const all = await context.as('viewer').get<Record<string, Family>>('/productfamilies');
      const family = Object.values(all.body)[0]!;
      const reply = await context.as('viewer').get(`/productfamilies/${family.id}/remainingBudget`);
      assert.deepEqual(reply.body, { availableBudget: family.available_budget });
      const unknown = await context.as('viewer').get('/productfamilies/999999/remainingBudget');
      assert.equal(unknown.status, 404);
    });

    it('lists the families a user owns', async () => {
      const { body } = await context
        .as('pfm')
        .get<Record<string, Family>>('/productfamilies/owned');
      const names = Object.values(body).map((family) => family.name);
      assert.deepEqual(names.sort(), ['Business Applications', 'Data & Analytics']);
      const none = await context.as('viewer').get('/productfamilies/owned');
      assert.deepEqual(none.body, {});
    });

    it('lists as related the families a user owns or owns something in', async () => {
      // requester owns no family but owns products, projects and applications in two.
      const { body } = await context
        .as('requester')
        .get<Record<string, Family>>('/productfamilies/related');
      const names = Object.values(body).map((family) => family.name);
      assert.deepEqual(names.sort(), [
        'Business Applications',
        'Data & Analytics',
        'Workplace Services',
      ]);
      for (const [key, family] of Object.entries(body)) assert.equal(key, String(family.id));
    });
  });

  describe('creating', () => {
    const valid = (name: string) => ({ name, owner: 'pfm', year: 2026, budgetLimit: '150000.50' });

    it('creates a family with its cap and zero figures, and notifies owner and creator', async () => {
      const reply = await context
        .as('controller')
        .post<Family>('/productfamilies', valid('Cloud Services'));
      assert.equal(reply.status, 201);
      const { id, ...family } = reply.body;
      assert.ok(Number.isInteger(id));
      assert.deepEqual(family, {
        name: 'Cloud Services',
        owner: 'pfm',
        year: 2026,
        budget: '0.00',
        budget_limit: '150000.50',
        target: null,
        forecast: '0.00',
        actuals: '0.00',
        total_product_forecast: '0.00',
        total_product_actuals: '0.00',
        totalnextyearbudget: '0.00',
        available_budget: '150000.50',
      });
      const message = "Product family 'Cloud Services' was created with owner pfm.";
      for (const username of ['pfm', 'controller']) {
        const { body } = await context
          .as(username)
          .get<Record<string, { title: string; message: string }>>(`/notifications/${username}`);
        const about = Object.values(body).filter((n) => n.message === message);
        assert.equal(about.length, 1, username);
        assert.equal(about[0]!.title, 'Product family created');
      }
      const line = (await activityLines(context)).at(-1)!;
      assert.deepEqual(line.slice(1, 5), ['controller', 'CREATE', 'productfamily', String(id)]);
      assert.match(line[5]!, /^name=Cloud Services; owner=pfm; year=2026; budget_limit=150000\.50/);
    });

    it('notifies only once when the creator owns the family', async () => {
      const reply = await context.as('admin').post<Family>('/productfamilies', {
        ...valid('Own Family'),
        owner: 'admin',
      });
      assert.equal(reply.status, 201);
      const { body } = await context
        .as('admin')
        .get<Record<string, { message: string }>>('/notifications/admin');
      const about = Object.values(body).filter((n) => n.message.includes("'Own Family'"));
      assert.equal(about.length, 1);
    });

    it('refuses a duplicate name in any letter case with 409 and writes nothing', async () => {
      await context.as('controller').post('/productfamilies', valid('Edge Computing'));
      for (const name of [
        'Edge Computing',
        'EDGE COMPUTING',
        'edge computing',
        '  Edge computing ',
      ]) {
        const before = await footprint();
        const reply = await context.as('controller').post('/productfamilies', valid(name));
        assert.equal(reply.status, 409, name);
        assert.deepEqual(reply.body, {
          status: 409,
          code: 'DUPLICATE_NAME',
          message: TEXTS.familyDuplicateServer,
          field: 'name',
        });
        assert.deepEqual(await footprint(), before, name);
      }
      const seeded = await context
        .as('controller')
        .post('/productfamilies', valid('workplace SERVICES'));
      assert.equal(seeded.status, 409);
    });

    it('refuses a user without edit-product-family with 403 and writes nothing', async () => {
      for (const username of ['viewer', 'requester', 'approver', 'pfm']) {
        const before = await footprint();
        const reply = await context.as(username).post('/productfamilies', valid(`By ${username}`));
        assert.equal(reply.status, 403, username);
        assert.deepEqual(reply.body, {
          status: 403,
          code: 'FORBIDDEN',
          message: TEXTS.forbiddenServer,
        });
        assert.deepEqual(await footprint(), before, username);
      }
    });

    it('reports every broken rule with the spec texts', async () => {
      const before = await footprint();
      const reply = await context.as('controller').post('/productfamilies', {
        name: 'x'.repeat(33),
        owner: '',
        year: 1899,
        budgetLimit: '0.5',
      });
      assert.equal(reply.status, 400);
      const body = reply.body as {
        code: string;
        message: string;
        errors: Array<{ field: string; message: string }>;
      };
      assert.equal(body.code, 'VALIDATION');
      assert.deepEqual(
        body.errors.map((error) => `${error.field}: ${error.message}`).sort(),
        [
          `name: ${FAMILY_MESSAGES.nameTooLong}`,
          `owner: ${FAMILY_MESSAGES.ownerRequired}`,
          `year: ${FAMILY_MESSAGES.yearRange}`,
          'budgetLimit: Budget limit must be at least 1',
        ].sort(),
      );
      assert.equal(body.message, body.errors[0]!.message);
      assert.deepEqual(await footprint(), before);
    });

    it('requires name, year and the budget limit', async () => {
      const reply = await context.as('controller').post('/productfamilies', { owner: 'pfm' });
      const errors = (reply.body as { errors: Array<{ message: string }> }).errors.map(
        (e) => e.message,
      );
      assert.deepEqual(
        errors.sort(),
        [
          'Budget limit is required',
          FAMILY_MESSAGES.nameRequired,
          FAMILY_MESSAGES.yearRequired,
        ].sort(),
      );
    });

    it('refuses an owner who is not a known user', async () => {
      const reply = await context.as('controller').post('/productfamilies', {
        ...valid('Orphan'),
        owner: 'nobody',
      });
      assert.equal(reply.status, 400);
      assert.equal((reply.body as { field: string }).field, 'owner');
    });

    it('refuses a cap with more than 2 decimals', async () => {
      const reply = await context.as('controller').post('/productfamilies', {
        ...valid('Precise'),
        budgetLimit: '100.123',
      });
      assert.equal(reply.status, 400);
      assert.equal((reply.body as { field: string }).field, 'budgetLimit');
    });

    it('asks for a target instead when the budget-limit feature is off', async () => {
      await writeFile(configFile, JSON.stringify({ budget_limit_enabled: false }));
      try {
        const missing = await context.as('controller').post('/productfamilies', valid('Targeted'));
        assert.equal(missing.status, 400);
        assert.equal((missing.body as { message: string }).message, 'Target is required');
        const created = await context.as('controller').post<Family>('/productfamilies', {
          name: 'Targeted',
          owner: 'controller',
          year: 2027,
          target: 5000,
        });
        assert.equal(created.status, 201);
        assert.equal(created.body.target, '5000.00');
        assert.equal(created.body.budget_limit, null);
        assert.equal(created.body.available_budget, '5000.00');
      } finally {
        await copyFile(DEFAULT_CONFIG_FILE, configFile);
      }
    });

    it('reads a flag written as "true"/"false" as the bff does (the file is edited by hand)', async () => {
      await writeFile(configFile, JSON.stringify({ budget_limit_enabled: 'true' }));
      try {
        const created = await context
          .as('controller')
          .post<Family>('/productfamilies', valid('Flag as text'));
        assert.equal(created.status, 201);
        assert.equal(created.body.target, null);
        await writeFile(configFile, JSON.stringify({ budget_limit_enabled: 'false' }));
        const refused = await context
          .as('controller')
          .post('/productfamilies', valid('Flag as text off'));
        assert.equal((refused.body as { message: string }).message, 'Target is required');
      } finally {
        await copyFile(DEFAULT_CONFIG_FILE, configFile);
      }
    });
  });
});
