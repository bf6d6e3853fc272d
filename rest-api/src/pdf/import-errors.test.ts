// POST /pdf/import-errors (spec §2 'Import CSV': "A PDF download is offered for failed rows"): the
// failed rows as POST /invoices/csv answers them → a PDF read back as text (unpdf): the row
// numbers, the errors (č, ß kept), the fields (a cell starting with = printed as it is), the app
// name; 403 for a role that may not import, 400 naming the field for a bad body.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { extractText, getDocumentProxy } from 'unpdf';
import { startOrdersContext, type OrdersContext } from '../testing/orders-fixture.ts';
import type { Json } from '../testing/support.ts';

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

  it('continues a row longer than a page on the next pages, under the table header, losing nothing', async () => {
    // The longest row the route takes: 50 errors and every field of 1,000 characters — about 19
    // pages of the Errors column. Words are numbered so that every one is found once, in order.
    const words = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, i) => `${prefix}w${String(i).padStart(3, '0')}`);
    const errors = Array.from({ length: 50 }, (_, e) =>
      words(`e${String(e).padStart(2, '0')}`, 125).join(' '),
    );
    const long = { ...ERROR_ROWS[0], row: 3, errors, list_item: words('li', 125).join(' ') };
    const reply = await post({ errorRows: [long, { ...ERROR_ROWS[1], row: 9 }] });
    assert.equal(reply.status, 200, new TextDecoder().decode(reply.bytes));
    const pdf = await getDocumentProxy(reply.bytes);
    const pages = (await extractText(pdf, { mergePages: false })).text.map((page) =>
      page.replace(/\s+/g, ' '),
    );
    assert.ok(pages.length >= 10, `${pages.length} pages`);
    pages.forEach((page, i) => {
      assert.ok(page.includes('Row Errors Fields'), `the table header on page ${i + 1}`);
      assert.ok(page.includes(`Page ${i + 1} of ${pages.length}`), `the footer on page ${i + 1}`);
      if (i > 0) assert.ok(page.includes('3 cont.'), `row 3 continued on page ${i + 1}`);
    });
    const all = pages.join(' ');
    assert.deepEqual(
      all.match(/\be\d\dw\d{3}\b/g),
      errors.flatMap((error) => error.split(' ')),
    );
    assert.deepEqual(all.match(/\bliw\d{3}\b/g), words('li', 125));
    assert.match(pages.at(-1)!, /\b9 Amount must be a number/);
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

  it('keeps answering other requests while it renders a large PDF (a worker thread renders it)', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => ({ ...ERROR_ROWS[1], row: i + 2 }));
    let pdfDone = false;
    const pdf = post({ errorRows: rows }).then((reply) => {
      pdfDone = true;
      return reply;
    });
    // /readyz asked again and again while the PDF is made: rendered on the event loop, the API
    // answered a few before the render began and none after; in a worker, it answers throughout.
    let answered = 0;
    while (!pdfDone) {
      const ready = await fetch(`${context.api.url}/readyz`);
      assert.equal(ready.status, 200);
      if (!pdfDone) answered += 1;
    }
    assert.ok(answered >= 50, `${answered} answers of /readyz while the PDF was made`);
    const reply = await pdf;
    assert.equal(reply.status, 200);
    const text = (await extractText(await getDocumentProxy(reply.bytes), { mergePages: true }))
      .text;
    assert.ok(text.includes('3000 failed rows'));
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
