// POST /pdf/import-errors (spec §2 'Import CSV': "A PDF download is offered for failed rows"): the
// failed rows as POST /invoices/csv answers them → a PDF read back as text (unpdf): the row
// numbers, the errors (č, ß kept), the fields (a cell starting with = printed as it is), the app
// name; 403 for a role that may not import, 400 naming the field for a bad body.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { extractText, getDocumentProxy } from 'unpdf';
import { startOrdersContext, type OrdersContext } from '../orders/test-fixture.ts';
import type { Json } from '../test-support.ts';

const ERROR_ROWS = [
  {
    row: 3,
    errors: ['Purchase order PO-Č-9 not found', 'Straße is not a list item'],
    order_number: 'PO-Č-9',
    invoice_title: '=SUM(A1:A3)',
    date: '2026-03-10',
    start_date: '',
    end_date: '',
    list_item: 'Straße',
    amount: '1.200,50',
    person_days: '',
    currency: 'EUR',
  },
  {
    row: 7,
    errors: ['Amount must be a number'],
    order_number: 'PO-1',
    invoice_title: 'März',
    date: '',
    start_date: '',
    end_date: '',
    list_item: '1',
    amount: 'abc',
    person_days: '',
    currency: '',
    extra: 'x | y',
  },
];

describe('failed rows PDF', () => {
  let context: OrdersContext;

  const post = async (body: unknown, username = 'approver') => {
    const token = await context.issuer.mintFor(username);
    const response = await fetch(`${context.api.url}/pdf/import-errors`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      headers: response.headers,
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  };

  before(async () => {
    context = await startOrdersContext();
  });
  after(() => context.close());

  it('answers failed_rows.pdf with the rows, their errors and fields', async () => {
    const reply = await post({ errorRows: ERROR_ROWS });
    assert.equal(reply.status, 200, new TextDecoder().decode(reply.bytes));
    assert.equal(reply.headers.get('content-type'), 'application/pdf');
    assert.equal(
      reply.headers.get('content-disposition'),
      'attachment; filename="failed_rows.pdf"',
    );
    const pdf = await getDocumentProxy(reply.bytes);
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    for (const expected of [
      'Cost Steering',
      'Failed rows of the invoice import',
      '2 failed rows',
      'Row Errors Fields',
      'Purchase order PO-Č-9 not found',
      'Straße is not a list item',
      'order_number: PO-Č-9',
      'invoice_title: =SUM(A1:A3)',
      'amount: 1.200,50',
      'Amount must be a number',
      'invoice_title: März',
      'extra: x | y',
    ]) {
      assert.ok(text.includes(expected), `${expected} in ${text}`);
    }
    assert.match(text, /\b3 Purchase order/);
    assert.match(text, /\b7 Amount must be a number/);
  });

  it('reads bodies over the API’s 2 MB: the failed rows of a 10 MB upload', async () => {
    // 3,000 rows of ~1 KB: the guard answers (400 on the one unknown field), not the parser (413).
    const row = { ...ERROR_ROWS[1], list_item: 'x'.repeat(900) };
    const rows: Json[] = Array.from({ length: 3000 }, () => row);
    rows[2999] = { ...row, colour: 'red' };
    const reply = await post({ errorRows: rows });
    assert.ok(JSON.stringify({ errorRows: rows }).length > 2 * 1024 * 1024);
    assert.equal(reply.status, 400);
    assert.match(new TextDecoder().decode(reply.bytes), /errorRows\[2999\]\.colour/);
  });

  it('refuses a role that may not import', async () => {
    const reply = await post({ errorRows: ERROR_ROWS }, 'viewer');
    assert.equal(reply.status, 403);
  });

  it('refuses a bad body naming the field', async () => {
    const cases: Array<[Json, string]> = [
      [{}, 'errorRows'],
      [{ errorRows: 'x' }, 'errorRows'],
      [{ errorRows: [{ row: 1, errors: [], colour: 'red' }] }, 'errorRows[0].colour'],
      [{ errorRows: [{ row: 'one', errors: [] }] }, 'errorRows[0].row'],
      [{ errorRows: [{ row: 1, errors: ['x'.repeat(1001)] }] }, 'errorRows[0].errors[0]'],
      [{ errorRows: Array.from({ length: 20_001 }, () => ({})) }, 'errorRows'],
    ];
    for (const [body, field] of cases) {
      const reply = await post(body);
      const answer = JSON.parse(new TextDecoder().decode(reply.bytes)) as Json;
      assert.equal(reply.status, 400, JSON.stringify(answer));
      assert.ok(
        JSON.stringify(answer).includes(`"${field}"`),
        `${field} in ${JSON.stringify(answer)}`,
      );
    }
  });
});
