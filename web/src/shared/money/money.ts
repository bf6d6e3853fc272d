// Money display of spec §9: EUR value × selected rate, rounded half up to 2 decimals, Croatian
// grouping, then the currency code — '1.234,50 EUR'. The arithmetic and the format are the schema
// package's (fromEur, moneyDisplay: the servers' texts show amounts the same way); Intl formats
// the decimal *string*, so no float rounds it (Intl.NumberFormat v3 formats strings exactly).
import { fromEur, isDecimal, moneyDisplay } from '@cost-steering/schema';

/** A missing, empty or unreadable amount counts as zero rather than breaking the screen. */
function decimalOrZero(value: string | null | undefined): string {
  return value != null && isDecimal(value) ? value : '0';
}

export function formatMoney(value: string | null | undefined, rate: string, currency: string) {
  return moneyDisplay(fromEur(decimalOrZero(value), decimalOrZero(rate)), currency);
}

// Daily rates are numeric(12,3): the spec's step is 0.001, so a third decimal is part of the rate
// and must not be rounded away ('812,345 EUR'); a whole or one-decimal rate still reads as money.
const hrHRRate = new Intl.NumberFormat('hr-HR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});

/** A daily rate as written, in its own currency: '812,345 EUR', '812,30 EUR' (never a float). */
export function formatRate(value: string | null | undefined, currency: string) {
  return `${hrHRRate.format(decimalOrZero(value) as `${number}`)} ${currency}`;
}
