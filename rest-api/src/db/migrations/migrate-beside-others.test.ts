// Migrating one schema while other processes drop theirs (PostgreSQL: every test server has a
// schema of its own in one database, dropped on close). Kysely's migrator read the tables of every
// schema of the database, calling functions on their names; one dropped meanwhile failed the
// start with 'schema "test_…" does not exist' (an e2e journey failed so, beside other tests).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import pg from 'pg';
import { loadTestConfig } from '../../config.ts';
import { openDatabase } from '../database.ts';
import { MIGRATIONS, migrateToLatest } from './index.ts';

const url = loadTestConfig().testDatabaseUrl;
const name = (prefix: string) => `${prefix}_${randomBytes(5).toString('hex')}`;

describe('migrations beside other schemas', () => {
  it("migrate a schema while others are dropped, reading only the schema's own tables", async (t) => {
    if (!url) return t.skip('PGlite has one schema per data directory');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // Others' schemas, each with tables of serial keys (the columns the introspection inspects).
    const others = Array.from({ length: 40 }, () => name('beside'));
    for (const schema of others) {
      await admin.query(`create schema ${schema}`);
      for (const table of ['a', 'b', 'c']) {
        await admin.query(`create table ${schema}.${table} (id serial primary key, x text)`);
      }
    }
    const mine = Array.from({ length: 4 }, () => name('migrating'));
    const dropping = (async () => {
      for (const schema of others) await admin.query(`drop schema ${schema} cascade`);
    })();
    try {
      for (const schema of mine) {
        await admin.query(`create schema ${schema}`);
        const database = await openDatabase({ kind: 'postgres', url, schema });
        try {
          await migrateToLatest(database.db, schema);
          const { rows } = await admin.query(`select name from ${schema}.kysely_migration`);
          assert.equal(rows.length, Object.keys(MIGRATIONS).length, schema);
        } finally {
          await database.close();
        }
      }
    } finally {
      await dropping;
      for (const schema of mine) await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
  });
});
