// Yup fields that take only values of their own JSON type. yup's string() calls `toString()` on
// anything that has one and `.trim()` on whatever that gave (an array or an object throws a
// TypeError; `{"toString": 1}` throws in the cast itself), its number() reads `[2026]` as 2026,
// and its object() looks every key of the value up among its fields, so a key `toString` finds
// Object.prototype's and throws. These fields never coerce and never call a method on a value of
// another type: a wrong type is a validation error with the field's text, like any other rule.
import { boolean, number, object, string, type ObjectShape } from 'yup';
import { unsafeCharacter, unsafeTextMessage } from './unsafe-text.ts';

/** Turns off yup's built-in cast of other types for this one schema (its transforms read it). */
function withoutCoercion<S extends { spec: { coerce: boolean } }>(schema: S): S {
  schema.spec.coerce = false;
  return schema;
}

/** A string field, trimmed; other types, NUL and unpaired surrogates are refused with `label`. */
export function text(label: string) {
  return withoutCoercion(string())
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .typeError(`${label} must be text`)
    .test('safe-text', (value, context) => {
      const found = typeof value === 'string' ? unsafeCharacter(value) : null;
      return found ? context.createError({ message: unsafeTextMessage(label, found) }) : true;
    });
}

/**
 * A number field that also reads a numeric string (a form's text input); '' and every other
 * type (arrays, objects, booleans) fail with `typeMessage`.
 */
export function numeric(typeMessage: string) {
  return withoutCoercion(number())
    .transform((value: unknown) => (typeof value === 'string' ? numberOfText(value) : value))
    .typeError(typeMessage);
}

const numberOfText = (value: string) => (value.trim() === '' ? NaN : Number(value));

/** A true/false field: only JSON booleans (yup's boolean() would read 'true', 1 or '1'). */
export const flag = () => withoutCoercion(boolean());

/**
 * An object of these fields; other keys are dropped before yup looks them up (see above). The
 * fields are read when it runs, so a `.shape({...})` added later (a form's extra field) counts.
 */
export function fields<Shape extends ObjectShape>(shape: Shape) {
  return object(shape).transform((value: unknown, _original, schema) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(schema.fields)
            .filter((key) => Object.hasOwn(value, key))
            .map((key) => [key, (value as Record<string, unknown>)[key]]),
        )
      : value,
  );
}
