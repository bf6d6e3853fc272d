// Server configuration → what the shell uses, with the defaults of spec §1 when there is none.
import { DEFAULT_GOAL_LABEL, TEXTS } from '@cost-steering/schema';
import type { AppConfiguration, FeatureFlags, ThemeColors } from '../../shared/session/session';

/** The shape the configuration query returns (null when the server has no configuration). */
export type ConfigurationData = FeatureFlags & {
  appName: string;
  financialGoalLabel: string;
  colors: ThemeColors;
  logo?: string | null;
};

/** Spec §1: with no configuration, cost units and the archive show and the importer hides. */
export const DEFAULT_FLAGS: FeatureFlags = {
  invoiceImporterEnabled: false,
  costUnitsEnabled: true,
  purchaseRequestArchiveEnabled: true,
  suppliersEnabled: false,
  prSbuEnabled: false,
  prJustificationEnabled: false,
  prAccountingElement: false,
  undefinedEnabled: false,
  createInvoiceEnabled: false,
  regionsEnabled: false,
  buyingUnitEnabled: false,
  budgetLimitEnabled: false,
  invoicesExportEnabled: false,
  invoiceDateRangeEnabled: false,
  limitedPrAmountEnabled: false,
};

export const MISSING_CONFIGURATION: AppConfiguration = {
  present: false,
  appName: TEXTS.missingConfigurationName,
  pageTitle: TEXTS.missingConfigurationTitle,
  financialGoalLabel: DEFAULT_GOAL_LABEL,
  flags: DEFAULT_FLAGS,
  colors: {},
  logo: null,
};

function flagsOf(data: ConfigurationData): FeatureFlags {
  const flags = { ...DEFAULT_FLAGS };
  for (const key of Object.keys(DEFAULT_FLAGS) as (keyof FeatureFlags)[]) {
    flags[key] = data[key];
  }
  return flags;
}

export function toAppConfiguration(data: ConfigurationData | null | undefined): AppConfiguration {
  if (!data) return MISSING_CONFIGURATION;
  const appName = data.appName.trim() || TEXTS.missingConfigurationName;
  return {
    present: true,
    appName,
    pageTitle: appName,
    financialGoalLabel: data.financialGoalLabel.trim() || DEFAULT_GOAL_LABEL,
    flags: flagsOf(data),
    colors: data.colors,
    logo: data.logo ?? null,
  };
}
