// POST /invoices/csv (CONTRACT.md 'Invoice import'): a CSV file or .xlsx workbook of invoice rows
// → invoices. Rows sharing order number and invoice title form one invoice and succeed or fail
// together; one failing invoice never stops the others. Here the file is read (import-file.ts,
// its numbers' decimal mark decided once; read-row.ts each row), each row's order and
// list item found (lookups.ts, resolve-row.ts), and each invoice checked on its own (check-group.ts); import-write.ts writes those that pass through the
// invoice write path (write.ts: the list items locked in id order, each line capped by what
// remains of its item). Every row has an import key (a hash of its normalised fields) kept under
// a primary key, so a row imported once — also by a second upload running at the same time — is
// reported 'already imported' and writes nothing.
import { recordActivity } from '../../activity/index.ts';
import type { AppContext } from '../../context.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { configurationFlag, ensureUser } from '../../reference/index.ts';
import { INVOICE_MESSAGES } from '@cost-steering/schema';
import { invoiceSettings, type InvoiceSettings } from '../service.ts';
import { checkGroup } from './check-group.ts';
import { ImportFileError } from './import-errors.ts';
import { parseImportFile, type RowFields } from './import-file.ts';
import {
  lower,
  shownCell,
  shownRow,
  type Outcome,
  type RowDraft,
  type RowStatus,
} from './import-rows.ts';
import { writeImport, type ReadyInvoice } from './import-write.ts';
import { knownKeys, readLookups } from './lookups.ts';
import { readRow } from './read-row.ts';
import { resolveRow } from './resolve-row.ts';

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
  /** For a row imported before: which invoice it is in ('already imported as invoice 41'). */
  message?: string;
}

export type ErrorRow = { row: number; errors: string[] } & RowFields;

export interface ImportAnswer {
  results: RowResult[];
  errorRows: ErrorRow[];
  imported: number;
  already_imported: number;
  failed: number;
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
  upload: { bytes: Buffer; fileName: string; sheet?: string | undefined },
): Promise<ImportAnswer> {
  const { fileName } = upload;
  const settings = await importSettings(ctx);
  let parsed;
  try {
    parsed = await parseImportFile(upload.bytes, upload.sheet);
  } catch (error) {
    if (error instanceof ImportFileError) return refuseUpload(ctx, user, fileName, error);
    throw error;
  }
  const { numbers } = parsed;
  const drafts = parsed.rows.map((row) => readRow(row, numbers));
  const lookups = await readLookups(ctx, drafts);
  for (const draft of drafts) resolveRow(draft, lookups);
  const known = await knownKeys(ctx, drafts);

  const status = new Map<number, RowOutcome>();
  const settle = (group: RowDraft[], outcome: Outcome) => {
    for (const draft of group) status.set(draft.row, outcomeOf(outcome));
  };
  // Each invoice checked on its own first; only those that pass reach the database.
  const ready: ReadyInvoice[] = [];
  for (const group of invoiceGroups(drafts)) {
    const checked = await checkGroup(settings, group, known);
    if (typeof checked === 'string' || 'status' in checked) settle(group, checked);
    else ready.push({ rows: group, draft: checked });
  }
  const writer = await ctx.db.transaction().execute((trx) => ensureUser(trx, user));
  await writeImport(ctx, user, writer.id, ready, numbers.decimal, settle);
  const answer = answerOf(drafts, status);
  // Committed synchronously (the default): also makes every invoice above durable (see below).
  await recordActivity(ctx.db, {
    username: user.username,
    action: 'CREATE',
    entity: 'invoice-import',
    summary: `file=${fileName} rows=${answer.results.length} imported=${answer.imported} already_imported=${answer.already_imported} failed=${answer.failed} format=${parsed.format}`,
  });
  return answer;
}

interface RowOutcome {
  status: RowStatus;
  invoiceId: number | null;
}

const outcomeOf = (outcome: Outcome): RowOutcome =>
  typeof outcome === 'number'
    ? { status: 'imported', invoiceId: outcome }
    : typeof outcome === 'string'
      ? { status: outcome, invoiceId: null }
      : outcome;

/** Rows sharing order number and title are one invoice. */
function invoiceGroups(drafts: readonly RowDraft[]) {
  const groups = new Map<string, RowDraft[]>();
  for (const draft of drafts) {
    const key = `${lower(draft.fields.order_number)}\u0000${lower(draft.fields.invoice_title)}`;
    const group = groups.get(key) ?? [];
    group.push(draft);
    groups.set(key, group);
  }
  return groups.values();
}

/** Every row's result, the failed rows as the file had them, and the counts. */
function answerOf(drafts: readonly RowDraft[], status: Map<number, RowOutcome>): ImportAnswer {
  const results: RowResult[] = drafts.map((d) => {
    const s = status.get(d.row)!;
    const result: RowResult = {
      row: d.row,
      status: d.errors.length > 0 ? 'failed' : s.status,
      invoice_id: d.errors.length > 0 ? null : s.invoiceId,
      order_number: shownCell(d.fields.order_number),
      invoice_title: shownCell(d.fields.invoice_title),
    };
    if (result.status === 'already imported') {
      result.message =
        s.invoiceId === null
          ? `Row ${d.row}: already imported`
          : `Row ${d.row}: already imported as invoice ${s.invoiceId}`;
    }
    return result;
  });
  const errorRows: ErrorRow[] = drafts
    .filter((d) => d.errors.length > 0)
    .map((d) => {
      const { fields, errors } = shownRow(d);
      return { row: d.row, errors, ...fields };
    });
  const count = (s: RowStatus) => results.filter((r) => r.status === s).length;
  return {
    results,
    errorRows,
    imported: count('imported'),
    already_imported: count('already imported'),
    failed: count('failed'),
  };
}
