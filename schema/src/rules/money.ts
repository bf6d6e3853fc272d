// Decimal-string fields for forms and servers. Bounds are compared as numbers (a check, not
// arithmetic on money); the value itself stays the exact string the user typed.
import { text } from './typed.ts';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * An amount: a decimal string, or a JSON number read as its decimal text (the REST contract
 * accepts both). Any other type is `typeMessage` (never cast, never called).
 */
export function amountText(label: string, typeMessage: string) {
  return text(label)
    .transform((value: unknown) =>
      typeof value === 'number' && Number.isFinite(value) ? String(value) : value,
    )
    .typeError(typeMessage);
}

export function decimalString(label: string) {
  const notANumber = `${label} must be a number`;
  return amountText(label, notANumber).matches(DECIMAL, {
    message: notANumber,
    excludeEmptyString: true,
  });
}

export function minDecimal(label: string, min: number) {
  return decimalString(label)
    .required(`${label} is required`)
    .test(
      'min',
      `${label} must be at least ${min}`,
      (value) => value == null || Number(value) >= min,
    );
}

/** What a money column (NUMERIC(14,2)) holds: at most 12 digits before the point and 2 after. */
export const MONEY_FORMAT = /^\d{1,12}(\.\d{1,2})?$/;

/** The text of an amount that does not fit a money column (every form and server says it). */
export const moneyFormatMessage = (label: string) =>
  `${label} can have at most 12 digits and 2 decimals`;

/** Whether a decimal's digits fit a money column (its sign is another rule's business). */
export const fitsMoney = (value: string) => MONEY_FORMAT.test(value.replace(/^-/, ''));

/** An amount of money: a decimal of at least `min` that a money column holds. */
export function minMoney(label: string, min: number) {
  return minDecimal(label, min).test(
    'money',
    moneyFormatMessage(label),
    (value) => value == null || !DECIMAL.test(value) || fitsMoney(value),
  );
}
