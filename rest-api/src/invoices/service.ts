// Invoices (spec §3 'Invoice', §5 'Invoice', DESIGN.md §4 'Invoices'): the invoice list, one
// invoice, and POST /invoices — an invoice and its lines in one
// transaction, each line capped by what remains of its list item while the items are locked.
import {
  INVOICE_LINES_MAX,
  INVOICE_MESSAGES,
  invoiceSchema,
  isInvoiceKind,
  type InvoiceKind,
} from '@cost-steering/schema';
import { isoDay, type AppContext } from '../context.ts';
import type { CurrentUser } from '../http/auth.ts';
import { AppError, notFound, validationFailed, type FieldError } from '../http/errors.ts';
import type { PageRequest } from '../http/paging.ts';
import { asText, bodyId, requireObject, validateWith } from '../http/validation.ts';
import { configurationFlag, ensureUser } from '../reference/index.ts';
import {
  invoicePage,
  invoiceRows,
  type InvoiceFilter,
  type InvoiceSortField,
} from './repository.ts';
import { nestLines, type Invoice } from './shape.ts';
import { writeInvoice, type LineInput } from './write.ts';

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

const problem = (field: string, message: string) => validationFailed([{ field, message }]);

/** Schema field → REST field. */
const FIELD_NAMES: Record<string, string> = { startDate: 'start_date', endDate: 'end_date' };

function readLines(raw: unknown): LineInput[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    throw problem('listitems', INVOICE_MESSAGES.linesRequired);
  }
  if (raw.length > INVOICE_LINES_MAX) throw problem('listitems', INVOICE_MESSAGES.linesTooMany);
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

/** `kind`: 'invoice' or 'credit_note'; absent, the sign of the first line decides. */
function readKind(raw: unknown): InvoiceKind | null {
  if (raw == null || raw === '') return null;
  if (!isInvoiceKind(raw)) throw problem('kind', INVOICE_MESSAGES.kindInvalid);
  return raw;
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

/**
 * The header rules of an invoice (spec §5), as POST /invoices and the CSV import check them;
 * `received`: the import's invoices were received, so 'Date min today' does not bind them (the
 * import checks its own bounds: check-group.ts, CONTRACT.md 'Invoice import').
 */
export async function checkInvoiceHeader(
  settings: InvoiceSettings,
  header: { name: unknown; date: string | null; startDate: string | null; endDate: string | null },
  received = false,
) {
  const built = headerSchemas.get(settings) ?? new Map<boolean, InvoiceHeaderSchema>();
  headerSchemas.set(settings, built);
  let schema = built.get(received);
  if (!schema) {
    schema = invoiceSchema({
      dateRangeEnabled: settings.dateRangeEnabled,
      minDate: received ? null : settings.today,
    });
    built.set(received, schema);
  }
  await validateWith(schema, header, FIELD_NAMES);
}

type InvoiceHeaderSchema = ReturnType<typeof invoiceSchema>;
/** The header rules built once per settings (an import checks thousands of invoices). */
const headerSchemas = new WeakMap<InvoiceSettings, Map<boolean, InvoiceHeaderSchema>>();

/**
 * POST /invoices `{ kind, name, date, start_date, end_date, purchaseorder_id, listitems: [{
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
  const kind = readKind(raw.kind);
  const lines = readLines(raw.listitems);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const writer = await ensureUser(trx, user);
    return writeInvoice(trx, user, writer.id, { ...header, kind, name, orderId, lines });
  });
  return getInvoice(ctx, id);
}
