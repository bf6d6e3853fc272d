// Notifications about a write in the hierarchy: to the owner of what was written, and to the
// user who wrote it when that is someone else (as for product families).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { insertNotifications } from '../notifications/index.ts';

export async function notifyOwnerAndActor(
  trx: Kysely<Database>,
  people: { owner: { id: number }; actor: { id: number } },
  notification: { title: string; message: string },
) {
  const { owner, actor } = people;
  const recipients = owner.id === actor.id ? [owner.id] : [owner.id, actor.id];
  await insertNotifications(
    trx,
    recipients.map((userId) => ({ userId, ...notification })),
  );
}
