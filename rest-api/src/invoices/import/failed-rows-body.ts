// The failed rows of an import as a client sends them back for a download (POST /pdf/import-errors,
// POST /invoices/csv/failed-rows): `{ errorRows }` exactly as POST /invoices/csv answered them.
// One body check for every format, so a PDF and a spreadsheet refuse the same bodies alike.
// The routes' input guard checks the query only (it runs before the body is parsed); the body is
// checked here, in slices (checkedFailedRows).
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Request, Response } from 'express';
import {
  INVOICE_IMPORT_COLUMNS,
  INVOICE_IMPORT_LIMITS,
  replaceUnsafe,
} from '@cost-steering/schema';
import { AppError, validationFailed } from '../../http/errors.ts';
import { accepts } from '../../http/input-guard.ts';
import { integer, list, object, shownName, text, type BodyType } from '../../http/input-types.ts';

export interface FailedRow {
  row: number;
  errors: string[];
  /** `[column, cell]` of the import's columns as written, then `extra` (cells beyond the header). */
  fields: Array<[string, string]>;
}

/** A list of at most `max` elements. */
function atMost(max: number, type: BodyType): BodyType {
  return {
    checkJson(value, at, problems) {
      if (Array.isArray(value) && value.length > max) {
        problems.push({ field: at, message: `${at} can have at most ${max} rows` });
      } else type.checkJson(value, at, problems);
    },
  };
}

/** A cell's and an error's text: bounded, so one row cannot hold a megabyte. */
const CELL_MAX = 1000;
const cell = () => text({ max: CELL_MAX });

const FAILED_ROW = object({
  row: integer({ min: 0, max: 1_000_000_000 }),
  errors: atMost(50, list(cell())),
  ...Object.fromEntries(INVOICE_IMPORT_COLUMNS.map((column) => [column.name, cell()])),
  // csv-format.ts: the cells beyond the header, joined.
  extra: cell(),
});

/** The rows of the body checked at once: one slice is a few milliseconds of the event loop. */
const ROWS_PER_SLICE = 250;

/** The input guard of the API for one slice of the rows (the same texts as for any body). */
const SLICE_GUARD = accepts({ body: { errorRows: list(FAILED_ROW) } });

/** `errorRows[3]…` of a slice starting at `offset` → `errorRows[offset + 3]…` of the body. */
const shifted = (text: string, offset: number) =>
  text.replace(/errorRows\[(\d+)\]/g, (_, index: string) => `errorRows[${Number(index) + offset}]`);

/**
 * The body `{ errorRows }` checked as the input guard checks every body — unsafe text, types,
 * lengths, unknown fields, with the same texts — but a slice of rows at a time with a turn of the
 * event loop between: 20,000 rows had held the API ~0.8 s in one piece (bench:import's /readyz).
 * Runs after the body is parsed (the route's own 24 MB parser); answers the failed rows.
 */
export async function checkedFailedRows(body: unknown): Promise<FailedRow[]> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw validationFailed([{ field: '', message: 'The request body must be a JSON object' }]);
  }
  const { errorRows, ...others } = body as { errorRows?: unknown };
  // A key is named as the guard names one: unsafe characters replaced, a long one cut.
  const unknown = Object.keys(others)
    .slice(0, 20)
    .map((key) => shownName(replaceUnsafe(key)));
  if (unknown.length > 0) {
    throw validationFailed(
      unknown.map((key) => ({ field: key, message: `Unknown field '${key}'` })),
    );
  }
  if (errorRows === undefined || errorRows === null) {
    throw validationFailed([{ field: 'errorRows', message: 'errorRows is required' }]);
  }
  if (!Array.isArray(errorRows)) {
    throw validationFailed([{ field: 'errorRows', message: 'errorRows must be a list' }]);
  }
  if (errorRows.length > INVOICE_IMPORT_LIMITS.rows) {
    throw validationFailed([
      {
        field: 'errorRows',
        message: `errorRows can have at most ${INVOICE_IMPORT_LIMITS.rows} rows`,
      },
    ]);
  }
  for (let offset = 0; offset < errorRows.length; offset += ROWS_PER_SLICE) {
    const slice = {
      body: { errorRows: errorRows.slice(offset, offset + ROWS_PER_SLICE) },
      query: {},
      params: {},
    };
    try {
      SLICE_GUARD(slice as unknown as Request, {} as Response, () => undefined);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw validationFailed(
        (error.errors ?? []).map(({ field, message }) => ({
          field: shifted(field, offset),
          message: shifted(message, offset),
        })),
      );
    }
    await nextTurn();
  }
  return failedRowsOf(errorRows as ErrorRowBody[]);
}

/**
 * The failed rows of one upload (at most 10 MB of CSV) as JSON: the cells again, each with its
 * column's name, and the errors — more than the API's 2 MB, so these routes parse their own body.
 */
export const FAILED_ROWS_JSON_LIMIT = '24mb';

interface ErrorRowBody {
  row?: number | string | null;
  errors?: string[] | null;
  [column: string]: unknown;
}

const FIELD_NAMES = [...INVOICE_IMPORT_COLUMNS.map((column) => column.name), 'extra'];

/** The checked rows with their fields in the import's order. */
function failedRowsOf(rows: ErrorRowBody[]): FailedRow[] {
  return rows.map((row) => ({
    row: Number(row.row ?? 0),
    errors: row.errors ?? [],
    fields: FIELD_NAMES.flatMap((name) =>
      typeof row[name] === 'string' ? [[name, row[name]] as [string, string]] : [],
    ),
  }));
}
