// JSON written by the database. A list of a thousand products with ~100 figures each is 2 MB of
// JSON: written by PostgreSQL from the rows of one query, it leaves the server as one text value,
// instead of ~100,000 values parsed into objects, reshaped and stringified again in JavaScript.
// The text is concatenated (concat, string_agg), not built with row_to_json/json_object_agg,
// which took half as long again (measured at 1,000 products on PostgreSQL 15).
import { sql, type Expression, type RawBuilder } from 'kysely';

/** A value in a JSON text: SQL that yields its JSON text, never NULL. */
export interface JsonValue {
  readonly json: RawBuilder<unknown>;
}
/** One member of a JSON object: its value, or a nested object. */
export type JsonMember = readonly [key: string, value: JsonValue | JsonLayout];
/** The members of a JSON object, in the order they are written. */
export type JsonLayout = readonly JsonMember[];

/** A number (integer column); SQL NULL is null. */
export const jsonNumber = (value: RawBuilder<unknown>): JsonValue => ({
  json: sql`coalesce(${value}::text, 'null')`,
});

/** A text, escaped by to_json; SQL NULL is null. */
export const jsonString = (value: RawBuilder<unknown>): JsonValue => ({
  json: sql`coalesce(to_json(${value}::text)::text, 'null')`,
});

/**
 * A money amount (numeric) as a JSON string with its two decimals, "1234.50"; SQL NULL is null.
 * A number prints digits, '.' and '-' only: nothing to escape.
 */
export const jsonMoney = (value: RawBuilder<unknown>): JsonValue => ({
  json: sql`coalesce('"' || ${value}::text || '"', 'null')`,
});

type Piece = string | RawBuilder<unknown>;

/** The object as pieces of text: constants (merged) and values. */
function pieces(layout: JsonLayout): Piece[] {
  const out: Piece[] = [];
  const push = (piece: Piece) => {
    const last = out.length - 1;
    if (typeof piece === 'string' && typeof out[last] === 'string') out[last] += piece;
    else out.push(piece);
  };
  layout.forEach(([key, value], index) => {
    push(`${index === 0 ? '{' : ','}${JSON.stringify(key)}:`);
    if (Array.isArray(value)) (pieces(value as JsonLayout) as Piece[]).forEach(push);
    else push((value as JsonValue).json);
  });
  push(layout.length === 0 ? '{}' : '}');
  return out;
}

// concat() takes at most 100 arguments (PostgreSQL's limit for any function).
const MAX_ARGUMENTS = 100;

function concatenated(parts: RawBuilder<unknown>[]): RawBuilder<unknown> {
  if (parts.length <= MAX_ARGUMENTS) return sql`concat(${sql.join(parts)})`;
  const chunks: RawBuilder<unknown>[] = [];
  for (let start = 0; start < parts.length; start += MAX_ARGUMENTS) {
    chunks.push(concatenated(parts.slice(start, start + MAX_ARGUMENTS)));
  }
  return concatenated(chunks);
}

/** The JSON text of an object with these members, as one SQL text expression. */
export function jsonObjectText(layout: JsonLayout): RawBuilder<string> {
  const parts = pieces(layout).map((piece) => (typeof piece === 'string' ? sql.lit(piece) : piece));
  return concatenated(parts) as RawBuilder<string>;
}

/**
 * The rows of `rows` (a query, aliased `row` inside `layout` and `orderBy`) as one JSON text: an
 * object keyed by the rows' `id`, members in `orderBy` order (CONTRACT.md: lists are keyed by id).
 */
export function keyedJsonList(
  rows: Expression<unknown>,
  layout: JsonLayout,
  orderBy: RawBuilder<unknown>,
): RawBuilder<{ body: string }> {
  const member = sql`concat('"', row.id, '":', ${jsonObjectText(layout)})`;
  return sql<{ body: string }>`select
      concat('{', string_agg(${member}, ',' order by ${orderBy}), '}') as body
    from (${rows}) as row`;
}
