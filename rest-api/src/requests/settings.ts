// What the request rules depend on besides the data: "today" (start-date minimum, the year split
// and the delivery warning) and the operator's flags, read on every request like GET /configuration.
import {
  BUDGET_CHECK_MODES,
  configurationFlagValue,
  DEFAULT_BUDGET_CHECK,
  type BudgetCheckMode,
} from '@cost-steering/schema';
import { isoDay, type AppContext } from '../context.ts';
import { readConfiguration } from '../reference/index.ts';

export interface RequestSettings {
  today: string;
  currentYear: number;
  /** pr_justification_enabled: a sent request awaits a Product Family Manager's signature. */
  justificationEnabled: boolean;
  suppliersEnabled: boolean;
  /** pr_sbu_enabled */
  sbuEnabled: boolean;
  /** pr_accounting_element */
  accountingElementEnabled: boolean;
  /** undefined_enabled: a list item may be of type Undefined until an approver types it. */
  undefinedEnabled: boolean;
  budgetCheck: BudgetCheckMode;
  /** Caps are budget limits when on, targets when off (the hierarchy's rule). */
  budgetLimitEnabled: boolean;
}

const flag = (configuration: Record<string, unknown> | null, key: string) =>
  configurationFlagValue(configuration?.[key], false);

export async function requestSettings(ctx: AppContext): Promise<RequestSettings> {
  const configuration = await readConfiguration(ctx.configFile);
  const mode = configuration?.budget_check;
  const now = ctx.today();
  return {
    today: isoDay(now),
    currentYear: now.getUTCFullYear(),
    justificationEnabled: flag(configuration, 'pr_justification_enabled'),
    suppliersEnabled: flag(configuration, 'suppliers_enabled'),
    sbuEnabled: flag(configuration, 'pr_sbu_enabled'),
    accountingElementEnabled: flag(configuration, 'pr_accounting_element'),
    undefinedEnabled: flag(configuration, 'undefined_enabled'),
    // An unknown value is the default, never 'off': a typo must not switch the check off.
    budgetCheck: BUDGET_CHECK_MODES.includes(mode as BudgetCheckMode)
      ? (mode as BudgetCheckMode)
      : DEFAULT_BUDGET_CHECK,
    budgetLimitEnabled: flag(configuration, 'budget_limit_enabled'),
  };
}
