// Money display of spec §9: EUR value × selected rate, rounded half up to 2 decimals, Croatian
// grouping, then the currency code — '1.234,50 EUR'. Exact: decimal.js does the arithmetic and
// Intl formats the decimal *string* (Intl.NumberFormat v3 formats strings without a float).
import Decimal from 'decimal.js';

const hrHR = new Intl.NumberFormat('hr-HR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function toDecimal(value: string | null | undefined): Decimal {
  if (value == null || value.trim() === '') return new Decimal(0);
  try {
    return new Decimal(value);
  } catch {
    return new Decimal(0);
  }
}

export function formatMoney(value: string | null | undefined, rate: string, currency: string) {
  const shown = toDecimal(value).times(toDecimal(rate)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  // toFixed keeps plain notation for huge or tiny values (no exponent for Intl to misread).
  const text = hrHR.format(shown.toFixed(2) as `${number}`);
  return `${text} ${currency}`;
}

/** Exact sum of decimal strings, as a decimal string with 2 places. */
export function sumMoney(values: readonly (string | null | undefined)[]): string {
  return values.reduce((total, value) => total.plus(toDecimal(value)), new Decimal(0)).toFixed(2);
}

export type ForecastTone = 'negative' | 'warning' | 'positive';

const WARNING_SHARE = new Decimal('0.85');

/**
 * Spec §4 'Forecast colour': negative when the forecast reaches the budget, warning from 85 % of
 * it, positive below. The same rule compares actuals with the forecast.
 */
export function forecastTone(
  forecast: string | null | undefined,
  budget: string | null | undefined,
): ForecastTone {
  const spent = toDecimal(forecast);
  const cap = toDecimal(budget);
  if (spent.greaterThanOrEqualTo(cap)) return 'negative';
  if (spent.greaterThanOrEqualTo(cap.times(WARNING_SHARE))) return 'warning';
  return 'positive';
}

/** MUI palette paths for the tones, for `sx={{ color }}`. */
export const TONE_COLOR: Record<ForecastTone, string> = {
  negative: 'error.main',
  warning: 'warning.main',
  positive: 'success.main',
};
