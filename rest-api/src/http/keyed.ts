// Lists are keyed by id (CONTRACT.md). JSON.stringify would reorder integer keys ascending; the
// body is written in the order the query sorted, so a list sorted newest first stays so on the
// wire (clients that parse into plain objects must still sort by their own field).
import type { Response } from 'express';
import { parseId } from './input-types.ts';

export function sendKeyed(res: Response, rows: ReadonlyArray<{ id: number | string }>): void {
  res.type('application/json').send(keyedJson(rows));
}

/** A JSON body the database wrote (db/json.ts). */
export function sendJsonText(res: Response, body: string): void {
  res.type('application/json').send(body);
}

/** The JSON text of rows keyed by id, in the rows' order. */
export function keyedJson(rows: ReadonlyArray<{ id: number | string }>): string {
  const body = rows.map((row) => `${JSON.stringify(String(row.id))}:${JSON.stringify(row)}`);
  return `{${body.join(',')}}`;
}

/** A positive integer id from a path parameter; anything else is a resource that does not exist. */
export function idParam(value: string | string[] | undefined): number | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  // Digits only: the body's ' 12 ' is an id, a path's '%2012' is not.
  return raw && /^\d+$/.test(raw) ? parseId(raw) : undefined;
}
