// GET /purchaserequests/{id}/budgetimpact and the `budget_check` rule at Send and Approve: with
// `block`, a request that would take one of its entities over budget is refused (422 naming the
// entity and the amounts); with `warn` (the default) it only shows; with `off` neither.
import type { Kysely } from 'kysely';
import {
  budgetExceededMessage,
  budgetRemaining,
  exceedsBudget,
  type BudgetFigures,
} from '@cost-steering/schema';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { impactRows, lockRequestProducts, type ImpactRow } from './budget-repository.ts';
import { getRequest } from './service.ts';
import { requestSettings, type RequestSettings } from './settings.ts';

const figuresOf = (row: ImpactRow): BudgetFigures => ({
  budget: row.budget,
  committed: row.committed,
  pending: row.pending,
  thisRequest: row.this_request,
});

function toImpact(row: ImpactRow) {
  const figures = figuresOf(row);
  return {
    ...row,
    remaining: budgetRemaining(figures),
    exceeds: exceedsBudget(figures),
  };
}

export async function budgetImpact(ctx: AppContext, requestId: number) {
  await getRequest(ctx, requestId);
  const settings = await requestSettings(ctx);
  const rows = await impactRows(ctx.db, requestId, settings.currentYear);
  return {
    mode: settings.budgetCheck,
    year: settings.currentYear,
    currency: 'EUR',
    entities: rows.map(toImpact),
  };
}

/**
 * In `block` mode: refuses when an entity would go over budget. Runs in the transaction of the
 * Send or Approve after locking the request's products, so a concurrent approval on the same
 * products waits and is then checked against this one's order.
 */
export async function enforceBudget(
  trx: Kysely<Database>,
  requestId: number,
  settings: RequestSettings,
) {
  if (settings.budgetCheck !== 'block') return;
  await lockRequestProducts(trx, requestId);
  for (const row of await impactRows(trx, requestId, settings.currentYear)) {
    const figures = figuresOf(row);
    if (exceedsBudget(figures)) {
      throw new AppError(422, 'OVER_BUDGET', budgetExceededMessage(row, figures));
    }
  }
}
