// GET /pdf/{invoiceID}/{language}: the invoice document (invoice-document.ts) with the
// configuration's app name, header colour and logo, rendered in the asked language.
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import type { AppContext } from '../context.ts';
import { invoiceDocument } from './invoice-document.ts';
import { readConfiguration } from '../reference/index.ts';
import type { FailedRow } from '../invoices/index.ts';
import { invoiceFormats, type PdfLanguage } from './labels.ts';
import { renderImportErrorsPdfInWorker } from './render-in-worker.ts';
import { renderInvoicePdf, type InvoiceLogo } from './render-invoice.ts';

/** The app name when the configuration has none (spec §1's default title). */
const DEFAULT_APP_NAME = 'Cost Steering';
const DEFAULT_HEADER_COLOR = '#0b3d61';

const LOGO_KINDS: Record<string, InvoiceLogo['kind']> = {
  '.svg': 'svg',
  '.png': 'image',
  '.jpg': 'image',
  '.jpeg': 'image',
};

/** The configured logo file, read per document like the configuration; missing → none. */
async function readLogo(file: string): Promise<InvoiceLogo | undefined> {
  const kind = LOGO_KINDS[extname(file).toLowerCase()];
  if (!kind) return undefined;
  const data = await readFile(file).catch(() => undefined);
  return data && data.length > 0 ? { kind, data } : undefined;
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export async function invoicePdf(
  ctx: AppContext,
  invoiceId: number,
  language: PdfLanguage,
): Promise<Buffer> {
  const [document, configuration, logo] = await Promise.all([
    invoiceDocument(ctx, invoiceId),
    readConfiguration(ctx.configFile),
    readLogo(ctx.logoFile),
  ]);
  const colors = configuration?.colors as Record<string, unknown> | undefined;
  const headerColor = text(colors?.header);
  return renderInvoicePdf(document, {
    appName: text(configuration?.app_name) ?? DEFAULT_APP_NAME,
    headerColor:
      headerColor && /^#[0-9a-f]{6}$/i.test(headerColor) ? headerColor : DEFAULT_HEADER_COLOR,
    logo,
    formats: invoiceFormats(language),
  });
}

/**
 * POST /pdf/import-errors: the failed rows of an import, in English, with today's date — rendered
 * in a worker thread (render-in-worker.ts), so the API keeps answering meanwhile.
 */
export async function importErrorsPdf(ctx: AppContext, rows: FailedRow[]): Promise<Buffer> {
  const configuration = await readConfiguration(ctx.configFile);
  return renderImportErrorsPdfInWorker(rows, {
    appName: text(configuration?.app_name) ?? DEFAULT_APP_NAME,
    date: invoiceFormats('english').dateTime(new Date().toISOString()),
  });
}
