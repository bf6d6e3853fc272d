// Spec §4 'Forecast colour': negative when forecast >= budget, warning at 85 % of it, positive
// below. The same rule compares actuals to forecast. One definition for bff and web.
import { toScaled } from './decimal.ts';

export type FigureStatus = 'POSITIVE' | 'WARNING' | 'NEGATIVE';

export const WARNING_PERCENT = 85;

/**
 * `value` measured against `reference` (forecast against budget, actuals against forecast).
 * With nothing to measure against (reference 0) any spending is NEGATIVE and none is POSITIVE.
 */
export function figureStatus(value: string, reference: string): FigureStatus {
  // Each amount is read once: a list of a thousand products asks for two thousand statuses.
  const spent = toScaled(value);
  const limit = toScaled(reference);
  if (limit <= 0n) return spent > 0n ? 'NEGATIVE' : 'POSITIVE';
  if (spent >= limit) return 'NEGATIVE';
  return spent * 100n >= limit * BigInt(WARNING_PERCENT) ? 'WARNING' : 'POSITIVE';
}
