// The rows of an imported CSV file as the import works on them (import.ts checks them,
// import-write.ts writes their invoices), and how a row's problem is worded.
import { INVOICE_IMPORT_LIMITS } from '@cost-steering/schema';
import type { ImportColumn, RowFields } from './import-file.ts';

export type RowStatus = 'imported' | 'already imported' | 'failed';

/**
 * What became of an invoice's rows: the id it was written as, a status, or — already imported —
 * the invoice its rows were imported into before.
 */
export type Outcome = number | RowStatus | { status: 'already imported'; invoiceId: number };

export interface RowDraft {
  row: number;
  fields: RowFields;
  errors: string[];
  date: string | null;
  startDate: string | null;
  endDate: string | null;
  amount: string | null;
  quantity: string | null;
  /** The currency the row gives: its currency cell, or the one written with its amount. */
  currency: string | null;
  orderId: number | null;
  /** The order's start date: an imported invoice is not dated before it. */
  orderStart: string | null;
  itemId: number | null;
  key: string | null;
  /**
   * The key as imports before issue 32 stored it for a row whose empty currency cell meant its
   * item's currency (or whose cell named it): both are looked up, so such a row is found again.
   */
  otherKey: string | null;
}

export const say = (row: number, column: ImportColumn | null, message: string) =>
  column ? `Row ${row}, column ${column}: ${message}` : `Row ${row}: ${message}`;

export const lower = (text: string) => text.trim().toLowerCase();

export const describe = (draft: RowDraft) =>
  `'${draft.fields.invoice_title}' of order ${draft.fields.order_number}`;

/** Rows of one invoice fail together: the rows without an error of their own say why. */
export function failGroup(group: RowDraft[]): RowStatus {
  const [first] = group as [RowDraft];
  const failed = group.filter((d) => d.errors.length > 0).map((d) => d.row);
  for (const draft of group) {
    if (draft.errors.length === 0) {
      draft.errors.push(
        say(
          draft.row,
          null,
          `not imported: row${failed.length > 1 ? 's' : ''} ${failed.join(', ')} of the same invoice ${describe(first)} failed`,
        ),
      );
    }
  }
  return 'failed';
}

/** A cell as the answer echoes it: cut after INVOICE_IMPORT_LIMITS.shownCell characters. */
export const shownCell = (text: string) =>
  text.length > INVOICE_IMPORT_LIMITS.shownCell
    ? `${text.slice(0, INVOICE_IMPORT_LIMITS.shownCell)}…`
    : text;

/**
 * A failed row as the answer shows it: its cells cut (shownCell), and so are they where its
 * messages quote them — a pasted paragraph in one cell must not make the answer, or the PDF of
 * the failed rows made from it, unreadable or too large.
 */
export function shownRow(draft: RowDraft): { fields: RowFields; errors: string[] } {
  const long = Object.values(draft.fields).filter((value) => shownCell(value) !== value);
  const cut = (message: string) =>
    long.reduce((text, value) => text.split(value).join(shownCell(value)), message);
  return {
    fields: Object.fromEntries(
      Object.entries(draft.fields).map(([column, value]) => [column, shownCell(value)]),
    ) as RowFields,
    errors: draft.errors.map(cut),
  };
}
