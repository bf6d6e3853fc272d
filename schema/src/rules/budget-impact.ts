// Budget impact before commitment (issue 9 part 4): per entity a request books on, its budget,
// what approved orders commit in the current year, what other open requests would add, this
// request's part, and what would remain. One definition of the rule and its text for the REST
// API (which refuses in `block` mode), the bff and the web (which show it).
import { compareDecimals, sumDecimals, toScaled, fromScaled } from './decimal.ts';

/** The configuration key `budget_check`: off, warn (the default) or block. */
export const BUDGET_CHECK_MODES = ['off', 'warn', 'block'] as const;
export type BudgetCheckMode = (typeof BUDGET_CHECK_MODES)[number];
export const DEFAULT_BUDGET_CHECK: BudgetCheckMode = 'warn';

/** EUR, current year. */
export interface BudgetFigures {
  budget: string;
  committed: string;
  pending: string;
  thisRequest: string;
}

/** What would remain if every open request, this one included, were approved. */
export function budgetRemaining(figures: BudgetFigures): string {
  const spent =
    toScaled(figures.committed) + toScaled(figures.pending) + toScaled(figures.thisRequest);
  return fromScaled(toScaled(figures.budget) - spent, 2);
}

/**
 * Whether approving this request would take the entity over its budget: committed + this
 * request > budget (equal fits). Other open requests are not money spent — they may still be
 * declined — so they are shown, not counted: each is checked again when it is approved.
 */
export function exceedsBudget(figures: BudgetFigures): boolean {
  return compareDecimals(sumDecimals([figures.committed, figures.thisRequest]), figures.budget) > 0;
}

/** The refusal in `block` mode (REST 422), naming the entity and the amounts. */
export function budgetExceededMessage(
  entity: { entitytype: string; name: string },
  figures: BudgetFigures,
): string {
  return (
    `The budget of ${entity.entitytype} '${entity.name}' would be exceeded: ` +
    `budget ${figures.budget} EUR, committed ${figures.committed} EUR, ` +
    `this request ${figures.thisRequest} EUR.`
  );
}
