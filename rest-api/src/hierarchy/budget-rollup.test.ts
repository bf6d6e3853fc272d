// Each product's kept budget (migration 0014: rollup_budget_eur) against the hand-computed
// fixture: 301 has project 401 (1000 + 500), 302 project 402 (200) and application 501 (1080 USD
// = 1000.00 EUR), 303 nothing. Then every kind of write, one statement at a time and several
// rows at once, and two writers of one product at the same time (PostgreSQL).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { loadTestConfig } from '../config.ts';
import { connectToSchema, startTestContext, type TestContext } from '../testing/support.ts';
import { FIXTURE, TODAY } from '../testing/hand-computed-fixture.ts';

const url = loadTestConfig().testDatabaseUrl;

describe("a product's kept budget", () => {
  let context: TestContext;
  const clients: pg.Client[] = [];

  before(async () => {
    context = await startTestContext({ today: () => TODAY });
    for (const statement of FIXTURE) await context.api.query(statement);
  });
  after(async () => {
    await Promise.all(clients.map((client) => client.end()));
    await context.close();
  });

  const run = (statement: string) => context.api.query(statement);
  const kept = async () =>
    Object.fromEntries(
      (
        await context.api.query<{ id: number; budget: string }>(
          `select id, rollup_budget_eur as budget from products where id in (301, 302, 303)
            order by id`,
        )
      ).map((row) => [row.id, row.budget]),
    );
  const project = (id: number, product: number, eur: string) =>
    `(${id}, 'Project ${id}', ${product}, 101, 'EUR', ${eur}, ${eur})`;

  it('starts from the budgets already there', async () => {
    assert.deepEqual(await kept(), { 301: '1500.00', 302: '1200.00', 303: '0.00' });
  });

  it('adds what one statement inserts, on several products at once', async () => {
    await run(`insert into projects (id, name, product_id, owner_id, currency, bci, bci_eur)
               values ${project(410, 301, '10.10')}, ${project(411, 301, '0.90')},
                      ${project(412, 303, '7.00')}`);
    await run(`insert into applications (id, name, product_id, owner_id, currency, bei, bei_eur)
               values (510, 'App 510', 303, 101, 'EUR', 3.5, 3.5)`);
    assert.deepEqual(await kept(), { 301: '1511.00', 302: '1200.00', 303: '10.50' });
  });

  it('follows a changed budget and an entity moved to another product', async () => {
    await run(`update projects set bci = 1100, bci_eur = 1100 where id = 401`);
    assert.deepEqual(await kept(), { 301: '1611.00', 302: '1200.00', 303: '10.50' });
    // 402 (200.00) from 302 to 303, and 410 (10.10) with a new budget (20.00) from 301 to 302.
    await run(`update projects set product_id = 303 where id = 402`);
    await run(`update projects set product_id = 302, bci = 20, bci_eur = 20 where id = 410`);
    assert.deepEqual(await kept(), { 301: '1600.90', 302: '1020.00', 303: '210.50' });
  });

  it('subtracts what is deleted', async () => {
    await run(`delete from projects where id in (411, 412)`);
    await run(`delete from applications where id = 510`);
    assert.deepEqual(await kept(), { 301: '1600.00', 302: '1020.00', 303: '200.00' });
  });

  it('adds up two writers of one product at the same time', async (t) => {
    if (!url) return t.skip('PGlite has one connection');
    const connect = async () => {
      const client = await connectToSchema(context.api.schema!);
      clients.push(client);
      return client;
    };
    const [first, second] = await Promise.all([connect(), connect()]);
    const { rows } = await second.query<{ pid: number }>('select pg_backend_pid() as pid');
    await first.query('begin');
    await first.query(`insert into projects (id, name, product_id, owner_id, currency, bci,
                         bci_eur) values ${project(420, 303, '100.00')}`);
    // The second waits for the product row the first holds, then adds to what it committed.
    const waiting = second.query(`insert into projects (id, name, product_id, owner_id, currency,
                                    bci, bci_eur) values ${project(421, 303, '50.00')}`);
    // Commit only once the second really waits for the lock (not before it even started); asked
    // outside the first's transaction, which would keep seeing one snapshot of the activity.
    const waitsForLock = async () =>
      (
        await context.api.query<{ waiting: boolean }>(
          `select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = $1`,
          [rows[0]!.pid],
        )
      )[0]?.waiting === true;
    while (!(await waitsForLock())) await new Promise((resolve) => setImmediate(resolve));
    await first.query('commit');
    await waiting;
    assert.deepEqual(await kept(), { 301: '1600.00', 302: '1020.00', 303: '350.00' });
  });
});
