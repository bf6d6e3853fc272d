// In-code migration provider: the history is an ordered list compiled with the service, so the
// same migrations run on PostgreSQL and PGlite without reading a folder at run time.
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
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
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; throws with the failing migration's name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
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
