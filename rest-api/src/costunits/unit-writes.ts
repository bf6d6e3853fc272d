// Creating and editing a cost unit (CONTRACT.md 'Cost units'): the shared rules of spec §5, a
// unique name in any letter case, a known manager, and the write in one transaction with its
// activity-log line and a notification to the manager.
import type { Kysely } from 'kysely';
import {
  COST_UNIT_MESSAGES,
  COST_UNIT_TEXTS,
  SELECTABLE_COST_UNIT_STATUSES,
  costUnitSchema,
  type CostUnitStatus,
} from '@cost-steering/schema';
import { recordActivity, summarize } from '../activity/index.ts';
import { isoDay, type AppContext } from '../context.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Database } from '../db/schema.ts';
import type { CurrentUser } from '../http/auth.ts';
import { AppError, notFound, validationFailed } from '../http/errors.ts';
import { requireObject, validateWith } from '../http/validation.ts';
import { findUser } from '../reference/index.ts';
import { costUnitNameTaken, insertCostUnit, lockCostUnit, updateCostUnit } from './repository.ts';
import { notifyManager } from './notify.ts';
import { getCostUnit } from './service.ts';

type Db = Kysely<Database>;

interface CostUnitInput {
  name: string;
  manager: string;
  statusdate: string;
}

const duplicateName = () =>
  new AppError(409, 'DUPLICATE_NAME', COST_UNIT_TEXTS.duplicateServer, 'name');
const duplicateWhenUnique = (error: unknown) => {
  throw isUniqueViolation(error) ? duplicateName() : error;
};

async function requireManager(trx: Db, username: string) {
  const manager = await findUser(trx, username);
  if (!manager) {
    throw validationFailed([{ field: 'manager', message: 'Manager must be a known user' }]);
  }
  return manager;
}

/** The cost unit's manager hears of every change to it (spec: 'on changes', issue 12). */
function validateUnit(ctx: AppContext, body: Record<string, unknown>, today = isoDay(ctx.today())) {
  return validateWith<CostUnitInput>(costUnitSchema({ today }), {
    name: body.name,
    manager: body.manager,
    statusdate: body.statusdate,
  });
}

export async function createCostUnit(ctx: AppContext, user: CurrentUser, body: unknown) {
  const given = requireObject(body);
  if (given.status != null && given.status !== 'Proposed') {
    throw validationFailed([
      { field: 'status', message: 'A cost unit is created with status Proposed' },
    ]);
  }
  const input = await validateUnit(ctx, given);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const manager = await requireManager(trx, input.manager);
    if (await costUnitNameTaken(trx, input.name)) throw duplicateName();
    const values = {
      name: input.name,
      manager_id: manager.id,
      status: 'Proposed' as const,
      statusdate: input.statusdate,
    };
    const unitId = await insertCostUnit(trx, values).catch(duplicateWhenUnique);
    await recordActivity(trx, {
      username: user.username,
      action: 'CREATE',
      entity: 'costunit',
      entityId: unitId,
      summary: summarize({ ...values, manager: manager.username, manager_id: undefined }),
    });
    await notifyManager(
      trx,
      manager.id,
      input.name,
      `${user.username} created cost unit ${input.name} with you as its manager.`,
    );
    return unitId;
  });
  return getCostUnit(ctx, id);
}

function readStatus(value: unknown, current: CostUnitStatus): CostUnitStatus {
  if (value == null) return current;
  // Global is shown, never chosen: a unit already Global may keep it (the form sends it back).
  if (value === 'Global') {
    if (current === 'Global') return current;
    throw validationFailed([{ field: 'status', message: COST_UNIT_MESSAGES.statusGlobal }]);
  }
  if (!SELECTABLE_COST_UNIT_STATUSES.includes(value as 'Active')) {
    throw validationFailed([{ field: 'status', message: COST_UNIT_MESSAGES.statusUnknown }]);
  }
  return value as CostUnitStatus;
}

export async function editCostUnit(ctx: AppContext, user: CurrentUser, id: number, body: unknown) {
  const given = requireObject(body);
  if (given.id != null && Number(given.id) !== id) {
    throw validationFailed([
      { field: 'id', message: 'The id of the body is not the id of the path' },
    ]);
  }
  await ctx.db.transaction().execute(async (trx) => {
    const current = await lockCostUnit(trx, id);
    if (!current) throw notFound('Cost unit');
    const currentDate = String(current.statusdate).slice(0, 10);
    const old = await trx
      .selectFrom('users')
      .select('username')
      .where('id', '=', current.manager_id)
      .executeTakeFirstOrThrow();
    const merged = {
      name: given.name ?? current.name,
      manager: given.manager ?? old.username,
      statusdate: given.statusdate ?? currentDate,
    };
    // An unchanged start date may lie in the past (the unit started then); a new one may not.
    const today = merged.statusdate === currentDate ? '0000-01-01' : isoDay(ctx.today());
    const input = await validateUnit(ctx, merged, today);
    const status = readStatus(given.status, current.status);
    const manager = await requireManager(trx, input.manager);
    if (await costUnitNameTaken(trx, input.name, id)) throw duplicateName();
    const values = {
      name: input.name,
      manager_id: manager.id,
      status,
      statusdate: input.statusdate,
    };
    await updateCostUnit(trx, id, values).catch(duplicateWhenUnique);
    await recordActivity(trx, {
      username: user.username,
      action: 'UPDATE',
      entity: 'costunit',
      entityId: id,
      summary: summarize({ ...values, manager: manager.username, manager_id: undefined }),
    });
    const changes = `${user.username} updated cost unit ${input.name}: status ${status}, start ${input.statusdate}, manager ${manager.username}.`;
    await notifyManager(trx, manager.id, input.name, changes);
    if (manager.id !== current.manager_id) {
      await notifyManager(trx, current.manager_id, input.name, changes);
    }
  });
  return getCostUnit(ctx, id);
}
