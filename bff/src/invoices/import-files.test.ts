// The invoice import through the bff's upload route with the files controllers really have
// (issue 32), made by the libraries — an .xlsx written by exceljs with typed cells, a
// Windows-1252 CSV encoded by iconv-lite from text with umlauts, ß and €, Excel's UTF-16 "Unicode
// text" (tab-separated) — each imported to the cent; a file over 10 MB refused by the REST API
// behind the bff with nothing written and the refusal in the activity log. Run on PostgreSQL
// with TEST_DATABASE_URL set (else PGlite).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { INVOICE_IMPORT_LIMITS } from '@cost-steering/schema';
import {
  EXPECTED_FAILED_ROWS_HEADER,
  utf16le,
  windows1252,
  xlsxFile,
  xlsxRows,
} from '@cost-steering/rest-api/testing/spreadsheets';
import { configFile } from '../testing/fixtures.ts';
import { startStack, type Stack } from '../testing/stack.ts';

let stack: Stack;
/** The demo's 'ERP finance support' order and the day the template dates its rows (today). */
let order: string;
let today: string;

before(async () => {
  stack = await startStack({
    seed: true,
    configFile: await configFile({ create_invoice_enabled: true, invoice_importer_enabled: true }),
  });
  const template = await fetch(`${stack.bffUrl}/files/invoices/csv/template`, {
    headers: { authorization: `Bearer ${await stack.issuer.mintFor('approver')}` },
  });
  const firstRow = (await template.text()).split('\r\n')[1]!.split(';');
  [order, , today] = firstRow as [string, string, string];
});
after(() => stack.close());

interface Answer {
  results: Array<{ row: number; status: string; invoice_id: number | null }>;
  errorRows: Array<Record<string, unknown>>;
  imported: number;
  failed: number;
  message?: string;
}

async function upload(content: Uint8Array, name: string) {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  const response = await fetch(`${stack.bffUrl}/files/invoices/csv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await stack.issuer.mintFor('approver')}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

/** The invoice as the REST API keeps it: its title and its lines' amounts and currencies. */
async function invoice(id: number | null) {
  const response = await stack.rest('viewer', 'GET', `/invoices/${id}`);
  const body = (await response.json()) as {
    name: string;
    listitems: Record<string, { amount: string; currency: string }>;
  };
  return {
    name: body.name,
    lines: Object.values(body.listitems)
      .map((line) => `${line.amount} ${line.currency}`)
      .sort(),
  };
}

async function invoiceCount(): Promise<number> {
  const response = await stack.rest('viewer', 'GET', '/invoices?limit=0');
  return Number(response.headers.get('x-total-count'));
}

describe('invoice import of real spreadsheet files through the bff', () => {
  it('imports an .xlsx written by exceljs: number cells and a date cell, to the cent', async () => {
    const [day, month, year] = today.split('.').map(Number) as [number, number, number];
    const file = await xlsxFile([
      {
        name: 'Rechnungen',
        rows: [
          ['order_number', 'invoice_title', 'date', 'list_item', 'amount'],
          [
            order,
            'Excel März',
            new Date(Date.UTC(year, month - 1, day)),
            'Support contract',
            1234.56,
          ],
          [order, 'Excel März', today, 2, '7,50 €'],
        ],
      },
    ]);
    const reply = await upload(file, 'Rechnungen.xlsx');
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.deepEqual([reply.body.imported, reply.body.failed], [2, 0]);
    assert.deepEqual(await invoice(reply.body.results[0]!.invoice_id), {
      name: 'Excel März',
      lines: ['1234.56 EUR', '7.50 EUR'],
    });
  });

  it('imports a Windows-1252 CSV as German Excel saves it: umlauts, ß and € kept', async () => {
    const file = windows1252(
      'order_number;invoice_title;date;list_item;amount\r\n' +
        `${order};Wartung Größe März;${today};Support contract;1.000,01 €\r\n`,
    );
    const reply = await upload(file, 'Rechnungen.csv');
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.deepEqual([reply.body.imported, reply.body.failed], [1, 0]);
    assert.deepEqual(await invoice(reply.body.results[0]!.invoice_id), {
      name: 'Wartung Größe März',
      lines: ['1000.01 EUR'],
    });
  });

  it('imports UTF-16 tab-separated text (Excel "Unicode text")', async () => {
    const file = utf16le(
      'order_number\tinvoice_title\tdate\tlist_item\tamount\r\n' +
        `${order}\tUnicode Ärger – Šibenik\t${today}\t2\t0,99\r\n`,
    );
    const reply = await upload(file, 'Rechnungen.txt');
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.deepEqual([reply.body.imported, reply.body.failed], [1, 0]);
    assert.deepEqual(await invoice(reply.body.results[0]!.invoice_id), {
      name: 'Unicode Ärger – Šibenik',
      lines: ['0.99 EUR'],
    });
  });

  it('refuses a file over 10 MB with nothing written, and the REST API logs the refusal', async () => {
    const before = await invoiceCount();
    const header = `order_number;invoice_title;date;list_item;amount\r\n`;
    const row = `${order};Too big;${today};Support contract;1,00\r\n`;
    const big = Buffer.from(
      header + row.repeat(Math.ceil(INVOICE_IMPORT_LIMITS.bytes / row.length) + 1),
    );
    const reply = await upload(big, 'big.csv');
    assert.equal(reply.status, 413);
    assert.equal(reply.body.message, 'The file is larger than 10 MB. Split it into smaller files.');
    assert.equal(await invoiceCount(), before);
    const log = await (await stack.rest('admin', 'GET', '/activitylog')).text();
    assert.ok(
      log.includes('refused: The file is larger than 10 MB. Split it into smaller files.'),
      log.split('\n').slice(0, 5).join('\n'),
    );
  });

  it('downloads the failed rows as .xlsx and CSV through the bff, in the import’s columns', async () => {
    const failed = await upload(
      windows1252(
        'order_number;invoice_title;date;list_item;amount\r\n' +
          `${order};Zu viel;${today};Support contract;9.999.999,00\r\n`,
      ),
      'zu-viel.csv',
    );
    assert.equal(failed.body.failed, 1);
    const [error] = failed.body.errorRows[0]!.errors as string[];
    const download = async (format: string) => {
      const response = await fetch(
        `${stack.bffUrl}/files/invoices/csv/failed-rows?format=${format}`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${await stack.issuer.mintFor('approver')}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ errorRows: failed.body.errorRows }),
        },
      );
      assert.equal(response.status, 200);
      return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
    };
    const xlsx = await download('xlsx');
    assert.equal(
      xlsx.response.headers.get('content-disposition'),
      'attachment; filename="failed_rows.xlsx"',
    );
    assert.deepEqual(await xlsxRows(xlsx.bytes), [
      EXPECTED_FAILED_ROWS_HEADER,
      [2, order, 'Zu viel', today, '', '', 'Support contract', '9.999.999,00', '', '', error],
    ]);
    const csv = await download('csv');
    assert.equal(
      csv.response.headers.get('content-disposition'),
      'attachment; filename="failed_rows.csv"',
    );
    assert.equal(
      new TextDecoder().decode(csv.bytes).split('\r\n')[1],
      `2;${order};Zu viel;${today};;;Support contract;9.999.999,00;;;${error}`,
    );
  });
});
