// Spec §5 'Invoice', §2 'Purchase order list', 'Expiration list', 'Invoices', 'Create invoice' and
// §8: the rules of the create-invoice form, run by the web's form and by the REST API alike, and
// the texts of those screens. Limits come from spec §9.
import { compareDecimals, isDecimal, multiplyDecimals, subtractDecimals } from './decimal.ts';
import { MONEY_FORMAT, moneyFormatMessage } from './money.ts';
import { dateYearsMessage, inDateYears, isIsoDay } from './requests.ts';
import { fields, text } from './typed.ts';

/** Decided here (the spec names no limit): the database holds titles of 1 to 64 characters. */
export const INVOICE_TITLE_MAX = 64;
/**
 * Decided here: the lines of one invoice (one per list item of its order). Far above any real
 * order, and what keeps an invoice's statements within the database's parameter limit.
 */
export const INVOICE_LINES_MAX = 1000;

export const INVOICE_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title can have at most ${INVOICE_TITLE_MAX} characters`,
  titleDuplicate: 'This purchase order already has an invoice with this title',
  dateRequired: 'Date is required',
  dateInvalid: 'Date must be a date (yyyy-mm-dd)',
  dateMin: 'Date cannot be in the past',
  dateYears: dateYearsMessage('Date'),
  startDateRequired: 'Start date is required',
  startDateInvalid: 'Start date must be a date (yyyy-mm-dd)',
  startDateMin: 'Start date cannot be in the past',
  startDateYears: dateYearsMessage('Start date'),
  endDateRequired: 'End date is required',
  endDateInvalid: 'End date must be a date (yyyy-mm-dd)',
  endDateYears: dateYearsMessage('End date'),
  endBeforeStart: 'End date cannot be before the start date',
  endAfterMonth: "End date cannot be after the end of the start date's month",
  dateAndRange: 'Give either a date or a start and end date, not both',
  rangeDisabled: 'Invoices for a date range are not enabled',
  orderRequired: 'Purchase order is required',
  notAnOrder: 'Invoices are created from an approved purchase order',
  linesRequired: 'Add at least one list item',
  linesTooMany: `An invoice can have at most ${INVOICE_LINES_MAX} lines`,
  lineNotOnOrder: 'This list item is not on the purchase order',
  lineTwice: 'This list item is already on the invoice',
  lineCurrency: "A line is in its list item's currency",
  amountRequired: 'Amount is required',
  amountNumber: 'Amount must be a number',
  amountPositive: 'Amount must be greater than 0',
  amountDecimals: moneyFormatMessage('Amount'),
  personDaysRequired: 'Person days are required',
  personDaysNumber: 'Person days must be a number',
  personDaysPositive: 'Person days must be greater than 0',
  personDaysStep: 'Person days can have at most 3 decimals',
  dailyRateFixed: "The daily rate is the list item's daily rate",
  /** A plain line (its item has no daily rate) refuses the fields of a resource line. */
  notResourceLine: {
    quantity: 'Person days are only given on a resource line (a list item with a daily rate)',
    daily_rate: 'A daily rate is only given on a resource line (a list item with a daily rate)',
    resource_name:
      'A resource name is only given on a resource line (a list item with a daily rate)',
  },
  amountIsProduct: 'The amount of a resource line is person days × daily rate',
  overRemaining: 'The amount exceeds the remaining amount',
  nothingRemaining: 'Nothing remains to be invoiced on this list item',
  /** Credit notes (CONTRACT.md 'Credit notes'): a line's sign says which kind it belongs to. */
  amountNegative: 'The amount of a credit note must be less than 0',
  personDaysNegative: 'Person days of a credit note must be less than 0',
  overInvoiced: 'The credit exceeds what was invoiced',
  nothingInvoiced: 'Nothing has been invoiced on this list item',
  mixedKinds:
    'An invoice and a credit note cannot be mixed: the lines of an invoice are all positive, those of a credit note all negative',
  kindInvalid: "Kind must be 'invoice' or 'credit_note'",
  disabled: 'Creating invoices is not enabled',
} as const;

/** Spec §2 and §8: what the order, expiration and invoice screens show. */
export const INVOICE_TEXTS = {
  created: 'SUCCESS: Invoice generated!',
  cannotGenerate: 'ERROR: Invoice cannot be generated',
  createFailed: (message: string) => `Error creating invoice: ${message}`,
  noOrders: 'No Purchase Orders to show!',
  noOrdersAvailable: 'No orders available.',
  noExpiringOrders: 'No expiring Purchase Orders to show',
  noInvoices: 'No invoices found',
  noInvoicesMatch: 'No such invoices found',
} as const;

/** The last day (yyyy-mm-dd) of the month of `day` (yyyy-mm-dd). */
export function lastDayOfMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  // Day 0 of the next month is the last day of this one (UTC, no time zone in between).
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/**
 * Spec §2/§9 'Expiration list': orders whose delivery date falls in the current or the previous
 * calendar month of `today` (yyyy-mm-dd) — from the first of last month to the last of this one.
 */
export function expiryWindow(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 10);
  return { from, to: lastDayOfMonth(today) };
}

const blank = (value: unknown) => value == null || value === '';

export interface InvoiceRuleOptions {
  /** `invoice_date_range_enabled`: a start/end range may replace the date. */
  dateRangeEnabled: boolean;
  /** The earliest date (today, yyyy-mm-dd); null: not checked. */
  minDate: string | null;
  /** The form's choice between a date and a range; the REST body has none (it sends one). */
  useRange?: boolean | undefined;
  /**
   * The CSV import's own rule: a range's start not before `minDate` either. Unset, a range is the
   * service period and may start in the past (spec §5 'Invoice': 'Date min today' binds the
   * single date; an invoice for 1–30 November can be made on 28 November).
   */
  rangeStartMin?: boolean | undefined;
}

/**
 * Spec §5 'Invoice': title and date required; the date not before today — or, with the date
 * range enabled, a start and end date (the service period, which may start in the past) where the
 * end is neither before the start nor after the end of the start's month. Lines are checked
 * against their list items (invoiceLineProblems).
 */
export function invoiceSchema(options: InvoiceRuleOptions) {
  /** The problem of a required day, or null. */
  const dayProblem = (
    value: unknown,
    messages: { required: string; invalid: string; years: string; min: string },
    min: string | null,
  ): string | null => {
    if (blank(value)) return messages.required;
    if (!isIsoDay(value)) return messages.invalid;
    if (!inDateYears(value)) return messages.years;
    if (min !== null && value < min) return messages.min;
    return null;
  };
  // The form says which it shows; a body says it by the fields it sends.
  const usesRange = (parent: Record<string, unknown> | undefined) =>
    options.useRange ??
    (blank(parent?.date) && !(blank(parent?.startDate) && blank(parent?.endDate)));
  const optionalDay = () => text('Date').nullable().optional();
  return fields({
    name: text('Title')
      .nullable()
      .required(INVOICE_MESSAGES.titleRequired)
      .max(INVOICE_TITLE_MAX, INVOICE_MESSAGES.titleTooLong),
    date: optionalDay().test('date', (value, context) => {
      const parent = context.parent as Record<string, unknown> | undefined;
      const rangeGiven = !(blank(parent?.startDate) && blank(parent?.endDate));
      if (usesRange(parent) || (options.useRange === undefined && rangeGiven)) {
        return blank(value) || context.createError({ message: INVOICE_MESSAGES.dateAndRange });
      }
      const problem = dayProblem(
        value,
        {
          required: INVOICE_MESSAGES.dateRequired,
          invalid: INVOICE_MESSAGES.dateInvalid,
          years: INVOICE_MESSAGES.dateYears,
          min: INVOICE_MESSAGES.dateMin,
        },
        options.minDate,
      );
      return problem === null || context.createError({ message: problem });
    }),
    startDate: optionalDay().test('start', (value, context) => {
      if (!usesRange(context.parent)) return true;
      if (!options.dateRangeEnabled) {
        return context.createError({ message: INVOICE_MESSAGES.rangeDisabled });
      }
      const problem = dayProblem(
        value,
        {
          required: INVOICE_MESSAGES.startDateRequired,
          invalid: INVOICE_MESSAGES.startDateInvalid,
          years: INVOICE_MESSAGES.startDateYears,
          min: INVOICE_MESSAGES.startDateMin,
        },
        options.rangeStartMin ? options.minDate : null,
      );
      return problem === null || context.createError({ message: problem });
    }),
    endDate: optionalDay().test('end', (value, context) => {
      // Without a range the date's test names the problem; a disabled range the start date's.
      if (!usesRange(context.parent) || !options.dateRangeEnabled) return true;
      if (blank(value)) return context.createError({ message: INVOICE_MESSAGES.endDateRequired });
      if (!isIsoDay(value))
        return context.createError({ message: INVOICE_MESSAGES.endDateInvalid });
      if (!inDateYears(value))
        return context.createError({ message: INVOICE_MESSAGES.endDateYears });
      const start: unknown = context.parent?.startDate;
      if (!isIsoDay(start)) return true;
      if (value < start) return context.createError({ message: INVOICE_MESSAGES.endBeforeStart });
      if (value > lastDayOfMonth(start)) {
        return context.createError({ message: INVOICE_MESSAGES.endAfterMonth });
      }
      return true;
    }),
  });
}

/** What a line is drawn from: its list item, with what remains of it in the item's currency. */
export interface InvoiceLineItem {
  /** Time & material: the item has a resource and a daily rate; the line gives person days. */
  dailyRate: string | null;
  /** The item's amount minus what is already invoiced on it (the item's currency). */
  remaining: string;
  /** What is invoiced on it so far, credit notes deducted: what a credit note may take back. */
  invoiced: string;
}

/**
 * An invoice bills (positive lines); a credit note takes back what was billed (negative lines).
 * REST writes them 'invoice' and 'credit_note'.
 */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const isInvoiceKind = (value: unknown): value is InvoiceKind =>
  (INVOICE_KINDS as readonly unknown[]).includes(value);

/**
 * The kind a line's own value says (its amount, or a resource line's person days): a credit note
 * when it is negative; null while it is not a number yet.
 */
export function lineKind(line: { amount?: unknown; quantity?: unknown }): InvoiceKind | null {
  const value = [line.amount, line.quantity].find(isDecimal);
  if (value === undefined) return null;
  return value.trim().startsWith('-') ? 'credit_note' : 'invoice';
}

export interface InvoiceLineValues {
  amount?: string | null | undefined;
  /** Person days (resource lines). */
  quantity?: string | null | undefined;
}

const THREE_DECIMALS = /^\d{1,9}(\.\d{1,3})?$/;

/**
 * A line's amount: for a resource line person days × the item's daily rate (exact, rounded once
 * to cents), else the amount entered. Null while it cannot be computed.
 */
export function invoiceLineAmount(line: InvoiceLineValues, item: InvoiceLineItem): string | null {
  if (item.dailyRate !== null) {
    return isDecimal(line.quantity) ? multiplyDecimals(line.quantity.trim(), item.dailyRate) : null;
  }
  return isDecimal(line.amount) ? line.amount.trim() : null;
}

/** A decimal without its sign ('-12.50' → '12.50'): the format rules read the digits. */
const digitsOf = (value: string) => value.trim().replace(/^-/, '');

/** The texts of one kind: an invoice draws on what remains, a credit note on what was invoiced. */
const KIND_RULES = {
  invoice: {
    sign: 1,
    empty: INVOICE_MESSAGES.nothingRemaining,
    amountSign: INVOICE_MESSAGES.amountPositive,
    personDaysSign: INVOICE_MESSAGES.personDaysPositive,
    over: INVOICE_MESSAGES.overRemaining,
    cap: (item: InvoiceLineItem) => item.remaining,
  },
  credit_note: {
    sign: -1,
    empty: INVOICE_MESSAGES.nothingInvoiced,
    amountSign: INVOICE_MESSAGES.amountNegative,
    personDaysSign: INVOICE_MESSAGES.personDaysNegative,
    over: INVOICE_MESSAGES.overInvoiced,
    cap: (item: InvoiceLineItem) => item.invoiced,
  },
} as const;

/**
 * Spec §5 'Invoice' for one line of an invoice: person days (> 0, at most 3 decimals) for a
 * resource line, else an amount (> 0, two decimals); never more than what remains of the item
 * (Add is disabled then). A line of a credit note (CONTRACT.md 'Credit notes') is the same
 * below 0, and takes back at most what is invoiced on the item, so what is invoiced never goes
 * below zero. Problems by field: `amount` or `quantity`.
 */
export function invoiceLineProblems(
  line: InvoiceLineValues,
  item: InvoiceLineItem,
  kind: InvoiceKind = 'invoice',
): Array<{ field: 'amount' | 'quantity'; message: string }> {
  const rules = KIND_RULES[kind];
  const cap = rules.cap(item);
  if (compareDecimals(cap, '0') <= 0) {
    return [{ field: 'amount', message: rules.empty }];
  }
  const wrongSign = (value: string) => compareDecimals(value, '0') * rules.sign <= 0;
  if (item.dailyRate !== null) {
    const quantity = line.quantity;
    if (blank(quantity))
      return [{ field: 'quantity', message: INVOICE_MESSAGES.personDaysRequired }];
    if (!isDecimal(quantity)) {
      return [{ field: 'quantity', message: INVOICE_MESSAGES.personDaysNumber }];
    }
    if (wrongSign(quantity)) {
      return [{ field: 'quantity', message: rules.personDaysSign }];
    }
    if (!THREE_DECIMALS.test(digitsOf(quantity))) {
      return [{ field: 'quantity', message: INVOICE_MESSAGES.personDaysStep }];
    }
  } else {
    const amount = line.amount;
    if (blank(amount)) return [{ field: 'amount', message: INVOICE_MESSAGES.amountRequired }];
    if (!isDecimal(amount)) return [{ field: 'amount', message: INVOICE_MESSAGES.amountNumber }];
    if (wrongSign(amount)) {
      return [{ field: 'amount', message: rules.amountSign }];
    }
    if (!MONEY_FORMAT.test(digitsOf(amount))) {
      return [{ field: 'amount', message: INVOICE_MESSAGES.amountDecimals }];
    }
  }
  const amount = invoiceLineAmount(line, item)!;
  // Person days so few that their amount rounds to 0.00.
  if (wrongSign(amount)) {
    return [{ field: 'quantity', message: rules.personDaysSign }];
  }
  if (!MONEY_FORMAT.test(digitsOf(amount)))
    return [{ field: 'amount', message: INVOICE_MESSAGES.amountDecimals }];
  if (compareDecimals(digitsOf(amount), cap) > 0) {
    return [{ field: 'amount', message: rules.over }];
  }
  return [];
}

/** What remains of an item after this line (the form shows it beside the line). */
export function remainingAfter(line: InvoiceLineValues, item: InvoiceLineItem): string | null {
  const amount = invoiceLineAmount(line, item);
  return amount === null ? null : subtractDecimals(item.remaining, amount);
}
