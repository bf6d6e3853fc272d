// REST shapes of the reference domain → GraphQL types.
import { configurationFlagValue, DEFAULT_GOAL_LABEL, DEFAULT_VERSION } from '@cost-steering/schema';
import type { Configuration, Currency, ThemeColors, User } from '../generated/graphql.ts';
import { valuesById } from '../keyed.ts';
import type { RestConfiguration, RestCurrencies, RestLogo, RestNamed, RestUser } from './rest.ts';

export const DEFAULT_APP_NAME = 'Cost Steering';

/** Configuration without its logo, which a field resolver loads only when asked for. */
export type ConfigurationModel = Omit<Configuration, 'logo'>;

/** Flags of spec §1: GraphQL field → configuration key, with the value an empty file implies. */
const FLAGS = {
  invoiceImporterEnabled: ['invoice_importer_enabled', false],
  costUnitsEnabled: ['cost_units_enabled', true],
  purchaseRequestArchiveEnabled: ['purchase_request_archive_enabled', true],
  suppliersEnabled: ['suppliers_enabled', false],
  prSbuEnabled: ['pr_sbu_enabled', false],
  prJustificationEnabled: ['pr_justification_enabled', false],
  prAccountingElement: ['pr_accounting_element', false],
  undefinedEnabled: ['undefined_enabled', false],
  createInvoiceEnabled: ['create_invoice_enabled', false],
  regionsEnabled: ['regions_enabled', false],
  buyingUnitEnabled: ['buying_unit_enabled', false],
  budgetLimitEnabled: ['budget_limit_enabled', false],
  invoicesExportEnabled: ['invoices_export_enabled', false],
  invoiceDateRangeEnabled: ['invoice_date_range_enabled', false],
  limitedPrAmountEnabled: ['limited_pr_amount_enabled', false],
} as const satisfies Record<string, readonly [string, boolean]>;

const COLORS = {
  textPrimary: 'text_primary',
  textSecondary: 'text_secondary',
  textTertiary: 'text_tertiary',
  textLink: 'text_link',
  textDisabled: 'text_disabled',
  textHeader: 'text_header',
  textFooter: 'text_footer',
  header: 'header',
  footer: 'footer',
  subheader: 'subheader',
  body: 'body',
  primary: 'primary',
} as const satisfies Record<keyof Omit<ThemeColors, '__typename'>, string>;

/** As the REST API reads it (operators edit the file by hand: "true"/"false" count too). */
const flag = configurationFlagValue;

function nonEmptyText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function colorsOf(raw: RestConfiguration): ThemeColors {
  const colors = raw.colors && typeof raw.colors === 'object' ? raw.colors : {};
  const source = colors as Record<string, unknown>;
  const entries = Object.entries(COLORS).map(([field, key]) => [field, nonEmptyText(source[key])]);
  return Object.fromEntries(entries) as ThemeColors;
}

export function toConfiguration(raw: RestConfiguration): ConfigurationModel {
  const flags = Object.fromEntries(
    Object.entries(FLAGS).map(([field, [key, fallback]]) => [field, flag(raw[key], fallback)]),
  ) as Record<keyof typeof FLAGS, boolean>;
  return {
    appName: nonEmptyText(raw.app_name) ?? DEFAULT_APP_NAME,
    financialGoalLabel: nonEmptyText(raw.financial_goal_label) ?? DEFAULT_GOAL_LABEL,
    ...flags,
    colors: colorsOf(raw),
  };
}

export function toLogoDataUrl(logo: RestLogo | null): string | null {
  if (!logo || logo.bytes.length === 0) return null;
  const mediaType = logo.contentType.split(';')[0]!.trim();
  return `data:${mediaType};base64,${logo.bytes.toString('base64')}`;
}

export function toVersion(body: { version?: unknown } | null): string {
  return nonEmptyText(body?.version) ?? DEFAULT_VERSION;
}

/** EUR first (the default display currency), then by code. */
export function toCurrencies(raw: RestCurrencies): Currency[] {
  return Object.entries(raw ?? {})
    .map(([id, rate]) => ({ id, rate: String(rate) }))
    .sort((a, b) => (a.id === 'EUR' ? -1 : b.id === 'EUR' ? 1 : a.id.localeCompare(b.id)));
}

export function toNamedList(raw: Record<string, RestNamed>): Array<{ id: string; name: string }> {
  return valuesById(raw).map(({ id, name }) => ({ id: String(id), name }));
}

export function toUser({ id, username }: RestUser): User {
  return { id: String(id), username };
}

export function toUsers(raw: Record<string, RestUser>): User[] {
  return valuesById(raw).map(toUser);
}
