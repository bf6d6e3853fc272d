// The cost unit's manager is told of every write to the unit and its allocations.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { insertNotifications } from '../notifications/index.ts';

export async function notifyManager(
  trx: Kysely<Database>,
  managerId: number,
  unitName: string,
  message: string,
) {
  await insertNotifications(trx, [{ userId: managerId, title: `Cost unit ${unitName}`, message }]);
}
