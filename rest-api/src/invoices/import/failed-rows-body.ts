// The failed rows of an import as a client sends them back for a download (POST /pdf/import-errors,
// POST /invoices/csv/failed-rows): `{ errorRows }` exactly as POST /invoices/csv answered them.
// One body check for every format, so a PDF and a spreadsheet refuse the same bodies alike.
import { INVOICE_IMPORT_COLUMNS, INVOICE_IMPORT_LIMITS } from '@cost-steering/schema';
import { validationFailed } from '../../http/errors.ts';
import { integer, list, object, text, type BodyType } from '../../http/input-types.ts';

export interface FailedRow {
  row: number;
  errors: string[];
  /** `[column, cell]` of the import's columns as written, then `extra` (cells beyond the header). */
  fields: Array<[string, string]>;
}

/** A list of at most `max` elements (the import's own row limit bounds the failed rows). */
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

/** The `body` of `accepts(...)` for a failed-rows download. */
export const FAILED_ROWS_BODY = {
  errorRows: atMost(
    INVOICE_IMPORT_LIMITS.rows,
    list(
      object({
        row: integer({ min: 0, max: 1_000_000_000 }),
        errors: atMost(50, list(cell())),
        ...Object.fromEntries(INVOICE_IMPORT_COLUMNS.map((column) => [column.name, cell()])),
        // csv-format.ts: the cells beyond the header, joined.
        extra: cell(),
      }),
    ),
  ),
};

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

/** The checked body as rows (the guard has checked each field's type already). */
export function failedRowsOf(body: { errorRows?: ErrorRowBody[] | null }): FailedRow[] {
  if (!Array.isArray(body.errorRows)) {
    throw validationFailed([{ field: 'errorRows', message: 'errorRows is required' }]);
  }
  return body.errorRows.map((row) => ({
    row: Number(row.row ?? 0),
    errors: row.errors ?? [],
    fields: FIELD_NAMES.flatMap((name) =>
      typeof row[name] === 'string' ? [[name, row[name]] as [string, string]] : [],
    ),
  }));
}
