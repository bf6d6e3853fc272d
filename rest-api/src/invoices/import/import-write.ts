// The writing half of the CSV import (CONTRACT.md 'Invoice import'): the invoices that passed
// their own checks, written through the invoice write path (write.ts) a batch at a time — one
// transaction writes up to BATCH_INVOICES invoices with a handful of statements, where one
// transaction per invoice spent three quarters of an import in round trips (bench:import). Each
// invoice still succeeds or fails on its own inside the batch (a line over what remains fails
// only its invoice). The rows' import keys are claimed with the invoices: a batch that finds one
// taken (a second upload of the same rows committed it meanwhile), or loses a race on a title,
// is undone and written again one invoice per transaction, where each case is told apart.
import { sql, type Kysely } from 'kysely';
import { INVOICE_MESSAGES, multiplyDecimals, subtractDecimals } from '@cost-steering/schema';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { formatAmount, type DecimalMark } from './amounts.ts';
import type { ImportColumn } from './import-file.ts';
import { failGroup, say, type Outcome, type RowDraft } from './import-rows.ts';
import {
  InvoiceLineError,
  writeInvoices,
  type InvoiceDraft,
  type InvoiceOutcome,
} from '../write.ts';

/** An invoice of the file that passed its own checks, with the rows it was read from. */
export interface ReadyInvoice {
  rows: RowDraft[];
  draft: InvoiceDraft;
}

/** Invoices written by one transaction of an import… */
const BATCH_INVOICES = 100;
/**
 * …and about this many lines at most: a batch's lines go into one statement of ~14 parameters a
 * line, and a statement takes at most 65,535 (PostgreSQL's protocol). A batch is closed once it
 * reaches this, so it holds fewer than BATCH_LINES + INVOICE_LINES_MAX lines (~42,000 parameters).
 */
const BATCH_LINES = 2_000;
/** Transactions of one upload at the same time: the database works while another's statements travel. */
const IMPORT_CONCURRENCY = 2;

/** A batch that must be undone and written again invoice by invoice. */
class RetryOneByOne extends Error {}

/**
 * Writes the invoices and reports each one's outcome (its id, or its rows' status). The invoices
 * of one order are written by one worker in file order (so the first rows of a file are the first
 * to draw on an item, as a controller reads it). Deadlock-free: the items of a batch are locked
 * in id order in one statement, the rollup's product locks in id order in one trigger, and two
 * batches of one upload share no order, title or import key.
 */
export async function writeImport(
  ctx: AppContext,
  user: CurrentUser,
  writerId: number,
  ready: readonly ReadyInvoice[],
  decimal: DecimalMark | null,
  settle: (rows: RowDraft[], outcome: Outcome) => void,
) {
  const lanes = new Map<number, ReadyInvoice[]>();
  for (const invoice of ready) {
    const lane = invoice.draft.orderId;
    lanes.set(lane, [...(lanes.get(lane) ?? []), invoice]);
  }
  const queue = [...lanes.values()];
  const write = async (batch: ReadyInvoice[]) => {
    try {
      await writeBatch(ctx, user, writerId, batch, decimal, settle);
    } catch (error) {
      if (!(error instanceof RetryOneByOne)) throw error;
      for (const invoice of batch) await write([invoice]);
    }
  };
  // A worker takes whole lanes and writes them in order, a batch at a time: an order with
  // thousands of invoices spans several batches of the same worker, never one oversized one.
  const work = async () => {
    let batch: ReadyInvoice[] = [];
    let lines = 0;
    for (let lane = queue.shift(); lane; lane = queue.shift()) {
      for (const invoice of lane) {
        batch.push(invoice);
        lines += invoice.draft.lines.length;
        if (batch.length >= BATCH_INVOICES || lines >= BATCH_LINES) {
          await write(batch);
          batch = [];
          lines = 0;
        }
      }
    }
    if (batch.length > 0) await write(batch);
  };
  await Promise.all(Array.from({ length: IMPORT_CONCURRENCY }, work));
}

async function writeBatch(
  ctx: AppContext,
  user: CurrentUser,
  writerId: number,
  batch: readonly ReadyInvoice[],
  decimal: DecimalMark | null,
  settle: (rows: RowDraft[], outcome: Outcome) => void,
) {
  let outcomes: InvoiceOutcome[];
  try {
    outcomes = await ctx.db
      .transaction()
      .execute((trx) => writeAndClaim(trx, user, writerId, batch));
  } catch (error) {
    if (error instanceof RetryOneByOne) {
      // Alone, an invoice whose rows' keys were claimed meanwhile was imported by another upload.
      if (batch.length > 1) throw error;
      const rows = batch[0]!.rows;
      const there = await keysImportedMeanwhile(ctx, rows);
      const invoiceId = there.get(rows[0]!.key!);
      return settle(
        rows,
        invoiceId === undefined ? 'already imported' : { status: 'already imported', invoiceId },
      );
    }
    if (!(error instanceof AppError)) throw error;
    // A title taken by a concurrent writer between the check and the insert: the unique index
    // undid the batch. One by one, each invoice meets the rule (or its rows' keys) on its own.
    if (batch.length > 1) throw new RetryOneByOne();
    outcomes = [{ error }];
  }
  const there = await keysImportedMeanwhile(
    ctx,
    batch.flatMap((invoice, i) => ('error' in outcomes[i]! ? invoice.rows : [])),
  );
  batch.forEach((invoice, i) => {
    const outcome = outcomes[i]!;
    if ('id' in outcome) return settle(invoice.rows, outcome.id);
    if (invoice.rows.every((row) => there.has(row.key!))) {
      return settle(invoice.rows, {
        status: 'already imported',
        invoiceId: there.get(invoice.rows[0]!.key!)!,
      });
    }
    wordWriteError(outcome.error, invoice.rows, decimal);
    settle(invoice.rows, failGroup(invoice.rows));
  });
}

/** One transaction: the batch's invoices, then every row's import key claimed — all, or a retry. */
async function writeAndClaim(
  trx: Kysely<Database>,
  user: CurrentUser,
  writerId: number,
  batch: readonly ReadyInvoice[],
) {
  // The commit does not wait for its WAL flush: thousands of invoices would otherwise wait
  // for their disk flushes (bench:import). Nothing is lost for the answer: the upload's
  // activity-log line is committed synchronously after the last batch, and a synchronous
  // commit flushes the WAL up to itself — every batch before it included.
  await sql`set local synchronous_commit = off`.execute(trx);
  const drafts = batch.map((invoice) => invoice.draft);
  const written = await writeInvoices(trx, user, writerId, drafts, 'csv import');
  const keys = written.flatMap((outcome, i) =>
    'id' in outcome
      ? batch[i]!.rows.map((row) => ({
          import_key: row.key!,
          invoice_id: outcome.id,
          row_number: row.row,
          imported_by: user.username,
        }))
      : [],
  );
  if (keys.length > 0) {
    const claimed = await trx
      .insertInto('invoice_import_rows')
      .values(keys)
      .onConflict((oc) => oc.column('import_key').doNothing())
      .returning('import_key')
      .execute();
    if (claimed.length < keys.length) throw new RetryOneByOne();
  }
  return written;
}

/**
 * A second upload of the same rows running at the same time waits on the first one's item
 * locks and then fails on what it wrote (the title taken, the cap): when every key of such an
 * invoice is there now, its rows were imported meanwhile (into the invoice the map names).
 */
async function keysImportedMeanwhile(ctx: AppContext, rows: readonly RowDraft[]) {
  const failedKeys = rows.map((row) => row.key!);
  if (failedKeys.length === 0) return new Map<string, number>();
  const there = await ctx.db
    .selectFrom('invoice_import_rows')
    .select(['import_key', 'invoice_id'])
    .where('import_key', 'in', failedKeys)
    .execute();
  return new Map(there.map((row) => [row.import_key, row.invoice_id]));
}

/** A rule of the write path, in a controller's words on the row it concerns. */
function wordWriteError(error: AppError, group: RowDraft[], decimal: DecimalMark | null) {
  const [first] = group as [RowDraft];
  if (error instanceof InvoiceLineError) {
    const draft = group[error.line]!;
    const item = error.item;
    const itemName = item ? `'${item.name}'` : draft.fields.list_item;
    const fmt = (value: string) => formatAmount(value, decimal);
    const resource = item?.daily_rate != null;
    let column: ImportColumn = error.lineField === 'quantity' ? 'person_days' : 'amount';
    let message: string;
    // The line as the row writes it, with a resource line's product.
    const written = () =>
      resource
        ? `person days ${draft.fields.person_days} × daily rate ${fmt(item.daily_rate!)} = ${fmt(multiplyDecimals(draft.quantity!, item.daily_rate!))}`
        : `amount ${draft.fields.amount}`;
    if (error.rule === INVOICE_MESSAGES.overRemaining && item) {
      message = `${written()} exceeds the remaining ${fmt(item.remaining)} ${item.currency} of list item ${itemName}`;
    } else if (error.rule === INVOICE_MESSAGES.overInvoiced && item) {
      const invoiced = subtractDecimals(item.amount, item.remaining);
      message = `${written()} takes back more than the ${fmt(invoiced)} ${item.currency} invoiced on list item ${itemName}; a credit note never takes an item below zero`;
    } else if (error.rule === INVOICE_MESSAGES.notResourceLine.quantity) {
      message = `person days ${draft.fields.person_days} are given, but list item ${itemName} has no daily rate; leave person_days empty or pick the resource's list item`;
    } else if (error.rule === INVOICE_MESSAGES.nothingRemaining) {
      message = `nothing remains to be invoiced on list item ${itemName}`;
    } else if (error.rule === INVOICE_MESSAGES.lineCurrency && item) {
      column = 'currency';
      message = `currency ${draft.currency} is not the currency of list item ${itemName} (${item.currency})`;
    } else {
      message = `${error.rule} (list item ${itemName})`;
    }
    draft.errors.push(say(draft.row, column, message));
    return;
  }
  if (error.code === 'DUPLICATE_NAME') {
    for (const draft of group) {
      draft.errors.push(
        say(
          draft.row,
          'invoice_title',
          `purchase order ${first.fields.order_number} already has an invoice titled '${first.fields.invoice_title}'`,
        ),
      );
    }
    return;
  }
  for (const draft of group) {
    const column = error.field === 'purchaseorder_id' ? 'order_number' : null;
    draft.errors.push(say(draft.row, column, error.message));
  }
}
