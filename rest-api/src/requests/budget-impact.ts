// GET /purchaserequests/{id}/budgetimpact and the `budget_check` rule at Send and Approve: with
// `block`, a request that would take one of its entities over budget is refused (422 naming the
// entity and the amounts); with `warn` (the default) it only shows; with `off` neither.
import type { Kysely } from 'kysely';
import {
  budgetExceededMessage,
  budgetRemaining,
  compareDecimals,
  exceedsBudget,
  inDateYears,
  isIsoDay,
  REQUEST_MESSAGES,
  type BudgetFigures,
} from '@cost-steering/schema';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import type { CurrentUser } from '../http/auth.ts';
import { AppError, validationFailed } from '../http/errors.ts';
import { currencyHasRate } from '../reference/index.ts';
import {
  impactRows,
  lockRequestProducts,
  type ImpactRow,
  type PreviewEntity,
} from './budget-repository.ts';
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

const impactOf = (settings: RequestSettings, rows: ImpactRow[]) => ({
  mode: settings.budgetCheck,
  year: settings.currentYear,
  currency: 'EUR',
  entities: rows.map(toImpact),
});

export async function budgetImpact(ctx: AppContext, user: CurrentUser, requestId: number) {
  await getRequest(ctx, user, requestId);
  const settings = await requestSettings(ctx);
  return impactOf(settings, await impactRows(ctx.db, { requestId }, settings.currentYear));
}

/** The parsed query; the guard checked each given value's type, not that it is given. */
export interface PreviewQuery {
  entities?: string[];
  orderamount?: string;
  currency?: string;
  podate?: string;
  deliverydate?: string;
  replaces?: number;
}

function required<Key extends 'entities' | 'orderamount' | 'currency' | 'podate'>(
  query: PreviewQuery,
  key: Key,
): NonNullable<PreviewQuery[Key]> {
  const value = query[key];
  if (value === undefined) throw problem(key, `${key} is required`);
  return value as NonNullable<PreviewQuery[Key]>;
}

const problem = (field: string, message: string) => validationFailed([{ field, message }]);

const ENTITY = /^(Product|Project|Application):([1-9]\d{0,9})$/;

function previewEntities(given: readonly string[]): PreviewEntity[] {
  return given.map((text) => {
    const match = ENTITY.exec(text);
    if (!match) {
      throw problem(
        'entities',
        `entities must be Product:id, Project:id or Application:id (${text})`,
      );
    }
    return { entitytype: match[1] as PreviewEntity['entitytype'], id: Number(match[2]) };
  });
}

/**
 * GET /budgetimpact/preview: the impact before Next, while the form has entities and an amount but
 * no items yet — each entity as if the whole order amount landed on it. An unknown entity is a 400
 * naming it, an unknown currency one naming `currency`.
 */
export async function budgetImpactPreview(ctx: AppContext, query: PreviewQuery) {
  const entities = previewEntities(required(query, 'entities'));
  const podate = required(query, 'podate');
  const orderamount = required(query, 'orderamount');
  if (!isIsoDay(podate)) throw problem('podate', REQUEST_MESSAGES.startDateInvalid);
  if (!inDateYears(podate)) throw problem('podate', REQUEST_MESSAGES.startDateYears);
  if (query.deliverydate !== undefined && !isIsoDay(query.deliverydate)) {
    throw problem('deliverydate', REQUEST_MESSAGES.deliveryDateInvalid);
  }
  if (!inDateYears(query.deliverydate)) {
    throw problem('deliverydate', REQUEST_MESSAGES.deliveryDateYears);
  }
  // The form's rules (spec §5): a negative amount or a delivery before the start would show a
  // budget the request could never take (more remaining than there is).
  if (compareDecimals(orderamount, '0') < 0) {
    throw problem('orderamount', REQUEST_MESSAGES.orderAmountMin);
  }
  if (query.deliverydate !== undefined && query.deliverydate < podate) {
    throw problem('deliverydate', REQUEST_MESSAGES.deliveryBeforeStart);
  }
  const settings = await requestSettings(ctx);
  const currency = required(query, 'currency').toUpperCase();
  if (!(await currencyHasRate(ctx.db, currency, settings.today))) {
    throw problem('currency', 'Currency must be a known currency');
  }
  const rows = await impactRows(
    ctx.db,
    {
      entities,
      orderamount,
      currency,
      podate,
      deliverydate: query.deliverydate ?? null,
      today: settings.today,
      replaces: query.replaces ?? null,
    },
    settings.currentYear,
  );
  const missing = entities.filter(
    (e) => !rows.some((row) => row.entitytype === e.entitytype && row.id === e.id),
  );
  if (missing.length > 0) {
    const names = missing.map((e) => `${e.entitytype} ${e.id}`).join(', ');
    throw problem('entities', `entities: ${names} does not exist`);
  }
  return impactOf(settings, rows);
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
  for (const row of await impactRows(trx, { requestId }, settings.currentYear)) {
    const figures = figuresOf(row);
    if (exceedsBudget(figures)) {
      throw new AppError(422, 'OVER_BUDGET', budgetExceededMessage(row, figures));
    }
  }
}
