// What every screen may know about the signed-in session: the user, the server configuration
// (already defaulted), and the two auth actions features need. Provided by src/app.
import { createContext, useContext } from 'react';
import type { Role } from '@cost-steering/schema';

export interface CurrentUser {
  username: string;
  displayName: string;
  /** Realm roles without the default role. */
  roles: readonly string[];
  groups: readonly string[];
}

/** The boolean feature flags of the server configuration (spec §1). */
export interface FeatureFlags {
  invoiceImporterEnabled: boolean;
  costUnitsEnabled: boolean;
  purchaseRequestArchiveEnabled: boolean;
  suppliersEnabled: boolean;
  prSbuEnabled: boolean;
  prJustificationEnabled: boolean;
  prAccountingElement: boolean;
  undefinedEnabled: boolean;
  createInvoiceEnabled: boolean;
  regionsEnabled: boolean;
  buyingUnitEnabled: boolean;
  budgetLimitEnabled: boolean;
  invoicesExportEnabled: boolean;
  invoiceDateRangeEnabled: boolean;
  limitedPrAmountEnabled: boolean;
}

export type FeatureFlag = keyof FeatureFlags;

export interface ThemeColors {
  textPrimary?: string | null;
  textSecondary?: string | null;
  textTertiary?: string | null;
  textLink?: string | null;
  textDisabled?: string | null;
  textHeader?: string | null;
  textFooter?: string | null;
  header?: string | null;
  footer?: string | null;
  subheader?: string | null;
  body?: string | null;
  primary?: string | null;
}

export interface AppConfiguration {
  /** False when the server has no configuration (spec §1 'Missing Configuration'). */
  present: boolean;
  appName: string;
  /** The document title. */
  pageTitle: string;
  financialGoalLabel: string;
  flags: FeatureFlags;
  colors: ThemeColors;
  /** Data URL of the logo, or null for the built-in mark. */
  logo: string | null;
}

export interface Session {
  user: CurrentUser;
  configuration: AppConfiguration;
  /** The current access token (renewed silently), for the few plain HTTP calls. */
  getAccessToken(): Promise<string | undefined>;
  /** Ends the session at the identity provider and comes back to the app's origin. */
  logout(): void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionContext provider (src/app)');
  return session;
}

export function hasAnyRole(user: CurrentUser, roles: readonly Role[]): boolean {
  return roles.some((role) => user.roles.includes(role));
}
