// One invoice of the file, checked before the database: its rows' own problems, rows imported
// before, one date (or range) and each list item once, the line limit and the header rules of
// POST /invoices. Rows of one invoice succeed or fail together.
import { INVOICE_LINES_MAX, INVOICE_MESSAGES } from '@cost-steering/schema';
import { AppError } from '../../http/errors.ts';
import { checkInvoiceHeader, type InvoiceSettings } from '../service.ts';
import type { InvoiceDraft } from '../write.ts';
import type { ImportColumn } from './csv-format.ts';
import { describe, failGroup, lower, say, type RowDraft, type RowStatus } from './import-rows.ts';

type Group = [RowDraft, ...RowDraft[]];

/** The invoice to write, or the group's status (its rows' errors worded). */
export async function checkGroup(
  settings: InvoiceSettings,
  group: RowDraft[],
  known: Set<string>,
): Promise<InvoiceDraft | RowStatus> {
  const rows = group as Group;
  if (rows.some((d) => d.errors.length > 0)) return failGroup(rows);
  const before = importedBefore(rows, known);
  if (before) return before;
  for (const draft of rows) checkSameDates(rows[0], draft);
  checkItemsOnce(rows);
  if (rows.length > INVOICE_LINES_MAX) {
    const message = `${describe(rows[0])}: ${INVOICE_MESSAGES.linesTooMany}`;
    for (const draft of rows) draft.errors.push(say(draft.row, 'invoice_title', message));
  }
  if (rows.some((d) => d.errors.length > 0)) return failGroup(rows);
  return (await checkHeader(settings, rows)) ? invoiceOf(rows) : 'failed';
}

/** All rows imported before: nothing to do. Some: the rest cannot join that invoice. */
function importedBefore(group: Group, known: Set<string>): RowStatus | undefined {
  const before = group.filter((d) => known.has(d.key!));
  if (before.length === group.length) return 'already imported';
  if (before.length === 0) return undefined;
  const newRows = group.filter((d) => !known.has(d.key!)).map((d) => d.row);
  for (const draft of group) {
    draft.errors.push(
      say(
        draft.row,
        'invoice_title',
        known.has(draft.key!)
          ? `already imported, but rows ${newRows.join(', ')} of the same invoice are new; import new lines under a new invoice title`
          : `invoice ${describe(group[0])} was already imported without this row; import new lines under a new invoice title`,
      ),
    );
  }
  return 'failed';
}

const dates = (draft: RowDraft) => ({
  date: draft.date,
  start_date: draft.startDate,
  end_date: draft.endDate,
});

/** One invoice has one date (or range): a row that writes another says so. */
function checkSameDates(first: RowDraft, draft: RowDraft) {
  if (draft === first) return;
  for (const column of ['date', 'start_date', 'end_date'] as const) {
    if (lower(draft.fields[column]) === lower(first.fields[column])) continue;
    if (dates(draft)[column] === dates(first)[column]) continue;
    draft.errors.push(
      say(
        draft.row,
        column,
        `${column} ${draft.fields[column] || '(empty)'} differs from row ${first.row} of the same invoice (${first.fields[column] || '(empty)'})`,
      ),
    );
  }
}

/** Each list item once on an invoice. */
function checkItemsOnce(group: Group) {
  const seen = new Map<number, number>();
  for (const draft of group) {
    const earlier = seen.get(draft.itemId!);
    if (earlier === undefined) {
      seen.set(draft.itemId!, draft.row);
      continue;
    }
    draft.errors.push(
      say(
        draft.row,
        'list_item',
        `list item ${draft.fields.list_item} is already on this invoice in row ${earlier}`,
      ),
    );
  }
}

const headerOf = (first: RowDraft) => ({
  name: first.fields.invoice_title,
  date: first.date,
  startDate: first.startDate,
  endDate: first.endDate,
});

/** The header rules of POST /invoices; their problems worded on the file's columns. */
async function checkHeader(settings: InvoiceSettings, group: Group): Promise<boolean> {
  const [first] = group;
  try {
    // The import keeps its own rule: a range starts today or later (rangeStartMin).
    await checkInvoiceHeader(settings, headerOf(first), true);
    return true;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const problems = error.errors ?? [{ field: error.field ?? '', message: error.message }];
    for (const problem of problems) {
      const column = (problem.field === 'name' ? 'invoice_title' : problem.field) as ImportColumn;
      const raw = first.fields[column] ?? '';
      const message = raw ? `${column} ${raw}: ${problem.message}` : problem.message;
      for (const draft of group) draft.errors.push(say(draft.row, column, message));
    }
    return false;
  }
}

function invoiceOf(group: Group): InvoiceDraft {
  const header = headerOf(group[0]);
  return {
    ...header,
    name: header.name.trim(),
    orderId: group[0].orderId!,
    lines: group.map((draft, index) => ({
      index,
      itemId: draft.itemId!,
      amount: draft.amount,
      quantity: draft.quantity,
      currency: draft.fields.currency === '' ? null : draft.fields.currency,
      dailyRate: null,
      resourceName: null,
    })),
  };
}
