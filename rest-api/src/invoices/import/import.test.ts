// POST /invoices/csv (CONTRACT.md 'Invoice import'): the formats offices write (fixtures/), each
// rule's words with row and column, all-or-nothing per invoice, idempotent re-import (also two
// uploads at once), the limits, and a property: any CSV text gets a 2xx or 4xx answer and the
// actuals change by exactly the imported rows.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { TEXTS } from '@cost-steering/schema';
import { rewriteConfig } from '../../testing/requests-fixture.ts';
import { activityLines, startTestContext, type Json } from '../../testing/support.ts';
import { startOrdersContext, type OrdersContext } from '../../testing/orders-fixture.ts';
import { numberStyle, readNumber } from './amounts.ts';
import { IMPORT_LIMITS } from './import-file.ts';
import { IMPORT_MESSAGES } from './import.ts';

const HEADER = 'order_number;invoice_title;date;list_item;amount';
const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));

describe('invoice import from CSV', () => {
  let context: OrdersContext;
  const upload = async (
    content: string | Uint8Array,
    as = 'approver',
    name = 'invoices.csv',
  ): Promise<{ status: number; body: Json }> => {
    const form = new FormData();
    form.append('file', new Blob([content]), name);
    const response = await fetch(`${context.api.url}/invoices/csv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await context.issuer.mintFor(as)}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const invoiceLines = async (orderId: number) =>
    context.api.query<{ name: string; amount: string }>(
      `select i.name, il.amount::text as amount from invoices i
       join invoice_lines il on il.invoice_id = i.id where i.purchase_request_id = $1
       order by il.list_item_id`,
      [orderId],
    );
  const actuals = async () => {
    const [row] = await context.api.query<{ sum: string }>(
      `select coalesce(sum(amount), 0)::text as sum from invoice_lines`,
    );
    return row!.sum;
  };

  before(async () => {
    context = await startOrdersContext({ invoice_importer_enabled: true });
  });
  after(() => context.close());

  const FORMATS = [
    {
      file: 'semicolon-decimal-comma.csv',
      order: 'PO-FMT-1',
      text: 'Fmt one',
      title: 'Semicolons',
    },
    { file: 'bom-crlf-comma.csv', order: 'PO-FMT-2', text: 'Fmt two', title: 'BOM and CRLF' },
    {
      file: 'quoted-line-breaks.csv',
      order: 'PO-FMT-3',
      text: 'Fmt three',
      // A line break inside a quoted title is one space (issue 32: a title is one line).
      title: 'Two lines and a ; inside',
    },
    { file: 'trailing-empty-lines.csv', order: 'PO-FMT-4', text: 'Fmt four', title: 'Trailing' },
    {
      file: 'unicode-names.csv',
      order: 'PO-FMT-5',
      text: 'Čćđžš äöüß',
      title: 'Račun čćđžš äöüß',
    },
  ];
  for (const format of FORMATS) {
    it(`reads ${format.file}`, async () => {
      const order = await context.insertOrder({
        ordertext: format.text,
        ordernumber: format.order,
        items: [{ amount: '5000.00' }, { amount: '100.00' }],
      });
      const reply = await upload(await fixture(format.file));
      assert.equal(reply.status, 200, JSON.stringify(reply.body));
      assert.deepEqual(reply.body.errorRows, []);
      assert.deepEqual(
        reply.body.results.map((r: Json) => [r.row, r.status]),
        [
          [2, 'imported'],
          [3, 'imported'],
        ],
      );
      assert.deepEqual(await invoiceLines(order.id), [
        { name: format.title, amount: '1200.50' },
        { name: format.title, amount: '7.50' },
      ]);
    });
  }

  it('names row, column and what is wrong, in words a controller understands', async () => {
    await context.insertOrder({
      ordertext: 'Rules',
      ordernumber: 'PO-RULES',
      items: [{ amount: '1000.00' }, { amount: '50.00' }],
    });
    const file = [
      HEADER,
      'PO-NOPE;A;10.03.2026;1;10,00',
      'PO-RULES;B;31.02.2026;1;10,00',
      'PO-RULES;C;10.03.2026;1;1.200,50',
      'PO-RULES;D;10.03.2026;1;=1+2',
      'PO-RULES;E;10.03.2026;9;10,00',
      'PO-RULES;F;10.03.2024;1;10,00',
      'PO-RULES;G;10.03.2026;Rules item 2;50,01',
      ';H;10.03.2026;1;10,00',
      'PO-RULES;I;next monday;1;10,00',
      'PO-RULES;J;31.12.2100;1;10,00',
      'PO-RULES;=CMD();10.03.2026;2;50,00',
    ].join('\n');
    const reply = await upload(file);
    assert.equal(reply.status, 200);
    assert.deepEqual(
      reply.body.errorRows.map((r: Json) => r.errors),
      [
        ['Row 2, column order_number: no purchase order with number PO-NOPE'],
        ['Row 3, column date: date 31.02.2026 is not a date'],
        [
          "Row 4, column amount: amount 1.200,50 exceeds the remaining 1.000,00 EUR of list item 'Rules item 1'",
        ],
        ['Row 5, column amount: amount =1+2 is not a number'],
        ['Row 6, column list_item: purchase order PO-RULES has no list item No. 9'],
        [
          'Row 7, column date: date 10.03.2024 is before 1 January of last year (01.01.2025) and before the start date of purchase order PO-RULES (01.03.2026); check the year',
        ],
        [
          "Row 8, column amount: amount 50,01 exceeds the remaining 50,00 EUR of list item 'Rules item 2'",
        ],
        ['Row 9, column order_number: empty; name the purchase order by its order number'],
        [
          'Row 10, column date: date next monday is not a date (write yyyy-mm-dd, dd.mm.yyyy or dd.mm.yy)',
        ],
        ['Row 11, column date: date 31.12.2100: Date must be in the years 2000 to 2099'],
      ],
    );
    // The row's fields come with its errors; a formula is a title like any other, never run.
    assert.equal(reply.body.errorRows[3].amount, '=1+2');
    assert.equal(reply.body.errorRows[0].invoice_title, 'A');
    assert.deepEqual(reply.body.results.at(-1), {
      row: 12,
      status: 'imported',
      invoice_id: reply.body.results.at(-1).invoice_id,
      order_number: 'PO-RULES',
      invoice_title: '=CMD()',
    });
    assert.deepEqual(
      [reply.body.imported, reply.body.already_imported, reply.body.failed],
      [1, 0, 10],
    );
  });

  it("reads '1,500' in a semicolon file as 1.50, and refuses '1,505' (money has 2 decimals)", async () => {
    const order = await context.insertOrder({
      ordertext: 'Three digits after the comma',
      ordernumber: 'PO-COMMA-3',
      items: [{ amount: '100.00' }],
    });
    const reply = await upload(
      [HEADER, 'PO-COMMA-3;Fifteen;10.03.2026;1;1,500', 'PO-COMMA-3;Odd;10.03.2026;1;1,505'].join(
        '\n',
      ),
    );
    assert.equal(reply.status, 200);
    assert.deepEqual(
      reply.body.results.map((r: Json) => [r.row, r.status]),
      [
        [2, 'imported'],
        [3, 'failed'],
      ],
    );
    assert.deepEqual(await invoiceLines(order.id), [{ name: 'Fifteen', amount: '1.50' }]);
  });

  it('imports the rows of one invoice together or not at all; a failing invoice stops no other', async () => {
    const order = await context.insertOrder({
      ordertext: 'Together',
      ordernumber: 'PO-TOGETHER',
      items: [{ amount: '100.00' }, { amount: '100.00' }],
    });
    const file = [
      HEADER,
      'PO-TOGETHER;Both;10.03.2026;1;60,00',
      'PO-TOGETHER;Other;10.03.2026;1;30,00',
      'PO-TOGETHER;Both;10.03.2026;2;100,01',
      'PO-TOGETHER;Twice;10.03.2026;2;1,00',
      'PO-TOGETHER;Twice;10.03.2026;2;1,00',
    ].join('\r\n');
    const reply = await upload(file);
    assert.deepEqual(
      reply.body.results.map((r: Json) => [r.row, r.status]),
      [
        [2, 'failed'],
        [3, 'imported'],
        [4, 'failed'],
        [5, 'failed'],
        [6, 'failed'],
      ],
    );
    assert.deepEqual(
      reply.body.errorRows.map((r: Json) => r.errors[0]),
      [
        "Row 2: not imported: row 4 of the same invoice 'Both' of order PO-TOGETHER failed",
        "Row 4, column amount: amount 100,01 exceeds the remaining 100,00 EUR of list item 'Together item 2'",
        "Row 5: not imported: row 6 of the same invoice 'Twice' of order PO-TOGETHER failed",
        'Row 6, column list_item: list item 2 is already on this invoice in row 5',
      ],
    );
    assert.deepEqual(await invoiceLines(order.id), [{ name: 'Other', amount: '30.00' }]);
  });

  it('draws invoices of one file on one item in file order, to the cent in EUR', async () => {
    // 100.00 USD = 80.00 EUR. Each line's EUR is what remains in EUR before it less what remains
    // after it: 80.00 − round(66.67 × 0.8) = 26.66; 53.34 − round(33.34 × 0.8) = 26.67; 26.67.
    const order = await context.insertOrder({
      ordertext: 'Dollars in a file',
      ordernumber: 'PO-USD-FILE',
      currency: 'USD',
      items: [{ amount: '100.00' }],
    });
    const file = [
      HEADER,
      'PO-USD-FILE;First;10.03.2026;1;33,33',
      'PO-USD-FILE;Too much;10.03.2026;1;70,00',
      'PO-USD-FILE;Second;10.03.2026;1;33,33',
      'PO-USD-FILE;Third;10.03.2026;1;33,34',
      'PO-USD-FILE;Nothing left;10.03.2026;1;0,01',
    ].join('\r\n');
    const reply = await upload(file);
    assert.deepEqual(
      reply.body.results.map((r: Json) => r.status),
      ['imported', 'failed', 'imported', 'imported', 'failed'],
    );
    assert.deepEqual(
      reply.body.errorRows.map((r: Json) => r.errors[0]),
      [
        "Row 3, column amount: amount 70,00 exceeds the remaining 66,67 USD of list item 'Dollars in a file item 1'",
        "Row 6, column amount: nothing remains to be invoiced on list item 'Dollars in a file item 1'",
      ],
    );
    const lines = await context.api.query<{ name: string; amount_eur: string }>(
      `select i.name, il.amount_eur::text from invoices i
       join invoice_lines il on il.invoice_id = i.id where i.purchase_request_id = $1
       order by i.id`,
      [order.id],
    );
    assert.deepEqual(
      lines.map((l) => [l.name, l.amount_eur]),
      [
        ['First', '26.66'],
        ['Second', '26.67'],
        ['Third', '26.67'],
      ],
    );
    const read = await context.as('viewer').get<Json>(`/purchaseorders/${order.id}`);
    assert.equal(read.body.po_remaining_amount, '0.00');
  });

  it('writes an order with thousands of invoices in several transactions, not one oversized', async () => {
    // 6,000 one-line invoices on one order: written as one batch, their lines would need more
    // parameters than one statement takes (65,535) and the upload would fail with a 500.
    const count = 6000;
    const order = await context.insertOrder({
      ordertext: 'Daily tickets',
      ordernumber: 'PO-MANY',
      items: [{ amount: '100.00' }],
    });
    const rows = Array.from(
      { length: count },
      (_, i) => `PO-MANY;Ticket ${i + 1};10.03.2026;1;0,01`,
    );
    const reply = await upload([HEADER, ...rows].join('\n'));
    assert.equal(reply.status, 200);
    assert.equal(reply.body.errorRows.length, 0);
    assert.equal(reply.body.results.filter((r: Json) => r.status === 'imported').length, count);
    const read = await context.as('viewer').get<Json>(`/purchaseorders/${order.id}`);
    assert.equal(read.body.po_remaining_amount, '40.00');
  });

  it('echoes a long cell cut to 200 characters, so the failed rows still make their PDF', async () => {
    await context.insertOrder({
      ordertext: 'Pasted',
      ordernumber: 'PO-PASTED',
      items: [{ amount: '10.00' }],
    });
    const pasted = 'Lorem ipsum '.repeat(100); // 1,200 characters in one cell
    const reply = await upload([HEADER, `PO-PASTED;Long;10.03.2026;${pasted};1,00`].join('\n'));
    assert.equal(reply.status, 200);
    const failed = (reply.body.errorRows as Json[])[0]!;
    const shown = `${pasted.slice(0, 200)}…`;
    assert.equal(failed.list_item, shown);
    assert.deepEqual(failed.errors, [
      `Row 2, column list_item: purchase order PO-PASTED has no list item named '${shown}'`,
    ]);
    const pdf = await fetch(`${context.api.url}/pdf/import-errors`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await context.issuer.mintFor('approver')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ errorRows: reply.body.errorRows }),
    });
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
  });

  it('writes nothing twice: a re-imported row is reported as already imported', async () => {
    const order = await context.insertOrder({
      ordertext: 'Again',
      ordernumber: 'PO-AGAIN',
      items: [{ amount: '1000.00' }, { amount: '1000.00' }],
    });
    const file = [
      HEADER,
      'PO-AGAIN;First;10.03.2026;1;100,00',
      'PO-AGAIN;First;10.03.2026;2;100,00',
      'PO-AGAIN;Second;10.03.2026;1;1,00',
      'PO-AGAIN;Bad;10.03.2026;1;x',
    ].join('\n');
    const first = await upload(file, 'approver', 'again.csv');
    assert.deepEqual([first.body.imported, first.body.failed], [3, 1]);
    const before = await actuals();
    // The same rows written another way (comma file, point decimals, ISO dates) are the same rows.
    const same = [
      'order_number,invoice_title,date,list_item,amount',
      'po-again,first,2026-03-10,Again item 1,100.0',
      'PO-AGAIN,First,10.03.2026,2,100',
    ].join('\n');
    for (const content of [file, same]) {
      const again = await upload(content, 'approver', 'again.csv');
      assert.equal(again.status, 200);
      assert.ok(
        again.body.results
          .filter((r: Json) => r.row <= 4)
          .every((r: Json) => r.status === 'already imported'),
        JSON.stringify(again.body.results),
      );
    }
    assert.equal(await actuals(), before);
    assert.equal((await invoiceLines(order.id)).length, 3);
    const log = (await activityLines(context)).filter((line) => line[3] === 'invoice-import');
    assert.ok(
      log.some((line) =>
        line[5]!.includes('file=again.csv rows=4 imported=3 already_imported=0 failed=1'),
      ),
      JSON.stringify(log),
    );
    assert.ok(log.some((line) => line[5]!.includes('imported=0 already_imported=3 failed=1')));
  });

  it('imports each row once when two uploads of one file run at the same time', async () => {
    const order = await context.insertOrder({
      ordertext: 'Race',
      ordernumber: 'PO-RACE',
      items: [{ amount: '1000.00' }, { amount: '1000.00' }, { amount: '1000.00' }],
    });
    const rows = Array.from(
      { length: 12 },
      (_, i) => `PO-RACE;Race ${Math.floor(i / 3)};10.03.2026;${(i % 3) + 1};10,00`,
    );
    const file = [HEADER, ...rows].join('\n');
    const replies = await Promise.all([upload(file), upload(file), upload(file)]);
    for (const reply of replies) assert.equal(reply.status, 200);
    const imported = replies.map((r) => r.body.imported as number);
    const already = replies.map((r) => r.body.already_imported as number);
    assert.equal(
      imported.reduce((a, b) => a + b, 0),
      12,
    );
    assert.equal(
      already.reduce((a, b) => a + b, 0),
      24,
    );
    assert.equal((await invoiceLines(order.id)).length, 12);
  });

  it('refuses files it cannot read, with one clear message and nothing written', async () => {
    const before = await actuals();
    const cases: Array<[string | Uint8Array, number, string]> = [
      ['', 400, 'The file is empty.'],
      ['\r\n\r\n', 400, 'The file is empty.'],
      [`${HEADER}\r\n`, 400, 'The file has a header but no rows to import.'],
      [
        'order;title;date;list_item;amount;colour\nPO-1;A;10.03.2026;1;1',
        400,
        'The header does not fit the template: missing columns order_number, invoice_title; unknown columns order, title, colour. Nothing was imported. Expected columns: order_number, invoice_title, date, start_date, end_date, list_item, amount, person_days, currency.',
      ],
      [
        // 0xE8 is è in Windows-1252 and č in Windows-1250: which one is a guess.
        new Uint8Array([0x6f, 0x72, 0x64, 0xe8, 0x72, 0x0a]),
        400,
        `The file is not UTF-8 text, and its encoding is ambiguous: 'ordèr' in Windows-1252 (Western European) is 'ordčr' in Windows-1250 (Central European). Save it from the spreadsheet program as "CSV UTF-8".`,
      ],
      [new Uint8Array([0x61, 0x00, 0x62, 0x0a]), 400, 'The file is binary, not CSV text.'],
      [
        new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]),
        400,
        'The file is not a readable .xlsx workbook (no zip directory). Save it again from the spreadsheet program as .xlsx or as "CSV UTF-8".',
      ],
      [
        `${HEADER}\n${'PO-X;A;10.03.2026;1;1\n'.repeat(IMPORT_LIMITS.rows + 1)}`,
        413,
        'The file has 20001 rows; at most 20,000 rows can be imported at once. Split it into smaller files.',
      ],
      [
        new Uint8Array(IMPORT_LIMITS.bytes + 1).fill(0x41),
        413,
        'The file is larger than 10 MB. Split it into smaller files.',
      ],
    ];
    for (const [content, status, message] of cases) {
      const reply = await upload(content);
      assert.deepEqual([reply.status, reply.body.message], [status, message]);
    }
    assert.equal(await actuals(), before);
    const refused = (await activityLines(context)).filter((line) =>
      line[5]!.includes('refused: The file is empty.'),
    );
    assert.equal(refused.length, 2);
  });

  it('answers 400 to a request without a file part, 403 without the role or the flags', async () => {
    const noFile = await fetch(`${context.api.url}/invoices/csv`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await context.issuer.mintFor('approver')}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    assert.equal(noFile.status, 400);
    const file = `${HEADER}\nPO-NONE;A;10.03.2026;1;1`;
    for (const username of ['viewer', 'controller']) {
      const reply = await upload(file, username);
      assert.deepEqual([reply.status, reply.body.message], [403, TEXTS.forbiddenServer]);
    }
    await rewriteConfig(context.configFile, {
      create_invoice_enabled: true,
      invoice_importer_enabled: false,
    });
    try {
      const off = await upload(file);
      assert.deepEqual([off.status, off.body.message], [403, IMPORT_MESSAGES.importerDisabled]);
    } finally {
      await rewriteConfig(context.configFile, {
        create_invoice_enabled: true,
        invoice_date_range_enabled: true,
        invoice_importer_enabled: true,
      });
    }
  });

  it('serves the template, which names every column', async () => {
    const reply = await context.as('viewer').get<string>('/invoices/csv/template');
    assert.equal(reply.status, 200);
    assert.match(reply.headers.get('content-disposition') ?? '', /invoice-import-template\.csv/);
    assert.match(
      reply.text,
      /^\uFEFF?order_number;invoice_title;date;start_date;end_date;list_item;amount;person_days;currency\r\n/,
    );
  });

  it('property: any CSV text gets 2xx or 4xx, and the actuals change by the imported rows', async () => {
    await context.insertOrder({
      ordertext: 'Property',
      ordernumber: 'PO-PROP',
      items: [{ amount: '500.00' }, { amount: '500.00' }, { amount: '500.00' }],
    });
    const cell = fc.oneof(
      fc.constantFrom('', ' ', '"', ';', ',', '\n', '=1+1', '@x', '-1', 'ß', '1.000,00', '\u00a0'),
      fc.string({ maxLength: 6 }),
    );
    const cents = fc.integer({ min: 1, max: 40_000 });
    const row = fc.record({
      order: fc.constantFrom('PO-PROP', 'po-prop', 'PO-NONE', ''),
      title: fc.constantFrom('P1', 'P2', 'p1', 'P3'),
      date: fc.constantFrom('10.03.2026', '2026-03-11', '31.02.2026', ''),
      item: fc.constantFrom('1', '2', '3', 'Property item 2', '4'),
      amount: fc.oneof(
        cents.map((c) => ({ cents: c })),
        cell.map((text) => ({ text })),
      ),
    });
    const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
    // As the import reads a cell: a line break or tab inside it is a space.
    const cellText = (text: string) =>
      text.replace(/[\t\n\v\f\r\u0085\u2028\u2029]+/gu, ' ').trim();
    const written = (r: { amount: { cents: number } | { text: string } }) =>
      'cents' in r.amount
        ? `${Math.floor(r.amount.cents / 100)},${String(r.amount.cents % 100).padStart(2, '0')}`
        : r.amount.text;
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { maxLength: 8 }),
        fc.option(fc.array(cell, { maxLength: 6 }), { nil: undefined }),
        async (rows, junk) => {
          const lines = rows.map((r) =>
            [r.order, r.title, r.date, r.item, written(r)].map(quote).join(';'),
          );
          const text = junk ? junk.join(';') : [HEADER, ...lines].join('\r\n');
          const before = await actuals();
          const reply = await upload(text);
          assert.ok(reply.status >= 200 && reply.status < 500, `${reply.status} for ${text}`);
          const after = await actuals();
          if (reply.status !== 200) {
            assert.equal(after, before);
            return;
          }
          const imported = (reply.body.results as Json[]).filter((r) => r.status === 'imported');
          // The amounts as the file as a whole has them read (its decimal mark decided once).
          const style = numberStyle(
            lines.map((_, i) => ({ row: i + 2, text: cellText(written(rows[i]!)) })),
            ';',
          );
          let expected = 0n;
          for (const result of imported) {
            const read = readNumber(cellText(written(rows[result.row - 2]!)), style);
            assert.ok('value' in read, JSON.stringify(read));
            // A credit note's amount ('-1') is negative: the sign applies to both parts.
            const sign = read.value.startsWith('-') ? -1n : 1n;
            const [whole, fraction = ''] = read.value.replace('-', '').split('.');
            expected += sign * (BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0')));
          }
          const toCents = (sum: string) => BigInt(sum.replace('.', ''));
          assert.equal(toCents(after) - toCents(before), expected);
          assert.equal(reply.body.results.length, rows.length);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('adds imported lines to the actuals exactly as a full recomputation of the rollup gives them', async () => {
    const snapshot = async () =>
      context.api.query(
        `select (select coalesce(json_agg(f order by f.product_id, f.project_id, f.application_id,
                   f.type, f.costtype, f.year)::text, '') from figure_rollup f) as rollup,
                (select coalesce(json_agg(y order by y.product_id, y.year)::text, '')
                   from product_year_figures y) as years`,
      );
    const added = await snapshot();
    await context.api.query(`select refresh_figure_rollup(array(select id from products))`);
    assert.deepEqual(await snapshot(), added);
  });
});

describe('the import template', () => {
  // Served per request: on any day, in any year the demo data was seeded in, it imports cleanly
  // (its dates today or later, its order numbers the seeded ones). The days: an ordinary one,
  // the last of a month (the range is one day), and New Year's Day of another year.
  for (const day of ['2026-11-23', '2026-12-31', '2028-01-01']) {
    it(`imports cleanly into the demo data seeded and served on ${day}`, async () => {
      const context = await startTestContext({
        seed: true,
        today: () => new Date(`${day}T09:00:00Z`),
      });
      try {
        const served = await context.as('viewer').get<string>('/invoices/csv/template');
        assert.equal(served.status, 200);
        const [dd, mm, yyyy] = [day.slice(8), day.slice(5, 7), day.slice(0, 4)];
        assert.ok(served.text.includes(`PO-${yyyy}-0005;`), served.text);
        assert.ok(served.text.includes(`;${dd}.${mm}.${yyyy};`), served.text);
        const form = new FormData();
        form.append('file', new Blob([served.text]), 'invoice-import-template.csv');
        const response = await fetch(`${context.api.url}/invoices/csv`, {
          method: 'POST',
          headers: { authorization: `Bearer ${await context.issuer.mintFor('approver')}` },
          body: form,
        });
        const body = (await response.json()) as Json;
        assert.deepEqual([response.status, body.errorRows], [200, []]);
        assert.deepEqual([body.imported, body.failed], [4, 0]);
      } finally {
        await context.close();
      }
    });
  }
});
