// Spec §4 'Forecast colour': negative when forecast >= budget, warning at 85 % of it, positive
// below. The same rule compares actuals to forecast. One definition for bff and web.
import { compareDecimals, reachesShare } from './decimal.ts';

export type FigureStatus = 'POSITIVE' | 'WARNING' | 'NEGATIVE';

export const WARNING_PERCENT = 85;

/**
 * `value` measured against `reference` (forecast against budget, actuals against forecast).
 * With nothing to measure against (reference 0) any spending is NEGATIVE and none is POSITIVE.
 */
export function figureStatus(value: string, reference: string): FigureStatus {
  if (compareDecimals(reference, '0') <= 0) {
    return compareDecimals(value, '0') > 0 ? 'NEGATIVE' : 'POSITIVE';
  }
  if (compareDecimals(value, reference) >= 0) return 'NEGATIVE';
  return reachesShare(value, reference, WARNING_PERCENT) ? 'WARNING' : 'POSITIVE';
}
