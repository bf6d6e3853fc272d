// Rules and transactions of next-year planning (spec §4 'Future financials', §5 'Financial
// plan', DESIGN.md §4 'Planning'; CONTRACT.md 'Future financials'): a demand only by the entity's
// owner, a proposal by a controller (PLANNING_PROPOSER_ROLES), a decision only while in review and
// only by the proposer (spec §4; a demand has none, so nobody decides it), under a row lock;
// comments, the activity log and the owner's notification.
import type { Kysely } from 'kysely';
import {
  approveFutureBudgetSchema,
  declineFutureBudgetSchema,
  futureBudgetCommentSchema,
  futureBudgetSchema,
  moneyDisplay,
  moneyText,
  PLANNING_ENTITY_TYPES,
  PLANNING_PROPOSER_ROLES,
  TEXTS,
  type PlanningEntityType,
  type PlanningMode,
} from '@cost-steering/schema';
import { recordActivity, summarize } from '../activity/index.ts';
import type { Database } from '../db/schema.ts';
import type { CurrentUser } from '../http/auth.ts';
import { AppError, notFound, validationFailed } from '../http/errors.ts';
import type { PageRequest } from '../http/paging.ts';
import {
  asText,
  bodyId,
  requireIdOfPath,
  requireObject,
  throwIfAny,
  validateWith,
} from '../http/validation.ts';
import { insertNotifications } from '../notifications/index.ts';
import { ensureUser } from '../reference/index.ts';
import {
  commentsOf,
  entityForPlan,
  futureBudgetById,
  futureBudgetsOf,
  futureBudgetsPage,
  insertComment,
  insertFutureBudget,
  lockFutureBudget,
  setDecision,
  type CommentRow,
  type FutureBudgetFilter,
  type FutureBudgetRow,
  type FutureBudgetSortField,
} from './repository.ts';

/** The REST field naming the entity, by entity type (spec §7 'one entity id field by type'). */
export const ENTITY_ID_FIELDS: Record<PlanningEntityType, string> = {
  productfamily: 'product_family_id',
  product: 'product_id',
  project: 'project_id',
  application: 'application_id',
};

export const mayPropose = (user: CurrentUser) =>
  PLANNING_PROPOSER_ROLES.some((role) => user.roles.includes(role));

/** A record with its comments keyed by id, as the contract answers it. */
export type FutureBudget = FutureBudgetRow & { comments: Record<string, CommentRow> };

async function withComments(
  db: Kysely<Database>,
  rows: FutureBudgetRow[],
): Promise<FutureBudget[]> {
  const comments = await commentsOf(
    db,
    rows.map((row) => row.id),
  );
  const byRecord = new Map<number, Record<string, CommentRow>>();
  for (const comment of comments) {
    const keyed = byRecord.get(comment.future_budget_id) ?? {};
    keyed[String(comment.id)] = comment;
    byRecord.set(comment.future_budget_id, keyed);
  }
  return rows.map((row) => ({ ...row, comments: byRecord.get(row.id) ?? {} }));
}

export async function listFutureBudgets(db: Kysely<Database>, filter: FutureBudgetFilter) {
  return withComments(db, await futureBudgetsOf(db, filter));
}

export async function pageFutureBudgets(
  db: Kysely<Database>,
  filter: FutureBudgetFilter,
  page: PageRequest<FutureBudgetSortField>,
) {
  const { rows, totalCount } = await futureBudgetsPage(db, filter, page);
  return { rows: await withComments(db, rows), totalCount };
}

export async function getFutureBudget(db: Kysely<Database>, id: number): Promise<FutureBudget> {
  const row = await futureBudgetById(db, id);
  if (!row) throw notFound('Future budget');
  const [found] = await withComments(db, [row]);
  return found!;
}

interface PlanInput {
  entityType: PlanningEntityType;
  entityId: string;
  description: string | null;
  amount: string;
  demandTitle?: string;
  demandId?: string;
}

/** Which form sent the body: a demand names a demanded budget, a proposal a proposed one. */
function modeOf(body: Record<string, unknown>): PlanningMode {
  const demand =
    body.demanded_budget != null || body.demand_title != null || body.demand_id != null;
  const proposal = body.proposed_budget != null;
  if (demand && proposal) {
    throw validationFailed([
      {
        field: 'proposed_budget',
        message: 'A request is either a proposal (proposed_budget) or a demand (demanded_budget)',
      },
    ]);
  }
  return proposal ? 'proposal' : 'demand';
}

async function validatePlan(body: unknown) {
  const given = requireObject(body);
  if (given.status != null && given.status !== 'proposed') {
    throw validationFailed([
      { field: 'status', message: "A new request has the status 'proposed'" },
    ]);
  }
  const mode = modeOf(given);
  const type = typeof given.entity_type === 'string' ? given.entity_type : undefined;
  // Only the id field of the chosen type may name the entity.
  const idField =
    type && (PLANNING_ENTITY_TYPES as readonly string[]).includes(type)
      ? ENTITY_ID_FIELDS[type as PlanningEntityType]
      : undefined;
  const others = Object.values(ENTITY_ID_FIELDS).filter(
    (field) => field !== idField && given[field] != null,
  );
  throwIfAny(
    others.map((field) => ({
      field,
      message: `${field} does not belong to entity_type ${type ?? ''}`.trim(),
    })),
  );
  const input = await validateWith<PlanInput>(
    futureBudgetSchema(mode),
    {
      entityType: given.entity_type,
      entityId: idField ? asText(given[idField]) : undefined,
      description: given.description,
      amount: asText(mode === 'proposal' ? given.proposed_budget : given.demanded_budget),
      demandTitle: given.demand_title,
      demandId: given.demand_id,
    },
    {
      entityType: 'entity_type',
      entityId: idField ?? 'entity_type',
      amount: mode === 'proposal' ? 'proposed_budget' : 'demanded_budget',
      demandTitle: 'demand_title',
      demandId: 'demand_id',
    },
  );
  const entityId = bodyId(input.entityId);
  if (entityId === undefined) {
    throw validationFailed([{ field: idField ?? 'entity_type', message: 'Entity is required' }]);
  }
  return { mode, input, entityId, idField: idField! };
}

/**
 * POST /futurebudgets: a demand by the entity's owner, or a proposal by a controller; for next
 * year. The sender and proposer are the signed-in user, whatever sender_id / proposed_by say.
 */
export async function createFutureBudget(
  db: Kysely<Database>,
  user: CurrentUser,
  body: unknown,
  currentYear: number,
) {
  const { mode, input, entityId, idField } = await validatePlan(body);
  if (mode === 'proposal' && !mayPropose(user)) {
    throw new AppError(403, 'FORBIDDEN', TEXTS.proposeNotAllowed);
  }
  const id = await db.transaction().execute(async (trx) => {
    const actor = await ensureUser(trx, user);
    const entity = await entityForPlan(trx, input.entityType, entityId);
    if (!entity) {
      throw validationFailed([{ field: idField, message: 'Entity must be a known entity' }]);
    }
    if (mode === 'demand' && entity.owner_id !== actor.id) {
      throw new AppError(403, 'FORBIDDEN', TEXTS.demandNotOwner);
    }
    const row = {
      entity_type: input.entityType,
      product_family_id: input.entityType === 'productfamily' ? entityId : null,
      product_id: input.entityType === 'product' ? entityId : null,
      project_id: input.entityType === 'project' ? entityId : null,
      application_id: input.entityType === 'application' ? entityId : null,
      year: currentYear + 1,
      description: input.description,
      proposed_budget: mode === 'proposal' ? input.amount : null,
      proposed_by_id: mode === 'proposal' ? actor.id : null,
      demand_title: mode === 'demand' ? input.demandTitle! : null,
      demand_id: mode === 'demand' ? input.demandId! : null,
      demanded_budget: mode === 'demand' ? input.amount : null,
      sender_id: actor.id,
    };
    const created = await insertFutureBudget(trx, row);
    await recordActivity(trx, {
      username: user.username,
      action: 'CREATE',
      entity: 'futurebudget',
      entityId: created,
      summary: summarize({
        kind: mode,
        entity_type: input.entityType,
        [idField]: entityId,
        amount: moneyText(input.amount),
      }),
    });
    return created;
  });
  return getFutureBudget(db, id);
}

type Decision =
  { status: 'approved'; approvedBudget: string } | { status: 'declined'; reason: string };

/** The fields each decision takes (spec §7): another decision's field is refused, not dropped. */
const DECISION_FIELDS = {
  approved: ['id', 'status', 'approved_budget'],
  declined: ['id', 'status', 'sender_id', 'description'],
} as const;

async function validateDecision(body: unknown, id: number): Promise<Decision> {
  const given = requireObject(body);
  requireIdOfPath(given.id, id);
  if (given.status === 'approved' || given.status === 'declined') {
    const takes: readonly string[] = DECISION_FIELDS[given.status];
    throwIfAny(
      Object.keys(given)
        .filter((field) => given[field] != null && !takes.includes(field))
        .map((field) => ({
          field,
          message: `Field '${field}' does not apply to status '${String(given.status)}'`,
        })),
    );
  }
  if (given.status === 'approved') {
    const { approvedBudget } = await validateWith<{ approvedBudget: string }>(
      approveFutureBudgetSchema(),
      { approvedBudget: asText(given.approved_budget) },
      { approvedBudget: 'approved_budget' },
    );
    return { status: 'approved', approvedBudget };
  }
  if (given.status === 'declined') {
    const { reason } = await validateWith<{ reason: string }>(
      declineFutureBudgetSchema(),
      { reason: given.description },
      { reason: 'description' },
    );
    return { status: 'declined', reason };
  }
  throw validationFailed([{ field: 'status', message: "Status must be 'approved' or 'declined'" }]);
}

/**
 * PUT /futurebudgets/{id}: approve with an approved amount or decline with a reason (added as a
 * comment). The row lock makes the first decision the only one: a second finds it decided (409).
 */
export async function decideFutureBudget(
  db: Kysely<Database>,
  user: CurrentUser,
  id: number,
  body: unknown,
) {
  const decision = await validateDecision(body, id);
  await db.transaction().execute(async (trx) => {
    const actor = await ensureUser(trx, user);
    const plan = await lockFutureBudget(trx, id);
    if (!plan) throw notFound('Future budget');
    // The owner as of this decision: the share lock holds a change of owner until it commits.
    const entity = await entityForPlan(trx, plan.entity_type, plan.entity_id);
    if (!entity) throw new Error(`Future budget ${id} names no ${plan.entity_type}`);
    // Spec §4: only when the proposer equals the current user; a demand has no proposer.
    if (plan.demanded_budget !== null) {
      throw new AppError(403, 'FORBIDDEN', TEXTS.decideDemand);
    } else if (plan.proposed_by_id !== actor.id) {
      throw new AppError(403, 'FORBIDDEN', TEXTS.decideNotProposer);
    }
    if (plan.status !== 'proposed') throw new AppError(409, 'CONFLICT', TEXTS.alreadyDecided);
    await setDecision(trx, id, decision);
    if (decision.status === 'declined') {
      await insertComment(trx, {
        futureBudgetId: id,
        senderId: actor.id,
        message: decision.reason,
      });
    }
    await recordActivity(trx, {
      username: user.username,
      action: 'UPDATE',
      entity: 'futurebudget',
      entityId: id,
      summary: summarize(
        decision.status === 'approved'
          ? { status: 'approved', approved_budget: moneyText(decision.approvedBudget) }
          : { status: 'declined', reason: decision.reason },
      ),
    });
    const { owner_id: ownerId, name: entityName } = entity;
    // The owner hears of the decision; so does the one who raised it when that is someone else.
    const recipients = [...new Set([ownerId, plan.sender_id])].filter((who) => who !== actor.id);
    const message =
      decision.status === 'approved'
        ? `The next-year budget request #${id} for '${entityName}' was approved: ${moneyDisplay(decision.approvedBudget, 'EUR')}.`
        : `The next-year budget request #${id} for '${entityName}' was declined: ${decision.reason}`;
    const title =
      decision.status === 'approved' ? 'Budget request approved' : 'Budget request declined';
    if (recipients.length > 0) {
      await insertNotifications(
        trx,
        recipients.map((userId) => ({ userId, title, message })),
      );
    }
  });
  return getFutureBudget(db, id);
}

/** POST /futurebudgetcomments: any signed-in user may comment, in any state. */
export async function addComment(db: Kysely<Database>, user: CurrentUser, body: unknown) {
  const given = requireObject(body);
  const { message } = await validateWith<{ message: string }>(futureBudgetCommentSchema(), {
    message: given.message,
  });
  const futureBudgetId = bodyId(asText(given.future_budget_id));
  if (futureBudgetId === undefined) {
    throw validationFailed([{ field: 'future_budget_id', message: 'Future budget is required' }]);
  }
  const commentId = await db.transaction().execute(async (trx) => {
    const actor = await ensureUser(trx, user);
    // Key-share lock: the record cannot be deleted under the comment; decisions still run.
    const found = await trx
      .selectFrom('future_budgets')
      .select('id')
      .where('id', '=', futureBudgetId)
      .forKeyShare()
      .executeTakeFirst();
    if (!found) {
      throw validationFailed([
        { field: 'future_budget_id', message: 'Future budget must be a known request' },
      ]);
    }
    const created = await insertComment(trx, { futureBudgetId, senderId: actor.id, message });
    await recordActivity(trx, {
      username: user.username,
      action: 'CREATE',
      entity: 'futurebudgetcomment',
      entityId: created,
      summary: summarize({ future_budget_id: futureBudgetId, message }),
    });
    return created;
  });
  const [comment] = (await commentsOf(db, [futureBudgetId])).filter((c) => c.id === commentId);
  return comment!;
}
