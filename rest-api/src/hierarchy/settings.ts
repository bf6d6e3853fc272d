// What the hierarchy's rules and figures depend on besides the data: the fiscal year of "today"
// and the operator's feature flags (read on every request, like GET /configuration).
import type { AppContext } from '../context.ts';
import { configurationFlag } from '../reference/index.ts';

export interface HierarchySettings {
  /** The calendar year of "today": figures are for it, last year and next year. */
  currentYear: number;
  /** Caps are budget limits when on, targets when off. */
  budgetLimitEnabled: boolean;
  /** A product needs a region when on. */
  regionsEnabled: boolean;
}

export async function hierarchySettings(ctx: AppContext): Promise<HierarchySettings> {
  const [budgetLimitEnabled, regionsEnabled] = await Promise.all([
    configurationFlag(ctx.configFile, 'budget_limit_enabled', false),
    configurationFlag(ctx.configFile, 'regions_enabled', false),
  ]);
  return { currentYear: ctx.today().getUTCFullYear(), budgetLimitEnabled, regionsEnabled };
}
