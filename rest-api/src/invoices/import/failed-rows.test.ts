// POST /invoices/csv/failed-rows (issue 32 item 5): the failed rows of an upload as .xlsx and CSV
// in the import's own columns with `row` and `error` beside them, formula-like cells escaped — and
// a failed-rows workbook corrected in a spreadsheet library uploads again as it is and imports.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Json } from '../../testing/support.ts';
import { startOrdersContext, type OrdersContext } from '../../testing/orders-fixture.ts';
import { EXPECTED_FAILED_ROWS_HEADER } from '../../testing/spreadsheet-files.ts';

const HEADER = EXPECTED_FAILED_ROWS_HEADER;

describe('failed import rows as a spreadsheet', () => {
  let context: OrdersContext;
  const token = (username = 'approver') => context.issuer.mintFor(username);

  const upload = async (content: string | Uint8Array, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([content]), name);
    const response = await fetch(`${context.api.url}/invoices/csv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token()}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const download = async (query: string, body: unknown, username = 'approver') => {
    const response = await fetch(`${context.api.url}/invoices/csv/failed-rows${query}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await token(username)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const invoices = (orderId: number) =>
    context.api.query<{ name: string; amount: string }>(
      `select i.name, il.amount::text as amount from invoices i
       join invoice_lines il on il.invoice_id = i.id where i.purchase_request_id = $1 order by i.id`,
      [orderId],
    );

  before(async () => {
    context = await startOrdersContext({ invoice_importer_enabled: true });
  });
  after(() => context.close());

  it('downloads the failed rows as .xlsx, which corrected and uploaded again imports', async () => {
    const order = await context.insertOrder({
      ordertext: 'Round trip',
      ordernumber: 'PO-ROUND',
      items: [{ amount: '100.00' }],
    });
    const first = await upload(
      [
        'order_number;invoice_title;date;list_item;amount',
        'PO-RUND;=Fix;10.03.2026;1;12,50',
        'PO-ROUND;Fine;10.03.2026;1;20,00',
      ].join('\r\n'),
      'invoices.csv',
    );
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const failedRows = first.body.errorRows as Json[];
    assert.equal(failedRows.length, 1);

    const { response, bytes } = await download('?format=xlsx', { errorRows: failedRows });
    assert.equal(response.status, 200, bytes.toString());
    assert.equal(
      response.headers.get('content-type'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    assert.equal(
      response.headers.get('content-disposition'),
      'attachment; filename="failed_rows.xlsx"',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(bytes).buffer);
    const sheet = book.worksheets[0]!;
    const values = (n: number) =>
      HEADER.map((_, column) => sheet.getRow(n).getCell(column + 1).value ?? '');
    assert.deepEqual(values(1), HEADER);
    assert.deepEqual(values(2), [
      2,
      'PO-RUND',
      "'=Fix",
      '10.03.2026',
      '',
      '',
      '1',
      '12,50',
      '',
      '',
      'Row 2, column order_number: no purchase order with number PO-RUND',
    ]);
    assert.equal(sheet.rowCount, 2);

    // The user corrects the order number in the spreadsheet and uploads the same file again.
    sheet.getCell('B2').value = 'PO-ROUND';
    const corrected = Buffer.from(await book.xlsx.writeBuffer());
    const second = await upload(corrected, 'failed_rows.xlsx');
    assert.equal(second.status, 200, JSON.stringify(second.body));
    assert.deepEqual(second.body.errorRows, []);
    assert.deepEqual(await invoices(order.id), [
      { name: 'Fine', amount: '20.00' },
      { name: '=Fix', amount: '12.50' },
    ]);
  });

  it('downloads them as CSV: semicolons, a byte order mark and CRLF, as the template', async () => {
    const errorRows = [
      {
        row: 7,
        errors: ['Row 7, column amount: amount -5 x is not a number', 'second error'],
        order_number: 'PO-1',
        invoice_title: '@Title; with separator',
        date: '',
        start_date: '01.03.2026',
        end_date: '31.03.2026',
        list_item: 'Straße',
        amount: '-5 x',
        person_days: '',
        currency: 'EUR',
      },
    ];
    const { response, bytes } = await download('?format=csv', { errorRows });
    assert.equal(response.status, 200, bytes.toString());
    assert.equal(response.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.equal(
      response.headers.get('content-disposition'),
      'attachment; filename="failed_rows.csv"',
    );
    assert.equal(
      bytes.toString('utf8'),
      '\ufeff' +
        `${HEADER.join(';')}\r\n` +
        `7;PO-1;"'@Title; with separator";;01.03.2026;31.03.2026;Straße;'-5 x;;EUR;` +
        '"Row 7, column amount: amount -5 x is not a number\nsecond error"\r\n',
    );
  });

  it('refuses a missing or unknown format, a bad body naming the field, and a role that may not import', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['', { errorRows: [] }, 'format'],
      ['?format=pdf', { errorRows: [] }, 'format'],
      ['?format=xlsx', {}, 'errorRows'],
      [
        '?format=xlsx',
        { errorRows: [{ row: 1, errors: [], colour: 'red' }] },
        'errorRows[0].colour',
      ],
    ];
    for (const [query, body, field] of cases) {
      const { response, bytes } = await download(query, body);
      assert.equal(response.status, 400, `${query} ${bytes.toString()}`);
      assert.ok(bytes.toString().includes(`"${field}"`), `${field} in ${bytes.toString()}`);
    }
    const { response } = await download('?format=xlsx', { errorRows: [] }, 'viewer');
    assert.equal(response.status, 403);
  });
});
