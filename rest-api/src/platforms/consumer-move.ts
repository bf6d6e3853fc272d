// The consumer rules of spec §2 (Manage Platform: a consumer belongs to another family than the
// platform, and never to a platform family) hold for as long as a project or application
// consumes a platform, not only when it is added: a move to another product (PUT /projects/{id},
// /applications/{id}) that would break them is refused. There is no call that removes a consumer,
// so a cascade would lose the allocation silently.
import type { Kysely } from 'kysely';
import { isPlatformFamilyName, PLATFORM_TEXTS } from '@cost-steering/schema';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { familyOfProduct, platformProductsConsumedBy, type ConsumerKind } from './repository.ts';

const LABEL: Record<ConsumerKind, string> = { project: 'project', application: 'application' };

/**
 * Throws 409 naming `product` when the entity consumes a platform and `productId` lies in that
 * platform's family or in a platform family. The caller holds the entity's row lock, which a
 * consumer add takes too, so no consumer appears between this check and the move.
 */
export async function refuseMoveBreakingConsumption(
  trx: Kysely<Database>,
  kind: ConsumerKind,
  entityId: number,
  productId: number,
): Promise<void> {
  const consumed = await platformProductsConsumedBy(trx, kind, entityId);
  if (consumed.length === 0) return;
  const target = await familyOfProduct(trx, productId);
  if (!target) return; // the write's own check names the unknown product
  const platform = consumed.find((p) => p.family_id === target.family_id);
  const rule = platform
    ? PLATFORM_TEXTS.ownFamilyConsumerServer
    : isPlatformFamilyName(target.family_name)
      ? PLATFORM_TEXTS.platformFamilyConsumerServer
      : undefined;
  if (!rule) return;
  const name = (platform ?? consumed[0]!).name;
  throw new AppError(
    409,
    'CONFLICT',
    `The ${LABEL[kind]} consumes the platform '${name}' and cannot move there. ${rule}`,
    'product',
  );
}
