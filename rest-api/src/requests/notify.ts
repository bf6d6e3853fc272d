// Notifications a request's events write (DESIGN.md §4), in the transaction of the event: sent
// (to the approvers), signature needed (to the group 'Product Family Manager', with the text the
// web links to /requests), signed (owner and approvers), approved, declined, deleted (owner).
import type { Kysely } from 'kysely';
import { TEXTS } from '@cost-steering/schema';
import type { Database } from '../db/schema.ts';
import { insertNotifications } from '../notifications/index.ts';
import { approverIds, productFamilyManagerIds } from './writes.ts';

export interface RequestRef {
  id: number;
  ordertext: string;
  prowner_id: number;
  prowner: string;
}

const named = (request: RequestRef) => `'${request.ordertext}' (#${request.id})`;

async function send(
  trx: Kysely<Database>,
  userIds: readonly number[],
  title: string,
  message: string,
) {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  await insertNotifications(
    trx,
    unique.map((userId) => ({ userId, title, message })),
  );
}

export const requestNotifications = {
  async sent(trx: Kysely<Database>, request: RequestRef) {
    await send(
      trx,
      await approverIds(trx),
      'Purchase request sent',
      `Purchase request ${named(request)} of ${request.prowner} awaits approval.`,
    );
  },

  async signatureNeeded(trx: Kysely<Database>, request: RequestRef) {
    await send(
      trx,
      await productFamilyManagerIds(trx),
      'Signature needed',
      `${TEXTS.signRequestMarker} ${named(request)} of ${request.prowner}.`,
    );
  },

  async signed(trx: Kysely<Database>, request: RequestRef, by: string) {
    await send(
      trx,
      [request.prowner_id, ...(await approverIds(trx))],
      'Justification signed',
      `The justification of purchase request ${named(request)} was signed by ${by}.`,
    );
  },

  async approved(trx: Kysely<Database>, request: RequestRef, ordernumber: string) {
    await send(
      trx,
      [request.prowner_id],
      'Purchase request approved',
      `Purchase request ${named(request)} was approved as purchase order ${ordernumber}.`,
    );
  },

  async declined(trx: Kysely<Database>, request: RequestRef, by: string, message: string) {
    await send(
      trx,
      [request.prowner_id],
      'Purchase request declined',
      `Purchase request ${named(request)} was declined by ${by}: ${message}`,
    );
  },

  async deleted(trx: Kysely<Database>, request: RequestRef, by: string, forGood: boolean) {
    await send(
      trx,
      [request.prowner_id],
      'Purchase request deleted',
      forGood
        ? `Purchase request ${named(request)} was deleted from the archive by ${by}.`
        : `Purchase request ${named(request)} was deleted by ${by}.`,
    );
  },
};
