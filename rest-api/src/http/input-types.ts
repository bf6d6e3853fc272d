// The JSON types a route can declare for its body fields and query parameters (input-guard.ts).
// A type checks only what the value *is* — a string, an amount, an id, a whole number … — so
// that the rules after it (the shared yup schemas, the services) only ever see the type they
// expect. What the value must *be* (required, at most 32 characters, at least 1, a known owner)
// stays with the rules, which carry the spec's texts. Absent and null are "not given" for every
// type; whether that is allowed is a rule too.
import type { FieldError } from './errors.ts';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** A type that can stand in a JSON body. */
export interface BodyType {
  /** Adds the problems of a given (non-null) body value at `at` (the field's path). */
  checkJson(value: unknown, at: string, problems: FieldError[]): void;
}

/** A type that can also be a query parameter: read from its text, trimmed and not empty. */
export interface QueryType<Parsed> extends BodyType {
  /** Completes "<field> must be …" ('an id: a positive whole number'). */
  expected: string;
  parseQuery(text: string, at: string): Checked<Parsed>;
}

const fail = (message: string) => ({ ok: false, message }) as const;
const pass = <T>(value: T) => ({ ok: true, value }) as const;

/** A type checked one value at a time: `expected` completes "<field> must be …". */
function scalar<Parsed>(
  expected: string,
  isJson: (value: unknown) => boolean,
  parse: (text: string) => Parsed | undefined,
  rule: (value: Parsed, at: string) => string | undefined = () => undefined,
): QueryType<Parsed> {
  return {
    expected,
    checkJson(value, at, problems) {
      if (!isJson(value)) problems.push({ field: at, message: `${at} must be ${expected}` });
      else {
        const parsed = typeof value === 'string' ? parse(value.trim()) : (value as Parsed);
        const broken = parsed === undefined ? undefined : rule(parsed, at);
        if (broken) problems.push({ field: at, message: broken });
      }
    },
    parseQuery(text, at) {
      const parsed = parse(text);
      if (parsed === undefined) return fail(`${at} must be ${expected}`);
      const broken = rule(parsed, at);
      return broken ? fail(broken) : pass(parsed);
    },
  };
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** Text. `max` bounds a query parameter or a field no rule bounds (a search of 40 characters). */
export function text(options: { max?: number } = {}): QueryType<string> {
  const { max } = options;
  return scalar(
    'text',
    isString,
    (value) => value,
    (value, at) =>
      max !== undefined && value.length > max
        ? `${at} can have at most ${max} characters`
        : undefined,
  );
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Money and other decimals: a decimal string on the wire (`"1234.50"`), a JSON number accepted.
 * In a body any string passes (an empty one is "not given"; 'abc' gets the rule's text "… must be
 * a number"); a query parameter must be a decimal.
 */
export const amount = (): QueryType<string> =>
  scalar(
    'an amount: a decimal string such as "1234.50", or a number',
    (value) => isString(value) || (typeof value === 'number' && Number.isFinite(value)),
    (value) => (DECIMAL.test(value) ? value : undefined),
  );

/** Ids are int4 serials; the bound is far below 2^31 so no id can overflow a query. */
const ID = /^\d{1,9}$/;

/** A positive integer id from a number or a digit string; undefined when it cannot be one. */
export function parseId(value: unknown): number | undefined {
  const raw = typeof value === 'number' ? String(value) : value;
  return typeof raw === 'string' && ID.test(raw.trim()) && Number(raw) > 0
    ? Number(raw)
    : undefined;
}

/** An id: a positive whole number, or a string of its digits ('' is "not given" in a body). */
export const id = (): QueryType<number> =>
  scalar(
    'an id: a positive whole number',
    (value) => (isString(value) && value.trim() === '') || parseId(value) !== undefined,
    parseId,
  );

const INTEGER = /^-?\d{1,15}$/;

/** A whole number (a JSON number or its digits), optionally between `min` and `max`. */
export function integer(options: { min?: number; max?: number } = {}): QueryType<number> {
  const { min, max } = options;
  const parse = (value: string) => (INTEGER.test(value) ? Number(value) : undefined);
  const bounds =
    min !== undefined && max !== undefined
      ? `between ${min} and ${max}`
      : min !== undefined
        ? `at least ${min}`
        : `at most ${max}`;
  return scalar(
    'a whole number',
    (value) =>
      Number.isSafeInteger(value) || (isString(value) && parse(value.trim()) !== undefined),
    parse,
    (value, at) =>
      (min !== undefined && value < min) || (max !== undefined && value > max)
        ? `${at} must be ${bounds}`
        : undefined,
  );
}

export const boolean = (): QueryType<boolean> =>
  scalar(
    'true or false',
    (value) => typeof value === 'boolean',
    (value) => (value === 'true' ? true : value === 'false' ? false : undefined),
  );

/** One of a few words, e.g. a sort order or a status. */
export function oneOf<const Word extends string>(words: readonly Word[]): QueryType<Word> {
  const known = (value: unknown): value is Word => words.includes(value as Word);
  return scalar(`one of ${words.join(', ')}`, known, (value) => (known(value) ? value : undefined));
}

/**
 * A JSON array of `item`s; as a query parameter, values separated by commas (`?id=1,2,3`).
 * Elements are never "not given": a null element is a wrong type.
 */
export function list<Parsed>(item: QueryType<Parsed>): QueryType<Parsed[]>;
export function list(item: BodyType): BodyType;
export function list<Parsed>(item: BodyType | QueryType<Parsed>): BodyType | QueryType<Parsed[]> {
  const checkJson: BodyType['checkJson'] = (value, at, problems) => {
    if (!Array.isArray(value)) {
      problems.push({ field: at, message: `${at} must be a list` });
      return;
    }
    value.forEach((element, index) => {
      const where = `${at}[${index}]`;
      if (element === null) problems.push({ field: where, message: `${where} must not be null` });
      else item.checkJson(element, where, problems);
    });
  };
  if (!('parseQuery' in item)) return { checkJson };
  const expected = `values separated by commas, each ${item.expected}`;
  return {
    expected,
    checkJson,
    parseQuery(text, at) {
      const values: Parsed[] = [];
      for (const part of text.split(',').map((value) => value.trim())) {
        if (part === '') continue;
        const parsed = item.parseQuery(part, at);
        if (!parsed.ok) return fail(`${at} must be ${expected}`);
        values.push(parsed.value);
      }
      return values.length > 0 ? pass(values) : fail(`${at} needs a value`);
    },
  };
}

/** The declared fields of a JSON object: each one's type. */
export type BodyFields = Record<string, BodyType>;

/** A nested JSON object with exactly these fields (unknown ones are refused, as at the top). */
export function object(fields: BodyFields): BodyType {
  return {
    checkJson(value, at, problems) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        problems.push({ field: at, message: `${at} must be an object` });
      } else {
        checkFields(value as Record<string, unknown>, fields, `${at}.`, problems);
      }
    },
  };
}

const NAME_SHOWN = 64;

/** A client's key as an answer names it: a key of a megabyte is not sent back whole. */
export function shownName(key: string): string {
  if (key.length <= NAME_SHOWN) return key;
  // By code points, so a cut never leaves half of a surrogate pair.
  return `${Array.from(key.slice(0, NAME_SHOWN * 2))
    .slice(0, NAME_SHOWN)
    .join('')}…`;
}

/** Every key of `body` must be declared; every declared key that is given, of its type. */
export function checkFields(
  body: Record<string, unknown>,
  fields: BodyFields,
  prefix: string,
  problems: FieldError[],
): void {
  for (const [key, value] of Object.entries(body)) {
    const at = `${prefix}${shownName(key)}`;
    const type = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (!type) problems.push({ field: at, message: `Unknown field '${at}'` });
    else if (value !== null) type.checkJson(value, at, problems);
  }
}
