import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface ActivityEntry {
  username: string;
  action: 'CREATE' | 'UPDATE' | 'DELETE' | 'SEED';
  entity: string;
  entityId?: number | string | null;
  summary?: string;
}

/** Called inside the transaction of the write it records, so both commit or neither. */
export async function recordActivity(trx: Kysely<Database>, entry: ActivityEntry): Promise<void> {
  await recordActivities(trx, [entry]);
}

/** Several writes of one transaction (a batch of invoices), in one statement. */
export async function recordActivities(
  trx: Kysely<Database>,
  entries: readonly ActivityEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await trx
    .insertInto('activity_log')
    .values(
      entries.map((entry) => ({
        username: entry.username,
        action: entry.action,
        entity: entry.entity,
        entity_id: entry.entityId == null ? null : String(entry.entityId),
        summary: entry.summary ?? '',
      })),
    )
    .execute();
}

/** One page of the log after `afterId`, oldest first (keyset paging keeps memory flat). */
export function activityPage(db: Kysely<Database>, afterId: number, limit: number) {
  return db
    .selectFrom('activity_log')
    .select(['id', 'at', 'username', 'action', 'entity', 'entity_id', 'summary'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}
