// Invoices (spec §3 'Invoice', §5 'Invoice', DESIGN.md §4 'Invoices'): the invoice list, one
// invoice (and the document a PDF prints), and POST /invoices — an invoice and its lines in one
// transaction, each line capped by what remains of its list item while the items are locked.
import {
  compareDecimals,
  INVOICE_MESSAGES,
  isDecimal,
  invoiceLineAmount,
  invoiceLineProblems,
  invoiceSchema,
} from '@cost-steering/schema';
import { recordActivity } from '../activity/repository.ts';
import { summarize } from '../activity/service.ts';
import type { Kysely } from 'kysely';
import { isoDay, type AppContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { CurrentUser } from '../http/auth.ts';
import { AppError, notFound, validationFailed, type FieldError } from '../http/errors.ts';
import type { PageRequest } from '../http/paging.ts';
import { asText, bodyId, requireObject, validateWith } from '../hierarchy/validation.ts';
import { getOrder } from '../orders/service.ts';
import { configurationFlag } from '../reference/configuration-file.ts';
import { ensureUser } from '../reference/service.ts';
import {
  documentParties,
  insertInvoice,
  invoiceNameTaken,
  invoicePage,
  invoiceRows,
  lockItems,
  orderForInvoice,
  type InvoiceFilter,
  type InvoiceSortField,
  type LineValues,
  type LockedItem,
} from './repository.ts';
import { nestLines, type Invoice } from './shape.ts';

export async function listInvoices(ctx: AppContext, filter: InvoiceFilter) {
  return nestLines(await invoiceRows(ctx.db, filter));
}

export async function pageInvoices(
  ctx: AppContext,
  filter: InvoiceFilter,
  page: PageRequest<InvoiceSortField>,
) {
  const { rows, lines, totalCount } = await invoicePage(ctx.db, filter, page);
  return { rows: nestLines({ rows, lines }), totalCount };
}

/** One invoice with all its lines; 404 when unknown. */
export async function getInvoice(ctx: AppContext, id: number): Promise<Invoice> {
  const [invoice] = await listInvoices(ctx, { id: [id] });
  if (!invoice) throw notFound('Invoice');
  return invoice;
}

/**
 * Everything an invoice document shows (the PDF): the invoice with its lines, its purchase order
 * (with every list item and what remains of it), the order's company and its contact.
 */
export async function invoiceDocument(ctx: AppContext, id: number) {
  const invoice = await getInvoice(ctx, id);
  const [order, parties] = await Promise.all([
    getOrder(ctx, invoice.purchaseorder_id),
    documentParties(ctx.db, invoice.purchaseorder_id),
  ]);
  if (!parties) throw notFound('Purchase order');
  const { company_id, company_name, street, house_number, postal_code, city, country } = parties;
  return {
    invoice,
    order,
    company: {
      id: company_id,
      name: company_name,
      street,
      house_number,
      postal_code,
      city,
      country,
    },
    contact: {
      id: parties.contact_id,
      name: parties.contact_name,
      phone: parties.phone,
      email: parties.email,
    },
  };
}

export type InvoiceDocument = Awaited<ReturnType<typeof invoiceDocument>>;

const problem = (field: string, message: string) => validationFailed([{ field, message }]);

/** Schema field → REST field. */
const FIELD_NAMES: Record<string, string> = { startDate: 'start_date', endDate: 'end_date' };

export interface LineInput {
  index: number;
  itemId: number;
  amount: unknown;
  quantity: unknown;
  currency: unknown;
  dailyRate: unknown;
  resourceName: unknown;
}

function readLines(raw: unknown): LineInput[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    throw problem('listitems', INVOICE_MESSAGES.linesRequired);
  }
  const seen = new Set<number>();
  const problems: FieldError[] = [];
  const lines = raw.map((value, index) => {
    const line = requireObject(value);
    const itemId = bodyId(line.po_listitem_id);
    if (itemId === undefined) {
      problems.push({
        field: `listitems[${index}].po_listitem_id`,
        message: 'List item is required',
      });
    } else if (seen.has(itemId)) {
      problems.push({
        field: `listitems[${index}].po_listitem_id`,
        message: INVOICE_MESSAGES.lineTwice,
      });
    } else {
      seen.add(itemId);
    }
    return {
      index,
      itemId: itemId ?? 0,
      amount: asText(line.amount),
      quantity: asText(line.quantity),
      currency: line.currency,
      dailyRate: asText(line.daily_rate),
      resourceName: line.resource_name,
    };
  });
  if (problems.length > 0) throw validationFailed(problems);
  return lines;
}

/**
 * A line against its locked item: on the order, in the item's currency, within what remains. A
 * resource line (the item has a daily rate) gives person days; its amount is person days × the
 * item's daily rate, and a daily rate, resource or amount sent with it must be the item's.
 */
function checkLine(line: LineInput, item: LockedItem | undefined, orderId: number): LineValues {
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
  const ruleItem = { dailyRate: item.daily_rate, remaining: item.remaining };
  const values = { amount: line.amount as string | null, quantity: line.quantity as string | null };
  const [first] = invoiceLineProblems(values, ruleItem);
  if (first) {
    const message =
      first.message === INVOICE_MESSAGES.overRemaining
        ? `${first.message} of '${item.name}' (${item.remaining} ${item.currency})`
        : first.message;
    throw fail(first.field, first.message, message);
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

/** What an invoice needs from the configuration and the calendar. */
export async function invoiceSettings(ctx: AppContext) {
  const [enabled, dateRangeEnabled] = await Promise.all([
    configurationFlag(ctx.configFile, 'create_invoice_enabled', false),
    configurationFlag(ctx.configFile, 'invoice_date_range_enabled', false),
  ]);
  return { enabled, dateRangeEnabled, today: isoDay(ctx.today()) };
}

export type InvoiceSettings = Awaited<ReturnType<typeof invoiceSettings>>;

const blankToNull = (value: unknown) =>
  value == null || (typeof value === 'string' && value.trim() === '') ? null : String(value).trim();

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
  name: string;
  date: string | null;
  startDate: string | null;
  endDate: string | null;
  orderId: number;
  lines: LineInput[];
}

/**
 * The write path of one invoice, inside the caller's transaction (POST /invoices and each invoice
 * of a CSV import): the order must be approved, its items are locked in id order, every line is
 * checked against what remains of its item, the invoice and its lines written (the figure
 * rollup's triggers add them to the actuals), and the activity-log line.
 */
export async function writeInvoice(
  trx: Kysely<Database>,
  user: CurrentUser,
  writerId: number,
  draft: InvoiceDraft,
  activityNote?: string,
): Promise<number> {
  const { name, orderId, lines } = draft;
  const range = draft.date === null;
  const order = await orderForInvoice(trx, orderId);
  if (!order || order.status !== 'Approved') {
    throw problem('purchaseorder_id', INVOICE_MESSAGES.notAnOrder);
  }
  const items = new Map(
    (
      await lockItems(
        trx,
        lines.map((line) => line.itemId),
      )
    ).map((item) => [item.id, item]),
  );
  const values = lines.map((line) => checkLine(line, items.get(line.itemId), orderId));
  if (await invoiceNameTaken(trx, orderId, name)) {
    throw new AppError(409, 'DUPLICATE_NAME', INVOICE_MESSAGES.titleDuplicate, 'name');
  }
  let invoiceId: number;
  try {
    invoiceId = await insertInvoice(
      trx,
      {
        name,
        date: range ? null : draft.date,
        start_date: range ? draft.startDate : null,
        end_date: range ? draft.endDate : null,
        purchase_request_id: orderId,
        created_by_id: writerId,
      },
      values,
    );
  } catch (error) {
    // Two invoices of one title racing past the check: the unique index decides.
    if (isUniqueViolation(error)) {
      throw new AppError(409, 'DUPLICATE_NAME', INVOICE_MESSAGES.titleDuplicate, 'name');
    }
    throw error;
  }
  await recordActivity(trx, {
    username: user.username,
    action: 'CREATE',
    entity: 'invoice',
    entityId: invoiceId,
    summary: summarize({
      name,
      purchaseorder: orderId,
      date: range ? undefined : draft.date,
      start_date: range ? draft.startDate : undefined,
      end_date: range ? draft.endDate : undefined,
      lines: values
        .map(
          (v) =>
            `${v.item.id}:${v.amount} ${v.item.currency}${v.quantity ? ` (${v.quantity} d)` : ''}`,
        )
        .join(', '),
      ...(activityNote ? { source: activityNote } : {}),
    }),
  });
  return invoiceId;
}

/** The header rules of an invoice (spec §5), as POST /invoices and the CSV import check them. */
export async function checkInvoiceHeader(
  settings: InvoiceSettings,
  header: { name: unknown; date: string | null; startDate: string | null; endDate: string | null },
) {
  let schema = headerSchemas.get(settings);
  if (!schema) {
    schema = invoiceSchema({
      dateRangeEnabled: settings.dateRangeEnabled,
      minDate: settings.today,
    });
    headerSchemas.set(settings, schema);
  }
  await validateWith(schema, header, FIELD_NAMES);
}

/** The header rules built once per settings (an import checks thousands of invoices). */
const headerSchemas = new WeakMap<InvoiceSettings, ReturnType<typeof invoiceSchema>>();

/**
 * POST /invoices `{ name, date, start_date, end_date, purchaseorder_id, listitems: [{
 * po_listitem_id, amount, quantity, … }] }` (role edit-invoice, checked by the route; the
 * configuration's create_invoice_enabled here). One transaction: writeInvoice.
 */
export async function createInvoice(ctx: AppContext, user: CurrentUser, body: unknown) {
  const settings = await invoiceSettings(ctx);
  if (!settings.enabled) throw new AppError(403, 'FORBIDDEN', INVOICE_MESSAGES.disabled);
  const raw = requireObject(body);
  const header = {
    name: raw.name,
    date: blankToNull(raw.date),
    startDate: blankToNull(raw.start_date),
    endDate: blankToNull(raw.end_date),
  };
  await checkInvoiceHeader(settings, header);
  const name = String(header.name).trim();
  const orderId = bodyId(raw.purchaseorder_id);
  if (orderId === undefined) throw problem('purchaseorder_id', INVOICE_MESSAGES.orderRequired);
  const lines = readLines(raw.listitems);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const writer = await ensureUser(trx, user);
    return writeInvoice(trx, user, writer.id, { ...header, name, orderId, lines });
  });
  return getInvoice(ctx, id);
}
