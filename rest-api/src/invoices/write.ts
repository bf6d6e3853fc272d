// The invoice write path (spec §5 'Invoice', DESIGN.md §4 'Invoices'), used by POST /invoices (one
// invoice) and the CSV import (many at once): inside the caller's transaction, the orders must be
// approved, the list items of all the invoices are locked in id order in one statement, every line
// is checked against what remains of its item — after the invoices before it in the same call —
// and the invoices, their lines and their activity-log lines are written in one statement each.
// A batch is worth it: an import of 5,000 invoices spent three quarters of its time in the round
// trips of one-invoice transactions (bench:import).
import {
  compareDecimals,
  INVOICE_MESSAGES,
  isDecimal,
  invoiceLineAmount,
  invoiceLineProblems,
  lineKind,
  moneyText,
  subtractDecimals,
  type InvoiceKind,
} from '@cost-steering/schema';
import type { Kysely } from 'kysely';
import { recordActivities, summarize } from '../activity/index.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { CurrentUser } from '../http/auth.ts';
import { AppError, validationFailed } from '../http/errors.ts';
import {
  approvedOrders,
  insertInvoices,
  lockItems,
  takenInvoiceNames,
  type LineValues,
  type LockedItem,
} from './repository.ts';

export interface LineInput {
  index: number;
  itemId: number;
  amount: unknown;
  quantity: unknown;
  currency: unknown;
  dailyRate: unknown;
  resourceName: unknown;
}

/**
 * A line against its locked item: on the order, in the item's currency, within what remains. A
 * resource line (the item has a daily rate) gives person days; its amount is person days × the
 * item's daily rate, and a daily rate, resource or amount sent with it must be the item's. Any
 * other line gives neither person days, nor a daily rate, nor a resource name. A credit note's
 * line is negative and takes back at most what is invoiced on the item (CONTRACT.md 'Credit
 * notes'); `kind.given` false: the kind is the first line's, and a line of the other sign mixes.
 */
function checkLine(
  line: LineInput,
  item: LockedItem | undefined,
  orderId: number,
  kind: { kind: InvoiceKind; given: boolean },
): LineValues {
  const fail = (field: string, rule: string, message: string = rule) =>
    new InvoiceLineError(line.index, field, rule, item, message);
  if (!item || item.purchase_request_id !== orderId) {
    throw fail('po_listitem_id', INVOICE_MESSAGES.lineNotOnOrder);
  }
  if (line.currency != null && String(line.currency).toUpperCase() !== item.currency) {
    throw fail(
      'currency',
      INVOICE_MESSAGES.lineCurrency,
      `${INVOICE_MESSAGES.lineCurrency} (${item.currency})`,
    );
  }
  if (item.daily_rate === null) {
    const given = {
      quantity: line.quantity,
      daily_rate: line.dailyRate,
      resource_name: line.resourceName,
    };
    const [field] = Object.entries(given).find(([, value]) => value != null && value !== '') ?? [];
    if (field) {
      const message = INVOICE_MESSAGES.notResourceLine[field as keyof typeof given];
      throw fail(field, message);
    }
  }
  const invoiced = subtractDecimals(item.amount, item.remaining);
  const ruleItem = { dailyRate: item.daily_rate, remaining: item.remaining, invoiced };
  const values = { amount: line.amount as string | null, quantity: line.quantity as string | null };
  const signed = lineKind(
    item.daily_rate === null ? { amount: values.amount } : { quantity: values.quantity },
  );
  if (!kind.given && signed !== null && signed !== kind.kind) {
    throw fail(item.daily_rate === null ? 'amount' : 'quantity', INVOICE_MESSAGES.mixedKinds);
  }
  const [first] = invoiceLineProblems(values, ruleItem, kind.kind);
  if (first) {
    const detail: Record<string, string> = {
      [INVOICE_MESSAGES.overRemaining]: ` of '${item.name}' (${item.remaining} ${item.currency})`,
      [INVOICE_MESSAGES.overInvoiced]: ` on '${item.name}' (${invoiced} ${item.currency})`,
    };
    throw fail(first.field, first.message, first.message + (detail[first.message] ?? ''));
  }
  const amount = invoiceLineAmount(values, ruleItem)!;
  if (item.daily_rate !== null) {
    if (
      line.dailyRate != null &&
      line.dailyRate !== '' &&
      !sameDecimal(line.dailyRate, item.daily_rate)
    ) {
      throw fail(
        'daily_rate',
        INVOICE_MESSAGES.dailyRateFixed,
        `${INVOICE_MESSAGES.dailyRateFixed} (${item.daily_rate})`,
      );
    }
    if (line.amount != null && line.amount !== '' && !sameDecimal(line.amount, amount)) {
      throw fail(
        'amount',
        INVOICE_MESSAGES.amountIsProduct,
        `${INVOICE_MESSAGES.amountIsProduct} (${amount})`,
      );
    }
  }
  return {
    item,
    amount,
    quantity: item.daily_rate !== null ? String(line.quantity).trim() : null,
  };
}

/** Whether a value sent beside a computed one is that value (as decimals: 2.50 = 2.5). */
function sameDecimal(given: unknown, expected: string): boolean {
  return isDecimal(given) && compareDecimals(given, expected) === 0;
}

/** A line's rule problem, with the locked item it was checked against (the CSV import words it). */
export class InvoiceLineError extends AppError {
  constructor(
    readonly line: number,
    readonly lineField: string,
    readonly rule: string,
    readonly item: LockedItem | undefined,
    message: string,
  ) {
    super(400, 'VALIDATION', message, `listitems[${line}].${lineField}`, [
      { field: `listitems[${line}].${lineField}`, message },
    ]);
  }
}

/** An invoice as the write path takes it: header checked by invoiceSchema, lines read. */
export interface InvoiceDraft {
  /** As the client said it; null: the sign of the first line says it (the import). */
  kind: InvoiceKind | null;
  name: string;
  date: string | null;
  startDate: string | null;
  endDate: string | null;
  orderId: number;
  lines: LineInput[];
}

/** The draft's kind: as given, else its first line's (an invoice while that is no number). */
function kindOf(draft: InvoiceDraft): { kind: InvoiceKind; given: boolean } {
  if (draft.kind !== null) return { kind: draft.kind, given: true };
  const [first] = draft.lines;
  const signed = first ? lineKind(first) : null;
  return { kind: signed ?? 'invoice', given: false };
}

/** The outcome of one invoice of a batch: its id, or the rule it broke (nothing written). */
export type InvoiceOutcome = { id: number } | { error: AppError };

const nameKey = (orderId: number, name: string) => `${orderId}\u0000${name.toLowerCase()}`;

/**
 * What remains of each locked item while a batch is checked: the first line on an item draws on
 * the database's figures; the next ones on what the lines before them left.
 */
class Remaining {
  private readonly left = new Map<number, string>();
  constructor(private readonly items: Map<number, LockedItem>) {}

  /** The item as the next line on it sees it, and whether an earlier line of the batch drew on it. */
  item(id: number): { item: LockedItem | undefined; drawnBefore: boolean } {
    const item = this.items.get(id);
    const left = this.left.get(id);
    if (!item || left === undefined) return { item, drawnBefore: false };
    return { item: { ...item, remaining: left }, drawnBefore: true };
  }

  draw(values: readonly LineValues[]) {
    for (const { item, amount } of values) {
      this.left.set(item.id, subtractDecimals(item.remaining, amount));
    }
  }
}

/**
 * Invoices in the caller's transaction, in the given order: each one's id or the rule it broke.
 * A broken rule fails only its invoice. A title taken meanwhile by a concurrent writer (the unique
 * index decides) throws DUPLICATE_NAME for the whole batch: the caller's transaction is undone.
 */
export async function writeInvoices(
  trx: Kysely<Database>,
  user: CurrentUser,
  writerId: number,
  drafts: readonly InvoiceDraft[],
  activityNote?: string,
): Promise<InvoiceOutcome[]> {
  const approved = await approvedOrders(trx, [...new Set(drafts.map((d) => d.orderId))]);
  const items = new Map(
    (
      await lockItems(
        trx,
        drafts.flatMap((d) => (approved.has(d.orderId) ? d.lines.map((l) => l.itemId) : [])),
      )
    ).map((item) => [item.id, item]),
  );
  // Read after the items are locked: a concurrent writer of the same title has committed by now.
  const taken = new Set(
    (
      await takenInvoiceNames(
        trx,
        drafts.filter((d) => approved.has(d.orderId)),
      )
    ).map((row) => nameKey(row.purchase_request_id, row.name)),
  );
  const remaining = new Remaining(items);
  const outcomes: Array<InvoiceOutcome | { values: LineValues[]; priorEur: boolean[] }> = [];
  for (const draft of drafts) {
    try {
      if (!approved.has(draft.orderId)) {
        throw validationFailed([
          { field: 'purchaseorder_id', message: INVOICE_MESSAGES.notAnOrder },
        ]);
      }
      const seen = draft.lines.map((line) => remaining.item(line.itemId));
      const kind = kindOf(draft);
      const values = draft.lines.map((line, i) =>
        checkLine(line, seen[i]!.item, draft.orderId, kind),
      );
      const key = nameKey(draft.orderId, draft.name);
      if (taken.has(key)) {
        throw new AppError(409, 'DUPLICATE_NAME', INVOICE_MESSAGES.titleDuplicate, 'name');
      }
      taken.add(key);
      remaining.draw(values);
      outcomes.push({ values, priorEur: seen.map((s) => !s.drawnBefore) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcomes.push({ error });
    }
  }

  const writes = drafts.flatMap((draft, i) => {
    const outcome = outcomes[i]!;
    return 'values' in outcome ? [{ draft, ...outcome }] : [];
  });
  let ids: number[];
  try {
    ids = await insertInvoices(
      trx,
      writes.map(({ draft, values, priorEur }) => {
        const range = draft.date === null;
        return {
          invoice: {
            name: draft.name,
            date: range ? null : draft.date,
            start_date: range ? draft.startDate : null,
            end_date: range ? draft.endDate : null,
            purchase_request_id: draft.orderId,
            created_by_id: writerId,
          },
          lines: values.map((value, line) => ({ ...value, drawsOnStoredEur: priorEur[line]! })),
        };
      }),
    );
  } catch (error) {
    // Two invoices of one title racing past the check: the unique index decides.
    if (isUniqueViolation(error)) {
      throw new AppError(409, 'DUPLICATE_NAME', INVOICE_MESSAGES.titleDuplicate, 'name');
    }
    throw error;
  }
  await recordActivities(
    trx,
    writes.map(({ draft, values }, i) => {
      const range = draft.date === null;
      return {
        username: user.username,
        action: 'CREATE',
        entity: 'invoice',
        entityId: ids[i]!,
        summary: summarize({
          name: draft.name,
          purchaseorder: draft.orderId,
          date: range ? undefined : draft.date,
          start_date: range ? draft.startDate : undefined,
          end_date: range ? draft.endDate : undefined,
          lines: values
            .map(
              (v) =>
                `${v.item.id}:${moneyText(v.amount)} ${v.item.currency}${v.quantity ? ` (${v.quantity} d)` : ''}`,
            )
            .join(', '),
          ...(activityNote ? { source: activityNote } : {}),
        }),
      };
    }),
  );
  let written = 0;
  return outcomes.map((outcome) => ('values' in outcome ? { id: ids[written++]! } : outcome));
}

/** One invoice through the batch path: its id, or its broken rule thrown. */
export async function writeInvoice(
  trx: Kysely<Database>,
  user: CurrentUser,
  writerId: number,
  draft: InvoiceDraft,
): Promise<number> {
  const [outcome] = await writeInvoices(trx, user, writerId, [draft]);
  if ('error' in outcome!) throw outcome.error;
  return outcome!.id;
}
