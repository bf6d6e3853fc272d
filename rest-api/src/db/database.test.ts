import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { loadTestConfig } from '../config.ts';
import { openDatabase, type AppDatabase } from './database.ts';
import { migratedTemplate } from './pglite-templates.ts';

const SHAPES = sql<{
  money: string;
  sum: string;
  rate: string;
  day: string;
  count: number;
  at: Date;
}>`
  select 1234.5::numeric(14,2) as money,
         (select sum(x) from (values (0.10::numeric(14,2)), (0.20::numeric(14,2))) v(x)) as sum,
         1.08::numeric(18,8) as rate,
         date '2026-01-02' as day,
         (select count(*) from (values (1), (2)) v(x)) as count,
         timestamptz '2026-03-04T05:06:07Z' as at`;

const EXPECTED = { money: '1234.50', sum: '0.30', rate: '1.08000000', day: '2026-01-02', count: 2 };

describe('database values', () => {
  it('come back identically from PGlite and PostgreSQL: exact decimals, plain dates', async () => {
    const pglite = await openDatabase({ kind: 'pglite', loadDataDir: await migratedTemplate() });
    const targets: AppDatabase[] = [pglite];
    const { testDatabaseUrl } = loadTestConfig();
    if (testDatabaseUrl)
      targets.push(await openDatabase({ kind: 'postgres', url: testDatabaseUrl }));
    try {
      for (const target of targets) {
        const [row] = (await SHAPES.execute(target.db)).rows;
        const { at, ...rest } = row!;
        assert.deepEqual(rest, EXPECTED, target.kind);
        assert.equal(at.toISOString(), '2026-03-04T05:06:07.000Z', target.kind);
      }
    } finally {
      for (const target of targets) await target.close();
    }
  });
});

describe('PGlite dialect', () => {
  let database: AppDatabase;
  before(async () => {
    database = await openDatabase({ kind: 'pglite', loadDataDir: await migratedTemplate() });
  });
  after(() => database.close());

  const names = async () =>
    (await database.db.selectFrom('sbu').select('name').orderBy('name').execute()).map(
      (r) => r.name,
    );

  it('rolls a failed transaction back completely', async () => {
    await assert.rejects(
      database.db.transaction().execute(async (trx) => {
        await trx.insertInto('sbu').values({ name: 'Rolled back' }).execute();
        await trx.insertInto('sbu').values({ name: 'rolled BACK' }).execute();
      }),
      (error: { code?: string }) => error.code === '23505',
    );
    assert.deepEqual(await names(), []);
  });

  it('makes other queries wait until a transaction ends, so none slips into it', async () => {
    const transaction = database.db.transaction().execute(async (trx) => {
      await trx.insertInto('sbu').values({ name: 'First' }).execute();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await trx.insertInto('sbu').values({ name: 'Second' }).execute();
      throw new Error('abandon');
    });
    const outside = database.db.insertInto('sbu').values({ name: 'Outside' }).execute();
    await assert.rejects(transaction, /abandon/);
    await outside;
    assert.deepEqual(await names(), ['Outside']);
  });

  it('supports savepoints and reports affected rows', async () => {
    const trx = await database.db.startTransaction().execute();
    await trx.insertInto('sbu').values({ name: 'Kept' }).execute();
    const savepoint = await trx.savepoint('before_dropped').execute();
    await savepoint.insertInto('sbu').values({ name: 'Dropped' }).execute();
    await savepoint.rollbackToSavepoint('before_dropped').execute();
    await trx.commit().execute();
    assert.deepEqual(await names(), ['Kept', 'Outside']);
    const updated = await database.db
      .updateTable('sbu')
      .set({ name: 'Renamed' })
      .where('name', '=', 'Kept')
      .executeTakeFirst();
    assert.equal(updated.numUpdatedRows, 1n);
  });
});
