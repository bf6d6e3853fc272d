// Text no service may store or pass on: PostgreSQL cannot hold NUL (U+0000) in text, and an
// unpaired UTF-16 surrogate is not a character at all (it would be stored silently changed to
// U+FFFD). One definition for the rules, the REST API's input guard and anyone else who checks.

const NUL = '\u0000';
/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type UnsafeCharacter = 'NUL' | 'unpaired surrogate';

/** The first kind of unsafe character in `value`, or null when it is safe to store. */
export function unsafeCharacter(value: string): UnsafeCharacter | null {
  if (value.includes(NUL)) return 'NUL';
  return UNPAIRED_SURROGATE.test(value) ? 'unpaired surrogate' : null;
}

/** `value` with every unsafe character replaced by U+FFFD: for naming it back to the user. */
export function replaceUnsafe(value: string): string {
  return value
    .replaceAll(NUL, '\uFFFD')
    .replace(new RegExp(UNPAIRED_SURROGATE.source, 'g'), '\uFFFD');
}

/** What the user reads about a field (its label or name) holding such a character. */
export function unsafeTextMessage(field: string, found: UnsafeCharacter): string {
  return found === 'NUL'
    ? `${field} must not contain the NUL character (U+0000)`
    : `${field} must not contain an unpaired UTF-16 surrogate (not valid Unicode text)`;
}

/** `value` with every unpaired surrogate replaced by U+FFFD (as String.prototype.toWellFormed). */
export function wellFormed(value: string): string {
  return value.replace(new RegExp(UNPAIRED_SURROGATE.source, 'g'), '\uFFFD');
}
