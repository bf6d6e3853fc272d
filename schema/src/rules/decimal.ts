// Exact arithmetic on decimal strings for the few sums and comparisons the forms and the bff need
// (sums of budget inputs, sorting by money, the forecast colour). Values are scaled to integers
// (BigInt) so no float ever touches money; the servers' totals come from SQL (DESIGN.md §4).

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;
/** Digits after the point kept by the scaled form: enough for rates (8) and money (2). */
const SCALE = 8;
const ONE = 10n ** BigInt(SCALE);

/** Whether `value` is a decimal string; any other type (a form's or a body's value) is not. */
export function isDecimal(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL.test(value.trim());
}

/** A decimal as servers send it: no spaces, at most 8 decimals (money has 2). */
const PLAIN_DECIMAL = /^-?\d+(?:\.\d{1,8})?$/;

/** The value × 10^8 as a BigInt; digits beyond the 8th are cut (inputs never have them). */
export function toScaled(value: string): bigint {
  // The common case in one BigInt parse: a list of a thousand products reads thousands of amounts.
  if (PLAIN_DECIMAL.test(value)) {
    const point = value.indexOf('.');
    if (point < 0) return BigInt(value) * ONE;
    const fraction = value.slice(point + 1);
    return BigInt(value.slice(0, point) + fraction.padEnd(SCALE, '0'));
  }
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new Error(`Not a decimal: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  const scaled = BigInt(whole!) * ONE + BigInt(fraction.slice(0, SCALE).padEnd(SCALE, '0') || '0');
  return sign ? -scaled : scaled;
}

/** A scaled value back to a string with `digits` decimals, rounded half away from zero. */
export function fromScaled(scaled: bigint, digits = 2): string {
  const negative = scaled < 0n;
  const absolute = negative ? -scaled : scaled;
  const unit = 10n ** BigInt(SCALE - digits);
  const rounded = (absolute + unit / 2n) / unit;
  const text = rounded.toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = digits > 0 ? `.${text.slice(-digits)}` : '';
  return `${negative && rounded !== 0n ? '-' : ''}${whole}${fraction}`;
}

/** A money amount as stored and shown by the servers: '180000' → '180000.00', '0.5' → '0.50'. */
export function moneyText(value: string): string {
  return fromScaled(toScaled(value), 2);
}

// Spec §9's one display of an amount, for every screen and every server text that shows one.
const hrHR = new Intl.NumberFormat('hr-HR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An amount as users read it (spec §9): rounded half away from zero to 2 decimals, Croatian
 * grouping, then the currency code — '1.234,50 EUR'. Intl formats the decimal *string* (Intl.
 * NumberFormat v3), so no float rounds it. The web's display currency multiplies first (fromEur).
 */
export function moneyDisplay(amount: string, currency: string): string {
  return `${hrHR.format(fromScaled(toScaled(amount), 2) as `${number}`)} ${currency}`;
}

/** -1, 0 or 1, exactly. */
export function compareDecimals(a: string, b: string): number {
  const difference = toScaled(a) - toScaled(b);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** The exact sum, with 2 decimals. Empty strings, null and undefined count as 0. */
export function sumDecimals(values: ReadonlyArray<string | null | undefined>): string {
  const total = values.reduce<bigint>(
    (sum, value) => (value == null || value.trim() === '' ? sum : sum + toScaled(value)),
    0n,
  );
  return fromScaled(total, 2);
}

/**
 * An EUR amount shown in a display currency (spec §9): amount × rate, rounded half away from zero
 * to 2 decimals. Exact: the product of the two scaled values is cut to 8 decimals before the one
 * rounding, which cannot move it across a half cent (a half cent has 3 decimals).
 */
export function fromEur(eurAmount: string, rate: string): string {
  return fromScaled((toScaled(eurAmount) * toScaled(rate)) / ONE, 2);
}

/** An amount in a currency converted to EUR: amount ÷ rate (display value = EUR × rate), 2 decimals. */
export function toEur(amount: string, rate: string): string {
  const scaledRate = toScaled(rate);
  if (scaledRate <= 0n) throw new Error(`Not a rate: ${rate}`);
  // amount × 10^8 × 10^8 / rate keeps 8 decimals; fromScaled rounds to cents.
  return fromScaled((toScaled(amount) * ONE) / scaledRate, 2);
}

/**
 * The exact product of two decimals (e.g. person days × daily rate), rounded half away from zero
 * to `digits` decimals once at the end. Both factors keep up to 8 decimals (spec inputs have 3).
 */
export function multiplyDecimals(a: string, b: string, digits = 2): string {
  return fromScaled((toScaled(a) * toScaled(b)) / ONE, digits);
}

/** a − b exactly, with 2 decimals. */
export function subtractDecimals(a: string, b: string): string {
  return fromScaled(toScaled(a) - toScaled(b), 2);
}
