// The texts and formats of an invoice PDF per language (spec §7 'GET /pdf/{invoiceID}/{language}':
// english, german). Numbers: en-GB '1,234.50' / de-DE '1.234,50', formatted from the decimal
// *string* (Intl.NumberFormat formats strings exactly, so no float rounds an amount). Dates: spec §9
// 'long English date' — 'November 23, 2026', as the web shows it — and its German counterpart
// '23. November 2026'; the time of day in 24 hours.

export const PDF_LANGUAGES = ['english', 'german'] as const;
export type PdfLanguage = (typeof PDF_LANGUAGES)[number];

export const isPdfLanguage = (value: string): value is PdfLanguage =>
  (PDF_LANGUAGES as readonly string[]).includes(value);

export interface InvoiceLabels {
  title: string;
  invoiceNumber: string;
  invoiceTitle: string;
  invoiceDate: string;
  billingPeriod: string;
  createdBy: string;
  createdOn: string;
  company: string;
  contact: string;
  phone: string;
  email: string;
  order: string;
  orderNumber: string;
  description: string;
  orderDate: string;
  deliveryDate: string;
  orderOwner: string;
  supplier: string;
  lines: string;
  amountsIn: (currency: string) => string;
  columns: {
    position: string;
    name: string;
    costType: string;
    resource: string;
    personDays: string;
    dailyRate: string;
    amount: string;
  };
  invoiceTotal: string;
  invoiceTotalIn: (currency: string) => string;
  orderAmount: string;
  invoicedSoFar: string;
  remainingOrderAmount: string;
  page: (page: number, pages: number) => string;
  /** 'Capital Infrastructure' → the language's words (the database stores the English ones). */
  costTypes: Record<string, string>;
  /** What a credit note (negative lines: CONTRACT.md 'Credit notes') calls itself instead. */
  creditNote: Pick<
    InvoiceLabels,
    'title' | 'invoiceNumber' | 'invoiceDate' | 'lines' | 'invoiceTotal' | 'invoiceTotalIn'
  >;
}

const ENGLISH: InvoiceLabels = {
  title: 'Invoice',
  invoiceNumber: 'Invoice no.',
  invoiceTitle: 'Title',
  invoiceDate: 'Invoice date',
  billingPeriod: 'Billing period',
  createdBy: 'Created by',
  createdOn: 'Created on',
  company: 'Company',
  contact: 'Contact',
  phone: 'Phone',
  email: 'Email',
  order: 'Purchase order',
  orderNumber: 'Order number',
  description: 'Description',
  orderDate: 'Order date',
  deliveryDate: 'Delivery date',
  orderOwner: 'Order owner',
  supplier: 'Supplier',
  lines: 'Invoice lines',
  amountsIn: (currency) => `Amounts in ${currency}`,
  columns: {
    position: 'No.',
    name: 'Name',
    costType: 'Cost type',
    resource: 'Resource',
    personDays: 'Person days',
    dailyRate: 'Daily rate',
    amount: 'Amount',
  },
  invoiceTotal: 'Invoice total',
  invoiceTotalIn: (currency) => `Invoice total in ${currency}`,
  orderAmount: 'Order amount',
  invoicedSoFar: 'Invoiced so far',
  remainingOrderAmount: 'Remaining order amount',
  page: (page, pages) => `Page ${page} of ${pages}`,
  costTypes: {
    Capital: 'Capital',
    Expense: 'Expense',
    Undefined: 'Undefined',
    Infrastructure: 'Infrastructure',
    Maintenance: 'Maintenance',
    Enhancement: 'Enhancement',
  },
  creditNote: {
    title: 'Credit note',
    invoiceNumber: 'Credit note no.',
    invoiceDate: 'Credit note date',
    lines: 'Credit note lines',
    invoiceTotal: 'Credit note total',
    invoiceTotalIn: (currency) => `Credit note total in ${currency}`,
  },
};

const GERMAN: InvoiceLabels = {
  title: 'Rechnung',
  invoiceNumber: 'Rechnungsnummer',
  invoiceTitle: 'Titel',
  invoiceDate: 'Rechnungsdatum',
  billingPeriod: 'Abrechnungszeitraum',
  createdBy: 'Erstellt von',
  createdOn: 'Erstellt am',
  company: 'Firma',
  contact: 'Ansprechpartner',
  phone: 'Telefon',
  email: 'E-Mail',
  order: 'Bestellung',
  orderNumber: 'Bestellnummer',
  description: 'Beschreibung',
  orderDate: 'Bestelldatum',
  deliveryDate: 'Liefertermin',
  orderOwner: 'Besteller',
  supplier: 'Lieferant',
  lines: 'Rechnungspositionen',
  amountsIn: (currency) => `Beträge in ${currency}`,
  columns: {
    position: 'Nr.',
    name: 'Bezeichnung',
    costType: 'Kostenart',
    resource: 'Ressource',
    personDays: 'Personentage',
    dailyRate: 'Tagessatz',
    amount: 'Betrag',
  },
  invoiceTotal: 'Rechnungsbetrag',
  invoiceTotalIn: (currency) => `Rechnungsbetrag in ${currency}`,
  orderAmount: 'Bestellwert',
  invoicedSoFar: 'Bisher berechnet',
  remainingOrderAmount: 'Restbetrag der Bestellung',
  page: (page, pages) => `Seite ${page} von ${pages}`,
  costTypes: {
    Capital: 'Investition',
    Expense: 'Aufwand',
    Undefined: 'Nicht zugeordnet',
    Infrastructure: 'Infrastruktur',
    Maintenance: 'Wartung',
    Enhancement: 'Weiterentwicklung',
  },
  creditNote: {
    title: 'Gutschrift',
    invoiceNumber: 'Gutschriftsnummer',
    invoiceDate: 'Gutschriftsdatum',
    lines: 'Gutschriftspositionen',
    invoiceTotal: 'Gutschriftsbetrag',
    invoiceTotalIn: (currency) => `Gutschriftsbetrag in ${currency}`,
  },
};

export interface InvoiceFormats {
  labels: InvoiceLabels;
  /** A decimal string with 2 fraction digits and the language's grouping; '' for none. */
  money(value: string | null | undefined): string;
  /** A daily rate (numeric(12,3), spec step 0.001): 2 or 3 fraction digits, none rounded away. */
  rate(value: string | null | undefined): string;
  /** Person days: up to 3 fraction digits. */
  quantity(value: string | null | undefined): string;
  /** yyyy-mm-dd → the long date; '' for none. */
  date(isoDate: string | null | undefined): string;
  /** An instant → the long date with the 24-hour time (UTC). */
  dateTime(iso: string): string;
  /** 'Capital Infrastructure' → each word in the language. */
  costType(value: string | null | undefined): string;
}

function formatsOf(
  labels: InvoiceLabels,
  numberLocale: string,
  dateLocale: string,
): InvoiceFormats {
  const money = new Intl.NumberFormat(numberLocale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const rate = new Intl.NumberFormat(numberLocale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  });
  const quantity = new Intl.NumberFormat(numberLocale, { maximumFractionDigits: 3 });
  const longDate = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'long', timeZone: 'UTC' });
  const longDateTime = new Intl.DateTimeFormat(dateLocale, {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });
  // Intl formats a numeric string exactly (no float on the way); the cast names that overload.
  const decimal = (format: Intl.NumberFormat, value: string | null | undefined) =>
    value == null || value === '' ? '' : format.format(value as `${number}`);
  return {
    labels,
    money: (value) => decimal(money, value),
    rate: (value) => decimal(rate, value),
    quantity: (value) => decimal(quantity, value),
    date: (isoDate) => {
      if (!isoDate) return '';
      const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
      return Number.isNaN(date.getTime()) ? isoDate : longDate.format(date);
    },
    dateTime: (iso) => longDateTime.format(new Date(iso)),
    costType: (value) =>
      (value ?? '')
        .split(' ')
        .map((word) => labels.costTypes[word] ?? word)
        .join(' '),
  };
}

const FORMATS: Record<PdfLanguage, InvoiceFormats> = {
  english: formatsOf(ENGLISH, 'en-GB', 'en-US'),
  german: formatsOf(GERMAN, 'de-DE', 'de-DE'),
};

export const invoiceFormats = (language: PdfLanguage) => FORMATS[language];

/** The labels of a document of this kind: a credit note's title, number, date, lines, total. */
export function documentLabels(labels: InvoiceLabels, kind: 'invoice' | 'credit_note') {
  return kind === 'credit_note' ? { ...labels, ...labels.creditNote } : labels;
}
