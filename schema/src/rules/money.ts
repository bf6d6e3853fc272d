// Decimal-string fields for forms and servers. Bounds are compared as numbers (a check, not
// arithmetic on money); the value itself stays the exact string the user typed.
import { string } from 'yup';

const DECIMAL = /^-?\d+(\.\d+)?$/;

export function decimalString(label: string) {
  return string()
    .trim()
    .matches(DECIMAL, { message: `${label} must be a number`, excludeEmptyString: true });
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
