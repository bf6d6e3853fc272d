// In-code migration provider: the history is an ordered list compiled with the service, so the
// same migrations run on PostgreSQL and PGlite without reading a folder at run time.
import {
  Migrator,
  sql,
  type DatabaseIntrospector,
  type Kysely,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import * as dataModel from './0001-data-model.ts';
import * as hierarchy from './0002-hierarchy.ts';
import * as figureRollup from './0003-figure-rollup.ts';
import * as rollupMoneyColumns from './0004-rollup-money-columns.ts';
import * as listSearch from './0005-list-search.ts';
import * as purchaseRequests from './0006-purchase-requests.ts';
import * as companySearch from './0007-company-search.ts';
import * as orderLists from './0008-order-lists.ts';
import * as renewalAlerts from './0009-renewal-alerts.ts';
import * as invoiceImport from './0010-invoice-import.ts';
import * as platformShares from './0012-platform-shares.ts';
import * as figureLocksPerSchema from './0013-figure-locks-per-schema.ts';
import * as productBudgetRollup from './0014-product-budget-rollup.ts';
import * as yearSplitAddsUp from './0015-year-split-adds-up.ts';
import * as replacedWhenSent from './0016-replaced-when-sent.ts';
import * as rollupSumsWider from './0017-rollup-sums-wider.ts';
import * as creditNotes from './0018-credit-notes.ts';

export const MIGRATIONS: Record<string, Migration> = {
  '0001-data-model': dataModel,
  '0002-hierarchy': hierarchy,
  '0003-figure-rollup': figureRollup,
  '0004-rollup-money-columns': rollupMoneyColumns,
  '0005-list-search': listSearch,
  '0006-purchase-requests': purchaseRequests,
  '0007-company-search': companySearch,
  '0008-order-lists': orderLists,
  '0009-renewal-alerts': renewalAlerts,
  '0010-invoice-import': invoiceImport,
  '0012-platform-shares': platformShares,
  '0013-figure-locks-per-schema': figureLocksPerSchema,
  '0014-product-budget-rollup': productBudgetRollup,
  '0015-year-split-adds-up': yearSplitAddsUp,
  '0016-replaced-when-sent': replacedWhenSent,
  '0017-rollup-sums-wider': rollupSumsWider,
  '0018-credit-notes': creditNotes,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * The migrator's view of the tables: those of the connection's own schema only. Kysely's own
 * introspection reads every schema of the database and calls functions on their names; a schema
 * another process drops meanwhile (each test server has one, dropped on close) then failed this
 * server's start with 'schema "test_…" does not exist'.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
function ownSchemaOnly(db: Kysely<any>): Kysely<any> {
  const introspection: DatabaseIntrospector = {
    getSchemas: () => db.introspection.getSchemas(),
    getTables: async () => {
      const { rows } = await sql<{ schema: string; name: string }>`
        select n.nspname as schema, c.relname as name
          from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
         where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v')`.execute(db);
      return rows.map((row) => ({ ...row, isView: false, columns: [] }));
    },
    getMetadata: async () => ({ tables: await introspection.getTables() }),
  };
  // Everything else is the database's own (bound: Kysely keeps its state in private fields).
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Brings the schema up to date; throws with the failing migration's name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db: ownSchemaOnly(db),
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
}
