// An invoice document (invoice-document.ts) → an A4 PDF of real text, drawn with
// pdfkit, one function per section of the page, on the document of document.ts (DejaVu Sans
// Condensed embedded, the page footer). The logo of the configuration is drawn on the header
// band: an SVG through svg-to-pdfkit (its paths as vector graphics, its text in the same font), a
// PNG or JPEG as an image; without a usable logo the band carries the app name instead. The app
// name is always in the footer and the document's metadata.
//
// Amounts arrive as decimal strings and stay strings: they are only formatted (labels.ts), and
// the one sum drawn here (a foreign-currency order's total) is the schema's exact sumDecimals.
import SVGtoPDF from 'svg-to-pdfkit';
import { sumDecimals } from '@cost-steering/schema';
import type { InvoiceDocument } from './invoice-document.ts';
import { BODY_BOTTOM, CONTENT_WIDTH, MUTED, PAGE, STRIPE, startDocument } from './document.ts';
import { documentLabels, type InvoiceFormats } from './labels.ts';

export interface InvoiceLogo {
  kind: 'svg' | 'image';
  data: Buffer;
}

export interface RenderOptions {
  appName: string;
  logo: InvoiceLogo | undefined;
  /** The header band's colour (the configuration's colors.header). */
  headerColor: string;
  formats: InvoiceFormats;
}

const BAND_HEIGHT = 72;

interface Column {
  key: 'position' | 'name' | 'costType' | 'resource' | 'personDays' | 'dailyRate' | 'amount';
  width: number;
  align: 'left' | 'right';
}

const COLUMNS: Column[] = [
  { key: 'position', width: 22, align: 'left' },
  { key: 'name', width: 98, align: 'left' },
  { key: 'costType', width: 100, align: 'left' },
  { key: 'resource', width: 76, align: 'left' },
  { key: 'personDays', width: 70, align: 'right' },
  { key: 'dailyRate', width: 60, align: 'right' },
  { key: 'amount', width: CONTENT_WIDTH - (22 + 98 + 100 + 76 + 70 + 60), align: 'right' },
];
const CELL_PAD = 4;

type Pen = Awaited<ReturnType<typeof startDocument>>;
type Cells = Record<Column['key'], string>;

/** What every section of the invoice page draws with. */
interface Page extends Pen {
  formats: InvoiceFormats;
  labels: InvoiceFormats['labels'];
}

export async function renderInvoicePdf(
  document: InvoiceDocument,
  options: RenderOptions,
): Promise<Buffer> {
  const { invoice } = document;
  const { formats, appName } = options;
  const labels = documentLabels(formats.labels, invoice.kind);
  const pen = await startDocument({
    Title: `${labels.title} ${invoice.name}`,
    Author: appName,
    Creator: appName,
    CreationDate: new Date(invoice.created),
  });
  const page: Page = { ...pen, formats, labels };
  drawBand(page, options);
  let y = drawParties(page, document);
  y = drawOrder(page, document.order, y);
  const { lines, y: tableEnd } = drawLines(page, document, y);
  drawTotals(page, document, lines, tableEnd);
  return pen.finish(appName, formats.labels.page);
}

/** The header band: the logo (or the app name) and the document's title. */
function drawBand({ doc, write, labels }: Page, options: RenderOptions) {
  doc.rect(0, 0, PAGE.width, BAND_HEIGHT).fill(options.headerColor);
  if (!drawLogo(doc, options.logo)) {
    write(options.appName, PAGE.margin, 26, {
      size: 16,
      bold: true,
      color: '#ffffff',
      width: 300,
    });
  }
  write(labels.title.toUpperCase(), PAGE.margin + 300, 26, {
    size: 18,
    bold: true,
    color: '#ffffff',
    width: CONTENT_WIDTH - 300,
    align: 'right',
  });
}

/** The invoice's title, the company and contact (left), the invoice's facts (right). */
function drawParties(page: Page, { invoice, company, contact }: InvoiceDocument) {
  const { write, labels, formats } = page;
  const top =
    write(invoice.name, PAGE.margin, BAND_HEIGHT + 24, {
      size: 15,
      bold: true,
      width: CONTENT_WIDTH,
    }) + 10;
  const leftWidth = 225;
  const small = { size: 8, bold: true, color: MUTED };
  const strong = { size: 10, bold: true, width: leftWidth };
  let left = write(labels.company, PAGE.margin, top, small);
  left = write(company.name, PAGE.margin, left + 2, strong);
  const street = [company.street, company.house_number].filter(Boolean).join(' ');
  const town = [company.postal_code, company.city].filter(Boolean).join(' ');
  const contactLines = [
    contact.phone ? `${labels.phone}: ${contact.phone}` : '',
    contact.email ? `${labels.email}: ${contact.email}` : '',
  ];
  for (const line of [street, town, company.country]) {
    if (line) left = write(line, PAGE.margin, left, { width: leftWidth });
  }
  left = write(labels.contact, PAGE.margin, left + 8, small);
  left = write(contact.name, PAGE.margin, left + 2, strong);
  for (const line of contactLines) {
    if (line) left = write(line, PAGE.margin, left, { width: leftWidth });
  }
  const facts: Array<[string, string]> = [
    [labels.invoiceNumber, String(invoice.id)],
    invoice.date
      ? [labels.invoiceDate, formats.date(invoice.date)]
      : [
          labels.billingPeriod,
          `${formats.date(invoice.start_date)} – ${formats.date(invoice.end_date)}`,
        ],
    [labels.createdBy, invoice.created_by ?? ''],
    [labels.createdOn, formats.dateTime(invoice.created)],
  ];
  const right = keyValues(page, facts, PAGE.margin + 240, top, 105, CONTENT_WIDTH - 240 - 105);
  return Math.max(left, right) + 18;
}

/** The purchase order, its facts in two columns. */
function drawOrder(page: Page, order: InvoiceDocument['order'], atY: number) {
  const { labels, formats } = page;
  const y = sectionHeading(page, labels.order, atY);
  const orderFacts: Array<[string, string]> = [
    [labels.orderNumber, order.ordernumber ?? ''],
    [labels.description, order.ordertext],
    [labels.orderDate, formats.date(order.podate)],
    [labels.deliveryDate, formats.date(order.deliverydate)],
    [labels.supplier, order.suppliername ?? ''],
    [labels.orderOwner, order.prownername ?? order.prowner ?? ''],
  ];
  const half = Math.ceil(orderFacts.length / 2);
  const columnWidth = CONTENT_WIDTH / 2;
  return (
    Math.max(
      keyValues(page, orderFacts.slice(0, half), PAGE.margin, y, 85, columnWidth - 95),
      keyValues(page, orderFacts.slice(half), PAGE.margin + columnWidth, y, 85, columnWidth - 85),
    ) + 18
  );
}

/** The invoice's lines in the order's positions, as table rows. */
function tableRows(page: Page, { invoice, order }: InvoiceDocument) {
  const { formats } = page;
  const positions = new Map(
    Object.values(order.listitems).map((item) => [item.id, item.position] as const),
  );
  const lines = Object.values(invoice.listitems).sort(
    (a, b) =>
      (positions.get(a.po_listitem_id) ?? 0) - (positions.get(b.po_listitem_id) ?? 0) ||
      a.id - b.id,
  );
  const rows = lines.map((line): Cells => ({
    position: String(positions.get(line.po_listitem_id) ?? ''),
    name: line.list_item_name,
    costType: formats.costType(line.cost_type),
    resource: line.resource_name ?? '',
    personDays: formats.quantity(line.quantity),
    dailyRate: formats.rate(line.daily_rate),
    amount: formats.money(line.amount),
  }));
  return { lines, rows };
}

/** The lines table; its header again on every new page. */
function drawLines(page: Page, document: InvoiceDocument, atY: number) {
  const { doc, write, rule, labels } = page;
  const { lines, rows } = tableRows(page, document);
  write(labels.amountsIn(document.order.currency), PAGE.margin + CONTENT_WIDTH / 2, atY + 2, {
    size: 8.5,
    color: MUTED,
    width: CONTENT_WIDTH / 2,
    align: 'right',
  });
  const headerCells = Object.fromEntries(
    COLUMNS.map((column) => [column.key, labels.columns[column.key]]),
  ) as Cells;
  const tableHeader = (headerY: number) => {
    const row = measureRow(page, headerCells, headerY, true);
    row.draw(false);
    return headerY + row.height;
  };
  let y = tableHeader(sectionHeading(page, labels.lines, atY));
  for (const [index, cells] of rows.entries()) {
    let row = measureRow(page, cells, y, false);
    if (y + row.height > BODY_BOTTOM) {
      doc.addPage();
      y = tableHeader(PAGE.margin);
      row = measureRow(page, cells, y, false);
    }
    row.draw(index % 2 === 1);
    y += row.height;
  }
  rule(y);
  return { lines, y };
}

/** A table row's height, and how to draw it (striped or not). */
function measureRow(page: Page, cells: Cells, rowY: number, header: boolean) {
  const size = header ? 8 : 8.5;
  const height =
    Math.max(
      ...COLUMNS.map((column) =>
        page.heightOf(cells[column.key], column.width - 2 * CELL_PAD, size, header),
      ),
    ) +
    2 * CELL_PAD;
  const draw = (stripe: boolean) => {
    if (header) page.doc.rect(PAGE.margin, rowY, CONTENT_WIDTH, height).fill('#e4e7eb');
    else if (stripe) page.doc.rect(PAGE.margin, rowY, CONTENT_WIDTH, height).fill(STRIPE);
    let x = PAGE.margin;
    for (const column of COLUMNS) {
      page.write(cells[column.key], x + CELL_PAD, rowY + CELL_PAD, {
        size,
        bold: header,
        width: column.width - 2 * CELL_PAD,
        align: column.align,
      });
      x += column.width;
    }
  };
  return { height, draw };
}

/** The totals (the invoice's total in EUR, spec §9) and what remains of the order. */
function drawTotals(
  page: Page,
  { invoice, order }: InvoiceDocument,
  lines: ReadonlyArray<{ amount: string }>,
  tableEnd: number,
) {
  const { doc, write, labels, formats } = page;
  const eur = (amount: string) => `${formats.money(amount)} EUR`;
  const currency = order.currency;
  const totals: Array<[string, string, boolean]> = [];
  if (currency !== 'EUR') {
    const inCurrency = sumDecimals(lines.map((line) => line.amount));
    totals.push([
      labels.invoiceTotalIn(currency),
      `${formats.money(inCurrency)} ${currency}`,
      false,
    ]);
  }
  totals.push(
    [labels.invoiceTotal, eur(invoice.total_amount), true],
    ['', '', false],
    [labels.orderAmount, eur(order.orderamount_eur), false],
    [labels.invoicedSoFar, eur(order.invoiced_amount), false],
    [labels.remainingOrderAmount, eur(order.po_remaining_amount), true],
  );
  let y = tableEnd + 10;
  if (y + totals.length * 15 + 12 > BODY_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  const labelX = PAGE.margin + CONTENT_WIDTH - 330;
  for (const [label, value, strong] of totals) {
    if (label) {
      const style = { bold: strong, size: strong ? 10 : 9 };
      write(label, labelX, y, { ...style, width: 200 });
      write(value, labelX + 200, y, { ...style, width: 130, align: 'right' });
    }
    y += label ? 15 : 6;
  }
}

function sectionHeading({ write, rule }: Page, title: string, atY: number) {
  const after = write(title, PAGE.margin, atY, { size: 11, bold: true });
  rule(after + 2);
  return after + 8;
}

/** Label/value rows; returns the y below the last. */
function keyValues(
  { doc, write }: Page,
  pairs: Array<[string, string]>,
  x: number,
  atY: number,
  labelWidth: number,
  valueWidth: number,
) {
  let rowY = atY;
  for (const [label, value] of pairs) {
    write(label, x, rowY, { size: 8.5, color: MUTED, width: labelWidth - 6 });
    const labelBottom = doc.y;
    const valueBottom = write(value, x + labelWidth, rowY, { width: valueWidth });
    rowY = Math.max(labelBottom, valueBottom) + 3;
  }
  return rowY;
}

const LOGO_BOX = { x: PAGE.margin, y: 16, width: 200, height: 40 } as const;

/** The logo on the band; false when there is none or it cannot be drawn. */
function drawLogo(doc: PDFKit.PDFDocument, logo: InvoiceLogo | undefined): boolean {
  if (!logo) return false;
  try {
    if (logo.kind === 'svg') {
      // The types declare the class where the instance is meant.
      SVGtoPDF(
        doc as unknown as Parameters<typeof SVGtoPDF>[0],
        logo.data.toString('utf8'),
        LOGO_BOX.x,
        LOGO_BOX.y,
        {
          width: LOGO_BOX.width,
          height: LOGO_BOX.height,
          preserveAspectRatio: 'xMinYMid meet',
          fontCallback: (_family, bold) => (bold ? 'bold' : 'regular'),
        },
      );
    } else {
      doc.image(logo.data, LOGO_BOX.x, LOGO_BOX.y, {
        fit: [LOGO_BOX.width, LOGO_BOX.height],
        valign: 'center',
      });
    }
    return true;
  } catch {
    // A logo pdfkit cannot read (a broken file, an unsupported image): the app name stands in.
    return false;
  }
}
