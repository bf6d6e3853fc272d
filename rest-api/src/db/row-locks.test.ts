// The writers' row locks (PostgreSQL): a product, project or family is locked `for no key update`,
// which queues writers of the same row but lets another transaction's foreign-key check pass. The
// figure triggers insert rows that reference products and projects; each insert takes a key-share
// lock on them. A `for update` conflicted with that: an edit holding the project and waiting for
// its product, against a trigger holding the product's key share and waiting for the project, was
// a deadlock PostgreSQL broke by aborting the edit — a 500.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { loadTestConfig } from '../config.ts';
import {
  answeredWithoutWaiting,
  connectToSchema,
  startTestContext,
  untilLockWaiters,
  type Json,
  type TestContext,
} from '../testing/support.ts';

const url = loadTestConfig().testDatabaseUrl;

describe('row locks of the writers', () => {
  let context: TestContext;
  const clients: pg.Client[] = [];

  async function connect(): Promise<pg.Client> {
    const client = await connectToSchema(context.api.schema!);
    clients.push(client);
    return client;
  }

  before(async () => {
    if (url) context = await startTestContext({ seed: true });
  });
  after(async () => {
    if (!url) return;
    await Promise.all(clients.map((client) => client.end()));
    await context.close();
  });

  it('edits a project while another transaction checks keys of it and its product', async (t) => {
    if (!url) return t.skip('PGlite runs one transaction at a time');
    const [project] = await context.api.query<{ id: number; product_id: number; name: string }>(
      'select id, product_id, name from projects order by id limit 1',
    );
    // What a figure trigger's insert holds: key-share locks on the rows it references.
    const holder = await connect();
    await holder.query('begin');
    await holder.query('select 1 from products where id = $1 for key share', [project!.product_id]);
    await holder.query('select 1 from projects where id = $1 for key share', [project!.id]);

    const edit = context.as('controller').put<Json>(`/projects/${project!.id}`, {
      name: project!.name,
      product: project!.product_id,
      owner: 'controller',
      currency: 'EUR',
      bci: '1234.56',
    });
    const outcome = await answeredWithoutWaiting(await connect(), 'projects', edit);
    await holder.query('commit');
    assert.equal(outcome, 200, (await edit).text);
  });

  it('moves two projects between the same two products in opposite directions', async (t) => {
    if (!url) return t.skip('PGlite runs one transaction at a time');
    // Two projects on two different products: X on A, Y on B.
    const [x, y] = await context.api.query<{ id: number; product_id: number; name: string }>(
      `select distinct on (product_id) id, product_id, name from projects
        order by product_id, id limit 2`,
    );
    const moveTo = (project: typeof x, productId: number) =>
      context.as('controller').put<Json>(`/projects/${project!.id}`, {
        name: project!.name,
        product: productId,
        owner: 'controller',
        currency: 'EUR',
        bci: '1',
      });
    // Both moves start while a third transaction holds the two products, so that each has
    // taken its own project before either gets a product: X to B, Y to A.
    const holder = await connect();
    await holder.query('begin');
    await holder.query('select 1 from products where id in ($1, $2) for share', [
      x!.product_id,
      y!.product_id,
    ]);
    const moves = [moveTo(x, y!.product_id), moveTo(y, x!.product_id)];
    const observer = await connect();
    await untilLockWaiters(observer, 'products', 2);
    await holder.query('commit');
    const replies = await Promise.all(moves);
    assert.deepEqual(
      replies.map((reply) => reply.status),
      [200, 200],
      replies.map((reply) => reply.text).join('\n'),
    );
  });

  it('creates a product while another transaction checks keys of its family', async (t) => {
    if (!url) return t.skip('PGlite runs one transaction at a time');
    const [family] = await context.api.query<{ id: number }>(
      `select f.id from product_families f where f.budget_limit is not null
        order by f.id limit 1`,
    );
    const holder = await connect();
    await holder.query('begin');
    await holder.query('select 1 from product_families where id = $1 for key share', [family!.id]);
    const create = context.as('controller').post<Json>('/products', {
      name: 'Locked family product',
      productfamily: family!.id,
      owner: 'controller',
      region: 1,
      budgetLimit: '1',
    });
    const outcome = await answeredWithoutWaiting(await connect(), 'product_families', create);
    await holder.query('commit');
    assert.equal(outcome, 201, (await create).text);
  });
});
