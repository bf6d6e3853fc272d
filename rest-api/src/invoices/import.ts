// POST /invoices/csv (CONTRACT.md 'Invoice import'): a CSV file of invoice rows → invoices.
// Rows sharing order number and invoice title form one invoice and succeed or fail together; one
// failing invoice never stops the others. Here the file is read, each row's order and list item
// found, and each invoice checked on its own; import-write.ts writes those that pass through the
// invoice write path (write.ts: the list items locked in id order, each line capped by what
// remains of its item). Every row has an import key (a hash of its normalised fields) kept under
// a primary key, so a row imported once — also by a second upload running at the same time — is
// reported 'already imported' and writes nothing.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { INVOICE_LINES_MAX, INVOICE_MESSAGES } from '@cost-steering/schema';
import { recordActivity } from '../activity/index.ts';
import type { AppContext } from '../context.ts';
import type { CurrentUser } from '../http/auth.ts';
import { AppError } from '../http/errors.ts';
import { configurationFlag, ensureUser } from '../reference/index.ts';
import {
  canonicalDecimal,
  ImportFileError,
  parseImportFile,
  readDay,
  readDecimal,
  type ImportColumn,
  type RowFields,
} from './csv-format.ts';
import {
  describe,
  failGroup,
  lower,
  say,
  shownCell,
  shownRow,
  type RowDraft,
  type RowStatus,
} from './import-rows.ts';
import { writeImport, type ReadyInvoice } from './import-write.ts';
import { checkInvoiceHeader, invoiceSettings, type InvoiceSettings } from './service.ts';
import type { InvoiceDraft } from './write.ts';

export type { RowStatus } from './import-rows.ts';

export const IMPORT_MESSAGES = {
  importerDisabled: 'The invoice importer is not enabled',
  alreadyImported: 'already imported',
} as const;

export interface RowResult {
  row: number;
  status: RowStatus;
  invoice_id: number | null;
  order_number: string;
  invoice_title: string;
}

export type ErrorRow = { row: number; errors: string[] } & RowFields;

export interface ImportAnswer {
  results: RowResult[];
  errorRows: ErrorRow[];
  imported: number;
  already_imported: number;
  failed: number;
}

interface OrderRow {
  id: number;
  ordernumber: string | null;
  status: string;
}

interface ItemRow {
  id: number;
  purchase_request_id: number;
  position: number;
  name: string;
  daily_rate: string | null;
}

/** Who may import: the route checks edit-invoice; here the two flags of the configuration. */
export async function importSettings(ctx: AppContext): Promise<InvoiceSettings> {
  const [settings, importer] = await Promise.all([
    invoiceSettings(ctx),
    configurationFlag(ctx.configFile, 'invoice_importer_enabled', false),
  ]);
  if (!importer) throw new AppError(403, 'FORBIDDEN', IMPORT_MESSAGES.importerDisabled);
  if (!settings.enabled) throw new AppError(403, 'FORBIDDEN', INVOICE_MESSAGES.disabled);
  return settings;
}

/** A failed upload in the activity log (spec §8: a failed upload is logged). */
async function logRefusal(ctx: AppContext, user: CurrentUser, fileName: string, reason: string) {
  await recordActivity(ctx.db, {
    username: user.username,
    action: 'CREATE',
    entity: 'invoice-import',
    summary: `file=${fileName} refused: ${reason}`,
  });
}

/** A refused upload: logged, then answered with its status. */
export async function refuseUpload(
  ctx: AppContext,
  user: CurrentUser,
  fileName: string,
  error: ImportFileError,
): Promise<never> {
  await logRefusal(ctx, user, fileName, error.message);
  throw new AppError(error.status, 'VALIDATION', error.message, 'file');
}

export async function importInvoices(
  ctx: AppContext,
  user: CurrentUser,
  bytes: Uint8Array,
  fileName: string,
): Promise<ImportAnswer> {
  const settings = await importSettings(ctx);
  let parsed;
  try {
    parsed = parseImportFile(bytes);
  } catch (error) {
    if (error instanceof ImportFileError) return refuseUpload(ctx, user, fileName, error);
    throw error;
  }
  const { decimal } = parsed;
  const drafts = parsed.rows.map(({ row, fields }) => readRow(row, fields, decimal));

  // The orders and their items of the whole file, in two statements.
  const numbers = [...new Set(drafts.map((d) => lower(d.fields.order_number)).filter(Boolean))];
  const orders = new Map<string, OrderRow>();
  const itemsByOrder = new Map<number, ItemRow[]>();
  for (const chunk of chunks(numbers, 5000)) {
    const found = await ctx.db
      .selectFrom('purchase_requests')
      .select(['id', 'ordernumber', 'status'])
      .where(sql<string>`lower(ordernumber)`, 'in', chunk)
      .execute();
    for (const order of found) orders.set(lower(order.ordernumber ?? ''), order);
  }
  const orderIds = [...orders.values()].map((o) => o.id);
  for (const chunk of chunks(orderIds, 5000)) {
    const items = await ctx.db
      .selectFrom('purchase_request_list_items')
      .select(['id', 'purchase_request_id', 'position', 'name', 'daily_rate'])
      .where('purchase_request_id', 'in', chunk)
      .execute();
    for (const item of items) {
      const list = itemsByOrder.get(item.purchase_request_id) ?? [];
      list.push(item);
      itemsByOrder.set(item.purchase_request_id, list);
    }
  }
  for (const draft of drafts) resolveRow(draft, orders, itemsByOrder);

  // Rows sharing order number and title are one invoice.
  const groups = new Map<string, RowDraft[]>();
  for (const draft of drafts) {
    const key = `${lower(draft.fields.order_number)}\u0000${lower(draft.fields.invoice_title)}`;
    const group = groups.get(key) ?? [];
    group.push(draft);
    groups.set(key, group);
  }

  // Keys imported before (one statement per chunk): those rows write nothing.
  const keys = drafts.flatMap((d) => (d.key ? [d.key] : []));
  const known = new Set<string>();
  for (const chunk of chunks(keys, 5000)) {
    const rows = await ctx.db
      .selectFrom('invoice_import_rows')
      .select('import_key')
      .where('import_key', 'in', chunk)
      .execute();
    for (const { import_key } of rows) known.add(import_key);
  }

  const status = new Map<number, { status: RowStatus; invoiceId: number | null }>();
  const settle = (group: RowDraft[], outcome: number | RowStatus) => {
    for (const draft of group) {
      status.set(
        draft.row,
        typeof outcome === 'number'
          ? { status: 'imported', invoiceId: outcome }
          : { status: outcome, invoiceId: null },
      );
    }
  };
  // Each invoice checked on its own first; only those that pass reach the database.
  const ready: ReadyInvoice[] = [];
  for (const group of groups.values()) {
    const checked = await checkGroup(settings, group, known);
    if (typeof checked === 'string') settle(group, checked);
    else ready.push({ rows: group, draft: checked });
  }
  const writer = await ctx.db.transaction().execute((trx) => ensureUser(trx, user));
  await writeImport(ctx, user, writer.id, ready, decimal, settle);

  const results: RowResult[] = drafts.map((d) => {
    const s = status.get(d.row)!;
    return {
      row: d.row,
      status: d.errors.length > 0 ? 'failed' : s.status,
      invoice_id: s.invoiceId,
      order_number: shownCell(d.fields.order_number),
      invoice_title: shownCell(d.fields.invoice_title),
    };
  });
  const errorRows: ErrorRow[] = drafts
    .filter((d) => d.errors.length > 0)
    .map((d) => {
      const { fields, errors } = shownRow(d);
      return { row: d.row, errors, ...fields };
    });
  const count = (s: RowStatus) => results.filter((r) => r.status === s).length;
  const answer = {
    results,
    errorRows,
    imported: count('imported'),
    already_imported: count('already imported'),
    failed: count('failed'),
  };
  // Committed synchronously (the default): also makes every invoice above durable (see below).
  await recordActivity(ctx.db, {
    username: user.username,
    action: 'CREATE',
    entity: 'invoice-import',
    summary: `file=${fileName} rows=${results.length} imported=${answer.imported} already_imported=${answer.already_imported} failed=${answer.failed}`,
  });
  return answer;
}

function* chunks<T>(list: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < list.length; i += size) yield list.slice(i, i + size);
}

/** A row's own fields: dates and numbers read, each problem worded. */
function readRow(row: number, fields: RowFields, decimal: ',' | '.'): RowDraft {
  const errors: string[] = [];
  const extra = (fields as Record<string, string>).extra;
  if (extra) {
    errors.push(say(row, null, `the row has more cells than the header has columns (${extra})`));
  }
  if (fields.order_number === '') {
    errors.push(say(row, 'order_number', 'empty; name the purchase order by its order number'));
  }
  if (fields.invoice_title === '') errors.push(say(row, 'invoice_title', 'empty'));
  if (fields.list_item === '') {
    errors.push(say(row, 'list_item', "empty; give the list item's No. (position) or its name"));
  }
  const day = (column: 'date' | 'start_date' | 'end_date') => {
    const raw = fields[column];
    if (raw === '') return null;
    const value = readDay(raw);
    if (value === 'invalid') errors.push(say(row, column, `${column} ${raw} is not a date`));
    else if (value === null) {
      errors.push(
        say(row, column, `${column} ${raw} is not a date (write yyyy-mm-dd or dd.mm.yyyy)`),
      );
    }
    return value === 'invalid' ? null : value;
  };
  const number = (column: 'amount' | 'person_days', label: string) => {
    const raw = fields[column];
    if (raw === '') return null;
    const value = readDecimal(raw, decimal);
    if (value === null) errors.push(say(row, column, `${label} ${raw} is not a number`));
    return value;
  };
  return {
    row,
    fields,
    errors,
    date: day('date'),
    startDate: day('start_date'),
    endDate: day('end_date'),
    amount: moneyOf(number('amount', 'amount')),
    quantity: number('person_days', 'person days'),
    orderId: null,
    itemId: null,
    key: null,
  };
}

/**
 * An amount read with zeros past the cents dropped: '1,500' in a semicolon file is 1.5
 * (CONTRACT.md 'Invoice import'), written '1.500' by readDecimal, and money has 2 decimals.
 * A third decimal that is not zero ('1,505') stays, and the money rule refuses it.
 */
function moneyOf(value: string | null): string | null {
  return value?.replace(/(\.\d{2}\d*?)0+$/, '$1') ?? null;
}

/** The row's order and list item from the file's lookups, and its import key. */
function resolveRow(
  draft: RowDraft,
  orders: Map<string, OrderRow>,
  itemsByOrder: Map<number, ItemRow[]>,
) {
  const { fields, row } = draft;
  if (fields.order_number === '') return;
  const order = orders.get(lower(fields.order_number));
  if (!order) {
    draft.errors.push(
      say(row, 'order_number', `no purchase order with number ${fields.order_number}`),
    );
    return;
  }
  if (order.status !== 'Approved') {
    draft.errors.push(
      say(
        row,
        'order_number',
        `purchase order ${fields.order_number} is not approved; ${INVOICE_MESSAGES.notAnOrder.toLowerCase()}`,
      ),
    );
    return;
  }
  draft.orderId = order.id;
  if (fields.list_item === '') return;
  const items = itemsByOrder.get(order.id) ?? [];
  const ref = fields.list_item.trim();
  let matches: ItemRow[];
  if (/^\d+$/.test(ref)) matches = items.filter((item) => item.position === Number(ref));
  else matches = items.filter((item) => lower(item.name) === lower(ref));
  if (matches.length === 0) {
    const what = /^\d+$/.test(ref) ? `No. ${ref}` : `named '${ref}'`;
    draft.errors.push(
      say(row, 'list_item', `purchase order ${fields.order_number} has no list item ${what}`),
    );
    return;
  }
  if (matches.length > 1) {
    draft.errors.push(
      say(
        row,
        'list_item',
        `purchase order ${fields.order_number} has several list items named '${ref}'; give the No. (position) instead`,
      ),
    );
    return;
  }
  draft.itemId = matches[0]!.id;
  if (draft.errors.length === 0) {
    draft.key = createHash('sha256')
      .update(
        JSON.stringify([
          lower(fields.order_number),
          lower(fields.invoice_title),
          draft.date,
          draft.startDate,
          draft.endDate,
          draft.itemId,
          draft.amount === null ? null : canonicalDecimal(draft.amount),
          draft.quantity === null ? null : canonicalDecimal(draft.quantity),
          fields.currency.trim().toUpperCase(),
        ]),
      )
      .digest('hex');
  }
}

/**
 * One invoice of the file, before the database: its rows' own problems, rows imported before,
 * one date (or range) and each list item once, the header rules. The invoice to write, or the
 * group's status (its rows' errors worded).
 */
async function checkGroup(
  settings: InvoiceSettings,
  group: RowDraft[],
  known: Set<string>,
): Promise<InvoiceDraft | RowStatus> {
  const [first] = group as [RowDraft, ...RowDraft[]];
  if (group.some((d) => d.errors.length > 0)) return failGroup(group);
  // All rows imported before: nothing to do. Some: the rest cannot join that invoice.
  const before = group.filter((d) => known.has(d.key!));
  if (before.length === group.length) return 'already imported';
  if (before.length > 0) {
    for (const draft of group) {
      draft.errors.push(
        say(
          draft.row,
          'invoice_title',
          known.has(draft.key!)
            ? `already imported, but rows ${group
                .filter((d) => !known.has(d.key!))
                .map((d) => d.row)
                .join(
                  ', ',
                )} of the same invoice are new; import new lines under a new invoice title`
            : `invoice ${describe(first)} was already imported without this row; import new lines under a new invoice title`,
        ),
      );
    }
    return 'failed';
  }

  // One invoice: one date (or range), each list item once.
  const seen = new Map<number, number>();
  for (const draft of group) {
    for (const column of ['date', 'start_date', 'end_date'] as const) {
      if (lower(draft.fields[column]) !== lower(first.fields[column]) && draft !== first) {
        const value = { date: draft.date, start_date: draft.startDate, end_date: draft.endDate };
        const firstValue = {
          date: first.date,
          start_date: first.startDate,
          end_date: first.endDate,
        };
        if (value[column] !== firstValue[column]) {
          draft.errors.push(
            say(
              draft.row,
              column,
              `${column} ${draft.fields[column] || '(empty)'} differs from row ${first.row} of the same invoice (${first.fields[column] || '(empty)'})`,
            ),
          );
        }
      }
    }
    const earlier = seen.get(draft.itemId!);
    if (earlier !== undefined) {
      draft.errors.push(
        say(
          draft.row,
          'list_item',
          `list item ${draft.fields.list_item} is already on this invoice in row ${earlier}`,
        ),
      );
    } else seen.set(draft.itemId!, draft.row);
  }
  if (group.length > INVOICE_LINES_MAX) {
    for (const draft of group) {
      draft.errors.push(
        say(draft.row, 'invoice_title', `${describe(first)}: ${INVOICE_MESSAGES.linesTooMany}`),
      );
    }
  }
  if (group.some((d) => d.errors.length > 0)) return failGroup(group);

  const header = {
    name: first.fields.invoice_title,
    date: first.date,
    startDate: first.startDate,
    endDate: first.endDate,
  };
  try {
    await checkInvoiceHeader(settings, header);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const problems = error.errors ?? [{ field: error.field ?? '', message: error.message }];
    for (const problem of problems) {
      const column = (problem.field === 'name' ? 'invoice_title' : problem.field) as ImportColumn;
      const raw = first.fields[column] ?? '';
      for (const draft of group) {
        draft.errors.push(
          say(draft.row, column, raw ? `${column} ${raw}: ${problem.message}` : problem.message),
        );
      }
    }
    return 'failed';
  }

  return {
    ...header,
    name: header.name.trim(),
    orderId: first.orderId!,
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
