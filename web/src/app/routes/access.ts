// Who may open a route (spec §2 route table). The same rule hides menu items and guards routes;
// the server still checks every call (menus are not security).
import type { Role } from '@cost-steering/schema';
import type { FeatureFlag, FeatureFlags } from '../../shared/session/session';

export interface AccessRule {
  /** At least one of these realm roles. */
  rolesAnyOf?: readonly Role[];
  /** This configuration flag must be on. */
  flag?: FeatureFlag;
  /** This query parameter must be present and non-empty (e.g. /manage-cost-unit?unit=…). */
  requiredQuery?: string;
}

export interface AccessContext {
  roles: readonly string[];
  flags: FeatureFlags;
  search?: URLSearchParams;
}

export function canAccess(rule: AccessRule | undefined, context: AccessContext): boolean {
  if (!rule) return true;
  if (rule.rolesAnyOf && !rule.rolesAnyOf.some((role) => context.roles.includes(role))) {
    return false;
  }
  if (rule.flag && !context.flags[rule.flag]) return false;
  if (rule.requiredQuery && !context.search?.get(rule.requiredQuery)?.trim()) return false;
  return true;
}
