import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BUDGET_ENTITY_MESSAGES, TEXTS } from '@cost-steering/schema';
import {
  activityLines,
  startTestContext,
  type TestContext,
  type Json,
} from '../../testing/support.ts';
import { KINDS } from './kinds.ts';

const DUPLICATE_TEXTS = {
  project: TEXTS.projectDuplicateServer,
  application: TEXTS.applicationDuplicateServer,
};

describe('projects and applications', () => {
  let context: TestContext;
  let familyId: number;
  let counter = 0;

  before(async () => {
    context = await startTestContext({ seed: true });
    const family = await context.as('controller').post<Json>('/productfamilies', {
      name: 'Entity Family',
      owner: 'controller',
      year: 2026,
      budgetLimit: '1000000',
    });
    familyId = family.body.id;
  });
  after(() => context.close());

  /** A new product with this budget limit (EUR). */
  const product = async (budgetLimit: string) => {
    counter += 1;
    const reply = await context.as('controller').post<Json>('/products', {
      name: `Entity Product ${counter}`,
      productfamily: familyId,
      owner: 'controller',
      region: 1,
      budgetLimit,
    });
    assert.equal(reply.status, 201, reply.text);
    return reply.body.id as number;
  };

  const footprint = async () =>
    (
      await context.api.query<Record<string, number>>(
        `select (select count(*) from projects)::int as projects,
                (select count(*) from applications)::int as applications,
                (select coalesce(sum(budget_eur), 0)::text from projects) as project_budget,
                (select count(*) from notifications)::int as notifications,
                (select count(*) from activity_log)::int as log`,
      )
    )[0];

  for (const kind of Object.values(KINDS)) {
    describe(kind.table, () => {
      const valid = (productId: number, name: string, extra: Json = {}) => ({
        name,
        product: productId,
        owner: 'requester',
        currency: 'EUR',
        bci: '100',
        ...extra,
      });
      const create = (body: Json, as = 'controller') => context.as(as).post<Json>(kind.path, body);

      it('creates one in a currency, keeping the entered amounts and their EUR value', async () => {
        const productId = await product('5000');
        const reply = await create(
          valid(productId, `${kind.type} in dollars`, {
            currency: 'USD',
            bci: 1080,
            bee: '108',
            undef: '54',
          }),
        );
        assert.equal(reply.status, 201, reply.text);
        const entity = reply.body;
        assert.deepEqual(
          [entity.type, entity.product, entity.owner, entity.currency, entity.status],
          [kind.type, productId, 'requester', 'USD', 'Active'],
        );
        assert.deepEqual(
          [entity.bci, entity.bee, entity.undef, entity.bcm],
          ['1080.00', '108.00', '54.00', '0.00'],
        );
        // 1 EUR = 1.08 USD in the demo rates
        assert.deepEqual(entity.budget_eur, {
          ci: '1000.00',
          cm: '0.00',
          ce: '0.00',
          ei: '0.00',
          em: '0.00',
          ee: '100.00',
        });
        assert.deepEqual([entity.undef_eur, entity.totalbudget], ['50.00', '1150.00']);
        const remaining = await context.as('viewer').get(`/products/${productId}/remainingBudget`);
        assert.deepEqual(remaining.body, { availableBudget: '3850.00' });
        const listed = await context.as('viewer').get<Json>(`/products/${productId}${kind.path}`);
        assert.deepEqual(Object.values(listed.body), [entity]);
        const { body } = await context.as('requester').get<Json>('/notifications/requester');
        assert.ok(
          Object.values(body).some(
            (n: Json) => n.title === `${kind.type} created` && n.message.includes(entity.name),
          ),
        );
        const line = (await activityLines(context)).at(-1)!;
        assert.deepEqual(line.slice(1, 5), ['controller', 'CREATE', kind.kind, String(entity.id)]);
        // The amounts as stored (1080 sent as a JSON number, 108 and 54 without cents).
        assert.match(line[5]!, /; bci=1080\.00; bcm=0\.00; .*bee=108\.00; undef=54\.00; /);
      });

      it('accepts a budget exactly equal to the available budget, not a cent more', async () => {
        const productId = await product('1000');
        const before = await footprint();
        const over = await create(valid(productId, `${kind.type} over`, { bci: '1000.01' }));
        assert.equal(over.status, 422);
        assert.deepEqual(over.body, {
          status: 422,
          code: 'OVER_BUDGET',
          message: BUDGET_ENTITY_MESSAGES.overProductBudget,
          field: 'budget',
        });
        assert.deepEqual(await footprint(), before);
        // 1080.02 USD = 1000.02 EUR; 1080 USD = 1000.00 EUR
        const overInUsd = await create(
          valid(productId, `${kind.type} over usd`, { currency: 'USD', bci: '1080.02' }),
        );
        assert.equal(overInUsd.status, 422);
        const exact = await create(
          valid(productId, `${kind.type} exact`, { currency: 'USD', bci: '1080' }),
        );
        assert.equal(exact.status, 201, exact.text);
        const nothingLeft = await create(valid(productId, `${kind.type} more`, { bci: '1' }));
        assert.equal(nothingLeft.status, 422);
      });

      it('reports every broken rule with the spec texts', async () => {
        const before = await footprint();
        const empty = await create({});
        assert.equal(empty.status, 400);
        assert.deepEqual(
          empty.body.errors.map((e: Json) => `${e.field}: ${e.message}`).sort(),
          [
            `budget: ${BUDGET_ENTITY_MESSAGES.sumZero}`,
            `currency: ${BUDGET_ENTITY_MESSAGES.currencyRequired}`,
            `name: ${BUDGET_ENTITY_MESSAGES.nameRequired}`,
            `owner: ${BUDGET_ENTITY_MESSAGES.ownerRequired}`,
            `product: ${BUDGET_ENTITY_MESSAGES.productRequired}`,
          ].sort(),
        );
        const amounts = await create(
          valid(1, 'y'.repeat(33), { bci: '0.5', bcm: 'abc', bce: '12.345' }),
        );
        assert.deepEqual(
          amounts.body.errors.map((e: Json) => `${e.field}: ${e.message}`).sort(),
          [
            `bce: ${BUDGET_ENTITY_MESSAGES.amountDecimals}`,
            `bci: ${BUDGET_ENTITY_MESSAGES.amountMin}`,
            `bcm: ${BUDGET_ENTITY_MESSAGES.amountNumber}`,
            `name: ${BUDGET_ENTITY_MESSAGES.nameTooLong}`,
          ].sort(),
        );
        const precise = await create(valid(1, 'Precise', { bci: '12.345' }));
        assert.deepEqual([precise.status, precise.body.field], [400, 'bci']);
        assert.deepEqual(await footprint(), before);
      });

      it('refuses unknown owners, products and currencies on their field', async () => {
        const productId = await product('1000');
        for (const [field, body] of [
          ['owner', valid(productId, 'Ref A', { owner: 'nobody' })],
          ['product', valid(999999, 'Ref B')],
          ['currency', valid(productId, 'Ref C', { currency: 'XYZ' })],
        ] as const) {
          const reply = await create(body);
          assert.deepEqual([reply.status, reply.body.field], [400, field], reply.text);
        }
      });

      it('refuses a duplicate name in any letter case with 409 and writes nothing', async () => {
        const productId = await product('10000');
        assert.equal((await create(valid(productId, 'Data Lake'))).status, 201);
        const seeded = kind.kind === 'project' ? 'laptop REFRESH' : 'TEAM chat';
        for (const name of ['Data Lake', 'DATA LAKE', ' data lake ', seeded]) {
          const before = await footprint();
          const reply = await create(valid(productId, name));
          assert.equal(reply.status, 409, name);
          assert.deepEqual(reply.body, {
            status: 409,
            code: 'DUPLICATE_NAME',
            message: DUPLICATE_TEXTS[kind.kind],
            field: 'name',
          });
          assert.deepEqual(await footprint(), before);
        }
      });

      it('refuses viewer and requester with 403 for create and update', async () => {
        const productId = await product('1000');
        const created = await create(valid(productId, `${kind.type} guarded`));
        for (const username of ['viewer', 'requester']) {
          const before = await footprint();
          const post = await create(valid(productId, `By ${username}`), username);
          const put = await context
            .as(username)
            .put(`${kind.path}/${created.body.id}`, valid(productId, 'Renamed'));
          for (const reply of [post, put]) {
            assert.deepEqual(reply.body, {
              status: 403,
              code: 'FORBIDDEN',
              message: TEXTS.forbiddenServer,
            });
          }
          assert.deepEqual(await footprint(), before);
        }
      });

      it('updates one, counting its own old budget as available', async () => {
        const productId = await product('1000');
        const created = await create(valid(productId, `${kind.type} to edit`, { bci: '1000' }));
        const path = `${kind.path}/${created.body.id}`;
        const same = await context.as('controller').put<Json>(path, {
          ...valid(productId, `${kind.type} edited`, { bci: '600', bem: '400' }),
          id: created.body.id,
          status: 'Inactive',
        });
        assert.equal(same.status, 200, same.text);
        assert.deepEqual(
          [same.body.name, same.body.bci, same.body.bem, same.body.totalbudget, same.body.status],
          [`${kind.type} edited`, '600.00', '400.00', '1000.00', 'Inactive'],
        );
        const over = await context
          .as('controller')
          .put<Json>(path, valid(productId, `${kind.type} edited`, { bci: '1000.01' }));
        assert.equal(over.status, 422);
        const wrongId = await context
          .as('controller')
          .put<Json>(path, { ...valid(productId, 'X'), id: created.body.id + 1000 });
        assert.deepEqual([wrongId.status, wrongId.body.field], [400, 'id']);
        const badStatus = await context
          .as('controller')
          .put<Json>(path, { ...valid(productId, 'X'), status: 'Gone' });
        assert.deepEqual([badStatus.status, badStatus.body.field], [400, 'status']);
        const unknown = await context
          .as('controller')
          .put(`${kind.path}/999999`, valid(productId, 'X'));
        assert.equal(unknown.status, 404);
        const line = (await activityLines(context)).at(-1)!;
        assert.deepEqual(line.slice(1, 5), [
          'controller',
          'UPDATE',
          kind.kind,
          String(created.body.id),
        ]);
      });

      it('lets exactly one of two concurrent creates use the last of the budget', async () => {
        const productId = await product('1000');
        const replies = await Promise.all([
          create(valid(productId, `${kind.type} race one`, { bci: '600' })),
          create(valid(productId, `${kind.type} race two`, { bci: '600' })),
        ]);
        assert.deepEqual(replies.map((r) => r.status).sort(), [201, 422]);
        const remaining = await context.as('viewer').get(`/products/${productId}/remainingBudget`);
        assert.deepEqual(remaining.body, { availableBudget: '400.00' });
      });
    });
  }
});
