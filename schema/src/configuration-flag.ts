// A feature flag of the server's configuration file, read the same way by the REST API (which
// enforces the feature) and the bff (which tells the web to show it): operators edit the file by
// hand, so "true"/"false" strings count as well as booleans. Two readings would let the web offer
// a feature the REST API then refuses, or the reverse.

/** The flag's value: a boolean, or the strings "true"/"false"; anything else is `fallback`. */
export function configurationFlagValue(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}
