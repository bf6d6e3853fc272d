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
