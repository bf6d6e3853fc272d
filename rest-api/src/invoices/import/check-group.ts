// One invoice of the file, checked before the database: its rows' own problems, rows imported
// before, one date (or range) and each list item once, the line limit and the header rules of
// POST /invoices. Rows of one invoice succeed or fail together.
import { INVOICE_LINES_MAX, INVOICE_MESSAGES } from '@cost-steering/schema';
import { AppError } from '../../http/errors.ts';
import { checkInvoiceHeader, type InvoiceSettings } from '../service.ts';
import type { InvoiceDraft } from '../write.ts';
import { officeDay } from './days.ts';
import type { ImportColumn } from './import-file.ts';
import { describe, failGroup, lower, say, type Outcome, type RowDraft } from './import-rows.ts';

type Group = [RowDraft, ...RowDraft[]];

/** The invoice to write, or the group's status (its rows' errors worded). */
export async function checkGroup(
  settings: InvoiceSettings,
  group: RowDraft[],
  known: Map<string, number>,
): Promise<InvoiceDraft | Exclude<Outcome, number>> {
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
  if (!(await checkHeader(settings, rows))) return 'failed';
  checkReceived(settings.today, rows);
  if (rows.some((d) => d.errors.length > 0)) return failGroup(rows);
  return invoiceOf(rows);
}

/**
 * An imported invoice was received: its day (the date, or a range's start) is today or earlier,
 * and not before both its order's start date and 1 January of last year (CONTRACT.md 'Invoice
 * import', 'Dates'). Not the order's start date alone: a subscription is often invoiced before it
 * starts. The lower bound catches a mistyped year (2016 for 2026) without refusing a late invoice
 * of an older order. A range may end later in the start's month (a month's invoice may arrive
 * before the month is over).
 */
function checkReceived(today: string, group: Group) {
  const [first] = group;
  const column = first.date !== null ? 'date' : 'start_date';
  const day = first.date ?? first.startDate;
  if (day === null) return;
  const lastYear = `${Number(today.slice(0, 4)) - 1}-01-01`;
  const start = first.orderStart;
  let message: string | null = null;
  if (day > today) {
    message = `${column} ${first.fields[column]} is after today (${officeDay(today)}); an imported invoice has been received, so it is dated today or earlier`;
  } else if (day < lastYear && (start === null || day < start)) {
    message = `${column} ${first.fields[column]} is before 1 January of last year (${officeDay(lastYear)})${start === null ? '' : ` and before the start date of purchase order ${first.fields.order_number} (${officeDay(start)})`}; check the year`;
  }
  if (message) for (const draft of group) draft.errors.push(say(draft.row, column, message));
}

/** The invoice a row was imported into before, under either of its keys. */
const importedInto = (draft: RowDraft, known: Map<string, number>) =>
  known.get(draft.key!) ?? (draft.otherKey === null ? undefined : known.get(draft.otherKey));

/** All rows imported before: nothing to do. Some: the rest cannot join that invoice. */
function importedBefore(
  group: Group,
  known: Map<string, number>,
): Exclude<Outcome, number> | undefined {
  const before = group.filter((d) => importedInto(d, known) !== undefined);
  if (before.length === group.length) {
    return { status: 'already imported', invoiceId: importedInto(group[0], known)! };
  }
  if (before.length === 0) return undefined;
  const newRows = group.filter((d) => importedInto(d, known) === undefined).map((d) => d.row);
  for (const draft of group) {
    const invoiceId = importedInto(draft, known);
    draft.errors.push(
      say(
        draft.row,
        'invoice_title',
        invoiceId !== undefined
          ? `already imported as invoice ${invoiceId}, but rows ${newRows.join(', ')} of the same invoice are new; import new lines under a new invoice title`
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
    // Received invoices: their bounds are checkReceived's, not 'Date min today'.
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
    // The file has no kind column: the signs say it (CONTRACT.md 'Credit notes').
    kind: null,
    name: header.name.trim(),
    orderId: group[0].orderId!,
    lines: group.map((draft, index) => ({
      index,
      itemId: draft.itemId!,
      amount: draft.amount,
      quantity: draft.quantity,
      currency: draft.currency,
      dailyRate: null,
      resourceName: null,
    })),
  };
}
