// Invoice and line rows → the contract's objects (CONTRACT.md 'Invoices'): an invoice carries its
// lines keyed by id, so a page of the invoice list (with its expandable lines) is one call.
import type { InvoiceRow, LineRow } from './repository.ts';

export function toLine(row: LineRow) {
  const { invoice_id: _invoice, position: _position, ...fields } = row;
  return fields;
}

export type InvoiceLine = ReturnType<typeof toLine>;

export function toInvoice(row: InvoiceRow, lines: readonly InvoiceLine[]) {
  const { created, ...fields } = row;
  return {
    ...fields,
    created: created.toISOString(),
    listitems: Object.fromEntries(lines.map((line) => [String(line.id), line])),
  };
}

export type Invoice = ReturnType<typeof toInvoice>;

/** Invoice rows with the lines of all of them (sorted by invoice and id). */
export function nestLines({
  rows,
  lines,
}: {
  rows: readonly InvoiceRow[];
  lines: readonly LineRow[];
}) {
  const byInvoice = new Map<number, InvoiceLine[]>();
  for (const line of lines) {
    const list = byInvoice.get(line.invoice_id) ?? [];
    list.push(toLine(line));
    byInvoice.set(line.invoice_id, list);
  }
  return rows.map((row) => toInvoice(row, byInvoice.get(row.id) ?? []));
}
