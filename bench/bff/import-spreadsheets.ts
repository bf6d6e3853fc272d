// bench:import's issue-32 figures: the generated import file as an .xlsx workbook (exceljs, as
// Excel saves it: amounts as number cells, the date a date cell) uploaded through the bff, and
// 20,000 failed rows made into failed_rows.pdf and failed_rows.xlsx through the bff — each timed
// beside its reference with the REST API's /readyz p99 while it runs.
import { performance } from 'node:perf_hooks';
import { xlsxFile } from '../../rest-api/src/testing/spreadsheet-files.ts';
import { readinessLine, withReadiness } from './readiness.ts';

const READYZ_REFERENCE_MS = 200;
const XLSX_IMPORT_REFERENCE_S = 10;
const FAILED_ROWS_REFERENCE_S = 15;
const FAILED_ROWS = 20_000;

const seconds = (start: number) => (performance.now() - start) / 1000;
const verdict = (value: number, reference: number) => (value <= reference ? 'met' : 'MISSED');

/** The CSV bench file's rows as a workbook, titles changed so that none was imported before. */
async function workbookOf(csv: string): Promise<Buffer> {
  const [header, ...lines] = csv.trimEnd().split('\r\n');
  const rows = lines.map((line) => {
    const [order, title, date, position, amount] = line.split(';') as [
      string,
      string,
      string,
      string,
      string,
    ];
    const [day, month, year] = date.split('.').map(Number) as [number, number, number];
    return [
      order,
      title.replace('Bench invoice', 'Bench workbook invoice'),
      new Date(Date.UTC(year, month - 1, day)),
      Number(position),
      Number(amount.replace(',', '.')),
    ];
  });
  return xlsxFile([{ name: 'Invoices', rows: [header!.split(';'), ...rows] }]);
}

/** Failed rows as the import answers them: the cells as written and one error each. */
function failedRowsOf(csv: string, count: number) {
  const lines = csv.trimEnd().split('\r\n').slice(1);
  return Array.from({ length: count }, (_, i) => {
    const [order, title, date, position, amount] = lines[i % lines.length]!.split(';');
    return {
      row: i + 2,
      errors: [
        `Row ${i + 2}, column amount: amount ${amount} exceeds the remaining 0,00 EUR of list item '${position}'`,
      ],
      order_number: order,
      invoice_title: title,
      date,
      start_date: '',
      end_date: '',
      list_item: position,
      amount,
      person_days: '',
      currency: '',
    };
  });
}

export async function benchSpreadsheets(
  urls: { rest: string; bff: string },
  token: string,
  csv: string,
  rows: number,
) {
  const workbook = await workbookOf(csv);
  console.log(
    `-- bff POST /files/invoices/csv with the file as .xlsx (${(workbook.length / 1024).toFixed(0)} KB)`,
  );
  const form = new FormData();
  form.append('file', new Blob([workbook]), 'bench.xlsx');
  const importStart = performance.now();
  const imported = await withReadiness(urls.rest, async () => {
    const response = await fetch(`${urls.bff}/files/invoices/csv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (!response.ok) throw new Error(`xlsx upload: ${response.status} ${await response.text()}`);
    return (await response.json()) as { imported: number; errorRows: unknown[] };
  });
  const importSeconds = seconds(importStart);
  if (imported.result.imported !== rows) {
    throw new Error(
      `xlsx: ${imported.result.imported} of ${rows} imported: ${JSON.stringify(imported.result.errorRows.slice(0, 3))}`,
    );
  }
  console.log(
    `  import     ${importSeconds.toFixed(2)} s  ${(rows / importSeconds).toFixed(0)} rows/s ` +
      `(reference ≤ ${XLSX_IMPORT_REFERENCE_S} s: ${verdict(importSeconds, XLSX_IMPORT_REFERENCE_S)})`,
  );
  console.log(`  ${readinessLine(imported.readiness, READYZ_REFERENCE_MS)}`);

  const body = JSON.stringify({ errorRows: failedRowsOf(csv, FAILED_ROWS) });
  for (const [label, path] of [
    ['failed_rows.pdf', '/files/pdf/import-errors'],
    ['failed_rows.xlsx', '/files/invoices/csv/failed-rows?format=xlsx'],
  ] as const) {
    const start = performance.now();
    const made = await withReadiness(urls.rest, async () => {
      const response = await fetch(`${urls.bff}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });
      if (!response.ok) throw new Error(`${label}: ${response.status} ${await response.text()}`);
      return (await response.arrayBuffer()).byteLength;
    });
    const took = seconds(start);
    console.log(
      `-- bff ${label} of ${FAILED_ROWS.toLocaleString('en')} failed rows ` +
        `(${(body.length / 1024 / 1024).toFixed(1)} MB of JSON → ${(made.result / 1024 / 1024).toFixed(1)} MB)`,
    );
    console.log(
      `  made       ${took.toFixed(2)} s (reference ≤ ${FAILED_ROWS_REFERENCE_S} s: ${verdict(took, FAILED_ROWS_REFERENCE_S)})`,
    );
    console.log(`  ${readinessLine(made.readiness, READYZ_REFERENCE_MS)}`);
  }
}
