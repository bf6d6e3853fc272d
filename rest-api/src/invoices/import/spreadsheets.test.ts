// POST /invoices/csv with the files controllers really have (issue 32): an .xlsx written by
// exceljs (typed cells, the sheet named in the field `sheet`), Windows-1252 and UTF-16 CSV, amounts
// as people write them and decided by the file as a whole, received invoices' dates, workbook
// bombs refused with nothing written, and the small defects (tabs in titles, already-imported
// rows naming their invoice, an emptied currency cell, the failed-rows export uploaded again).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { activityLines, type Json } from '../../testing/support.ts';
import { startOrdersContext, type OrdersContext } from '../../testing/orders-fixture.ts';
import { utf16le, windows1252, xlsxFile as workbook } from '../../testing/spreadsheet-files.ts';
import { zipFile } from '../../testing/zip.ts';

const MB = 1024 * 1024;

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('invoice import of spreadsheets as controllers have them', () => {
  let context: OrdersContext;
  const upload = async (
    content: string | Uint8Array,
    name = 'invoices.csv',
    sheet?: string,
  ): Promise<{ status: number; body: Json }> => {
    const form = new FormData();
    if (sheet !== undefined) form.append('sheet', sheet);
    form.append('file', new Blob([content]), name);
    const response = await fetch(`${context.api.url}/invoices/csv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await context.issuer.mintFor('approver')}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const invoiceLines = (orderId: number) =>
    context.api.query<{ name: string; date: string | null; amount: string }>(
      `select i.name, coalesce(i.date, i.start_date)::text as date, il.amount::text as amount
       from invoices i join invoice_lines il on il.invoice_id = i.id where i.purchase_request_id = $1
       order by i.id, il.list_item_id`,
      [orderId],
    );
  const written = async () => {
    const [row] = await context.api.query<{ lines: string; invoices: string }>(
      `select (select count(*) from invoice_lines)::text as lines,
              (select count(*) from invoices)::text as invoices`,
    );
    return row;
  };
  const errorsOf = (body: Json) => (body.errorRows as Json[]).map((r) => r.errors);

  before(async () => {
    context = await startOrdersContext({ invoice_importer_enabled: true });
  });
  after(() => context.close());

  it('imports an .xlsx written by exceljs: numbers as numbers, date cells as days, the first visible sheet', async () => {
    const order = await context.insertOrder({
      ordertext: 'Workbook',
      ordernumber: 'PO-XLSX-1',
      items: [
        { amount: '5000.00' },
        { amount: '100.00' },
        { amount: '1000.00', resource: { name: 'Dev', quantity: '2', dailyRate: '500.00' } },
      ],
    });
    const file = await workbook([
      { name: 'Lookup', state: 'hidden', rows: [['not', 'the', 'invoices']] },
      {
        name: 'Invoices',
        rows: [
          ['order_number', 'invoice_title', 'date', 'list_item', 'amount', 'person_days'],
          // A number cell is a number (1234.56), a date cell a day; a text amount keeps its words.
          ['PO-XLSX-1', 'Typed', day('2026-03-05'), 1, 1234.56, null],
          ['PO-XLSX-1', 'Typed', day('2026-03-05'), 2, '7,50 €', null],
          // Person days as a number cell with three decimals: never read as thousands.
          ['PO-XLSX-1', 'Days', '05.03.26', 3, null, 1.125],
          // A formula formatted as a date: its last result (46087) is a day, not a number.
          ['PO-XLSX-1', 'Formula day', { formula: 'C2+1', result: 46087 }, 1, 1],
        ],
        formats: { C5: 'dd.mm.yyyy' },
      },
      { name: 'Notes', rows: [['anything']] },
    ]);
    const reply = await upload(file, 'invoices.xlsx');
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.deepEqual(reply.body.errorRows, []);
    assert.deepEqual(await invoiceLines(order.id), [
      { name: 'Typed', date: '2026-03-05', amount: '1234.56' },
      { name: 'Typed', date: '2026-03-05', amount: '7.50' },
      { name: 'Days', date: '2026-03-05', amount: '562.50' },
      { name: 'Formula day', date: '2026-03-06', amount: '1.00' },
    ]);
    const log = (await activityLines(context)).map((line) => line[5]!);
    assert.ok(
      log.some(
        (line) =>
          line.includes('file=invoices.xlsx rows=4 imported=4') && line.includes('format=xlsx'),
      ),
      JSON.stringify(log.slice(0, 3)),
    );
  });

  it("reads the sheet named in the field 'sheet', and names the sheets when there is none so named", async () => {
    const order = await context.insertOrder({
      ordertext: 'Named sheet',
      ordernumber: 'PO-XLSX-2',
      items: [{ amount: '100.00' }],
    });
    const file = await workbook([
      { name: 'Summary', rows: [['total'], [12]] },
      {
        name: 'März',
        rows: [
          ['order_number', 'invoice_title', 'date', 'list_item', 'amount'],
          ['PO-XLSX-2', 'From März', day('2026-03-02'), 1, 12.5],
        ],
      },
    ]);
    const before = await written();
    const first = await upload(file, 'two-sheets.xlsx');
    assert.deepEqual(
      [first.status, first.body.message],
      [
        400,
        'The header does not fit the template: missing columns order_number, invoice_title, date, list_item, amount; unknown column total. Nothing was imported. Expected columns: order_number, invoice_title, date, start_date, end_date, list_item, amount, person_days, currency.',
      ],
    );
    const missing = await upload(file, 'two-sheets.xlsx', 'April');
    assert.deepEqual(
      [missing.status, missing.body.message],
      [400, "The workbook has no sheet named 'April'. Its sheets: 'Summary', 'März'."],
    );
    assert.deepEqual(await written(), before);
    const named = await upload(file, 'two-sheets.xlsx', 'märz');
    assert.equal(named.status, 200, JSON.stringify(named.body));
    assert.deepEqual(await invoiceLines(order.id), [
      { name: 'From März', date: '2026-03-02', amount: '12.50' },
    ]);
  });

  it('imports a Windows-1252 CSV (German Excel) with umlauts, ß and €', async () => {
    const order = await context.insertOrder({
      ordertext: 'Büromöbel',
      ordernumber: 'PO-1252',
      items: [{ amount: '5000.00' }],
    });
    const text = [
      'order_number;invoice_title;date;list_item;amount',
      'PO-1252;Größe ß März;05.03.2026;Büromöbel item 1;1.234,56 €',
    ].join('\r\n');
    const bytes = windows1252(text);
    assert.equal(bytes.at(-1), 0x80); // € is one byte
    assert.throws(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)); // really not UTF-8
    const reply = await upload(bytes);
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.deepEqual(reply.body.errorRows, []);
    assert.deepEqual(await invoiceLines(order.id), [
      { name: 'Größe ß März', date: '2026-03-05', amount: '1234.56' },
    ]);
    const log = (await activityLines(context)).map((line) => line[5]!);
    assert.ok(log.some((line) => line.includes('format=CSV Windows-1252')));
  });

  it("imports Excel's 'Unicode text': UTF-16LE with a BOM, tab-separated", async () => {
    const order = await context.insertOrder({
      ordertext: 'Unicode text',
      ordernumber: 'PO-UTF16',
      items: [{ amount: '5000.00' }, { amount: '100.00' }],
    });
    const text = [
      'order_number\tinvoice_title\tdate\tlist_item\tamount',
      'PO-UTF16\tPregled Čćđ Übersicht\t2026-03-05\t1\t2.500,00',
      'PO-UTF16\tPregled Čćđ Übersicht\t2026-03-05\t2\t12,5',
    ].join('\r\n');
    const reply = await upload(utf16le(text), 'unicode.txt');
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.deepEqual(reply.body.errorRows, []);
    assert.deepEqual(await invoiceLines(order.id), [
      { name: 'Pregled Čćđ Übersicht', date: '2026-03-05', amount: '2500.00' },
      { name: 'Pregled Čćđ Übersicht', date: '2026-03-05', amount: '12.50' },
    ]);
  });

  it("decides '2.500' from the file's other amounts: 2500 beside '1.234,56' in a comma file", async () => {
    const order = await context.insertOrder({
      ordertext: 'Whole file',
      ordernumber: 'PO-NUM-1',
      items: [{ amount: '5000.00' }, { amount: '5000.00' }],
    });
    const file = [
      'order_number,invoice_title,date,list_item,amount',
      'PO-NUM-1,Grouped,10.03.2026,1,"1.234,56"',
      'PO-NUM-1,Thousands,10.03.2026,2,2.500',
    ].join('\n');
    const reply = await upload(file);
    assert.deepEqual(reply.body.errorRows, []);
    assert.deepEqual(
      (await invoiceLines(order.id)).map((line) => line.amount),
      ['1234.56', '2500.00'],
    );
  });

  it('fails an amount that stays ambiguous, saying why, and reads currencies around amounts', async () => {
    const order = await context.insertOrder({
      ordertext: 'Ambiguous',
      ordernumber: 'PO-NUM-2',
      items: Array.from({ length: 7 }, () => ({ amount: '5000.00' })),
    });
    const mixed = [
      'order_number;invoice_title;date;list_item;amount;currency',
      'PO-NUM-2;Symbol before;10.03.2026;1;€ 1.234,56;',
      'PO-NUM-2;Code before;10.03.2026;2;EUR 1,234.56;',
      'PO-NUM-2;No-break spaces;10.03.2026;3;1\u00a0234,56\u00a0€;',
      'PO-NUM-2;Which;10.03.2026;4;2.500;',
      'PO-NUM-2;Dollars;10.03.2026;5;100 $;',
      'PO-NUM-2;Two currencies;10.03.2026;6;10 USD;EUR',
    ].join('\r\n');
    const reply = await upload(mixed);
    assert.deepEqual(
      reply.body.results.map((r: Json) => r.status),
      ['imported', 'imported', 'imported', 'failed', 'failed', 'failed'],
    );
    assert.deepEqual(errorsOf(reply.body), [
      [
        'Row 5, column amount: amount 2.500 could be 2.5 or 2500: the file writes both a decimal comma (row 2: € 1.234,56) and a decimal point (row 3: EUR 1,234.56). Write 2500 or 2.5, as meant',
      ],
      [
        "Row 6, column currency: currency USD is not the currency of list item 'Ambiguous item 5' (EUR)",
      ],
      ["Row 7, column currency: currency EUR differs from the amount's currency (USD)"],
    ]);
    assert.deepEqual(
      (await invoiceLines(order.id)).map((line) => line.amount),
      ['1234.56', '1234.56', '1234.56'],
    );
    // Tabs say nothing about the decimal mark, and no other amount does either.
    const tabs = [
      'order_number\tinvoice_title\tdate\tlist_item\tamount',
      'PO-NUM-2\tUndecided\t10.03.2026\t7\t1,234',
    ].join('\n');
    const undecided = await upload(tabs);
    assert.deepEqual(errorsOf(undecided.body), [
      [
        'Row 2, column amount: amount 1,234 could be 1.234 or 1234: no other number in the file shows whether it writes a decimal comma or point. Write 1234 or 1.2340, as meant',
      ],
    ]);
  });

  it("imports credit notes written '-100,00 €', '(€ 100,00)' or '250,50-', never below zero, never mixed", async () => {
    const order = await context.insertOrder({
      ordertext: 'Credits',
      ordernumber: 'PO-CR-1',
      items: Array.from({ length: 5 }, () => ({ amount: '1000.00' })),
    });
    const file = [
      'order_number;invoice_title;date;list_item;amount',
      ...[1, 2, 3, 4].map((item) => `PO-CR-1;Bill;10.03.2026;${item};500,00`),
      'PO-CR-1;Credit minus;10.03.2026;1;-100,00 €',
      'PO-CR-1;Credit too much;10.03.2026;2;(€ 1.000,00)',
      'PO-CR-1;Credit trailing;10.03.2026;3;250,50-',
      'PO-CR-1;Mixed;10.03.2026;4;-50,00',
      'PO-CR-1;Mixed;10.03.2026;5;20,00',
      'PO-CR-1;Credit parentheses;10.03.2026;2;(€ 100,00)',
    ].join('\r\n');
    const before = await written();
    const reply = await upload(file);
    assert.deepEqual(
      reply.body.results.map((r: Json) => [r.row, r.status]),
      [
        [2, 'imported'],
        [3, 'imported'],
        [4, 'imported'],
        [5, 'imported'],
        [6, 'imported'],
        [7, 'failed'],
        [8, 'imported'],
        [9, 'failed'],
        [10, 'failed'],
        [11, 'imported'],
      ],
    );
    const errors = errorsOf(reply.body).flat();
    assert.ok(
      errors.includes(
        "Row 7, column amount: amount (€ 1.000,00) takes back more than the 500,00 EUR invoiced on list item 'Credits item 2'; a credit note never takes an item below zero",
      ),
      errors.join('\n'),
    );
    assert.ok(
      errors.includes(
        "Row 10, column amount: An invoice and a credit note cannot be mixed: the lines of an invoice are all positive, those of a credit note all negative (list item 'Credits item 5')",
      ),
      errors.join('\n'),
    );
    assert.deepEqual(
      (await invoiceLines(order.id)).map((line) => [line.name, line.amount]),
      [
        ['Bill', '500.00'],
        ['Bill', '500.00'],
        ['Bill', '500.00'],
        ['Bill', '500.00'],
        ['Credit minus', '-100.00'],
        ['Credit trailing', '-250.50'],
        ['Credit parentheses', '-100.00'],
      ],
    );
    // Four invoices of seven lines written: the failed rows wrote nothing.
    const after = await written();
    assert.deepEqual(
      [
        Number(after!.invoices) - Number(before!.invoices),
        Number(after!.lines) - Number(before!.lines),
      ],
      [4, 7],
    );
    // The same file again: the credit notes are known by their negative amounts, nothing twice.
    const again = await upload(file);
    assert.deepEqual(
      [again.body.imported, again.body.already_imported, again.body.failed],
      [0, 7, 3],
    );
    assert.deepEqual(await written(), after);
  });

  it('dates a received invoice today or earlier, in dd.mm.yy too, and says so for a day after today', async () => {
    const order = await context.insertOrder({
      ordertext: 'Received',
      ordernumber: 'PO-DATES',
      podate: '2026-06-01',
      items: [{ amount: '1000.00' }],
    });
    const file = [
      'order_number;invoice_title;date;start_date;end_date;list_item;amount',
      // Before the order's start (a subscription paid ahead) but this year: accepted.
      'PO-DATES;Paid ahead;05.01.26;;;1;10,00',
      'PO-DATES;A past month;;01.02.2026;28.02.2026;1;10,00',
      'PO-DATES;Tomorrow;11.03.2026;;;1;10,00',
      'PO-DATES;Typo;10.03.2016;;;1;10,00',
    ].join('\r\n');
    const reply = await upload(file);
    assert.deepEqual(errorsOf(reply.body), [
      [
        'Row 4, column date: date 11.03.2026 is after today (10.03.2026); an imported invoice has been received, so it is dated today or earlier',
      ],
      [
        'Row 5, column date: date 10.03.2016 is before 1 January of last year (01.01.2025) and before the start date of purchase order PO-DATES (01.06.2026); check the year',
      ],
    ]);
    assert.deepEqual(await invoiceLines(order.id), [
      { name: 'Paid ahead', date: '2026-01-05', amount: '10.00' },
      { name: 'A past month', date: '2026-02-01', amount: '10.00' },
    ]);
  });

  it('makes a tab or line break inside a quoted title one space', async () => {
    const order = await context.insertOrder({
      ordertext: 'Tabs',
      ordernumber: 'PO-TAB',
      items: [{ amount: '100.00' }],
    });
    const file = [
      'order_number;invoice_title;date;list_item;amount',
      'PO-TAB;"Tab\there\rand CR";10.03.2026;1;1,00',
    ].join('\r\n');
    const reply = await upload(file);
    assert.deepEqual(reply.body.errorRows, []);
    assert.deepEqual(
      (await invoiceLines(order.id)).map((line) => line.name),
      ['Tab here and CR'],
    );
  });

  it('refuses person days on a list item without a daily rate, naming the column', async () => {
    await context.insertOrder({
      ordertext: 'No rate',
      ordernumber: 'PO-NORATE',
      items: [{ amount: '100.00' }],
    });
    const before = await written();
    const file = [
      'order_number;invoice_title;date;list_item;amount;person_days',
      'PO-NORATE;Days given;10.03.2026;1;10,00;2',
    ].join('\r\n');
    const reply = await upload(file);
    assert.deepEqual(errorsOf(reply.body), [
      [
        "Row 2, column person_days: person days 2 are given, but list item 'No rate item 1' has no daily rate; leave person_days empty or pick the resource's list item",
      ],
    ]);
    assert.deepEqual(await written(), before);
  });

  it('names the invoice an already imported row is in, also when the currency cell is emptied', async () => {
    await context.insertOrder({
      ordertext: 'Twice',
      ordernumber: 'PO-TWICE',
      items: [{ amount: '100.00' }],
    });
    const header = 'order_number;invoice_title;date;list_item;amount;currency';
    const first = await upload(`${header}\r\nPO-TWICE;Once;10.03.2026;1;10,00;EUR`);
    const id = first.body.results[0].invoice_id as number;
    assert.equal(typeof id, 'number');
    const before = await written();
    for (const currency of ['EUR', '']) {
      const again = await upload(`${header}\r\nPO-TWICE;Once;10.03.2026;1;10,00;${currency}`);
      assert.deepEqual(again.body.results, [
        {
          row: 2,
          status: 'already imported',
          invoice_id: id,
          order_number: 'PO-TWICE',
          invoice_title: 'Once',
          message: `Row 2: already imported as invoice ${id}`,
        },
      ]);
    }
    assert.deepEqual(await written(), before);
  });

  it('knows a row imported from CSV when the same row comes again in a workbook', async () => {
    await context.insertOrder({
      ordertext: 'Both formats',
      ordernumber: 'PO-BOTH',
      items: [{ amount: '5000.00' }],
    });
    const csv = await upload(
      'order_number;invoice_title;date;list_item;amount\r\nPO-BOTH;Same;05.03.2026;1;1.234,50 €',
    );
    const id = csv.body.results[0].invoice_id as number;
    const before = await written();
    const file = await workbook([
      {
        name: 'Sheet1',
        rows: [
          ['order_number', 'invoice_title', 'date', 'list_item', 'amount'],
          ['po-both', 'same', day('2026-03-05'), 1, 1234.5],
        ],
      },
    ]);
    const again = await upload(file, 'same.xlsx');
    assert.deepEqual(
      again.body.results.map((r: Json) => [r.status, r.invoice_id]),
      [['already imported', id]],
    );
    assert.deepEqual(await written(), before);
  });

  it('uploads a corrected failed-rows export as it is: its row and error columns are ignored', async () => {
    const order = await context.insertOrder({
      ordertext: 'Corrected',
      ordernumber: 'PO-FIXED',
      items: [{ amount: '100.00' }],
    });
    const file = [
      'row;order_number;invoice_title;date;start_date;end_date;list_item;amount;person_days;currency;error',
      '4;PO-FIXED;Fixed;10.03.2026;;;1;10,00;;;Row 4, column amount: amount x is not a number',
    ].join('\r\n');
    const reply = await upload(file);
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.deepEqual(reply.body.errorRows, []);
    assert.equal((await invoiceLines(order.id)).length, 1);
  });

  it('refuses what it cannot read for certain, and a workbook of 20,001 rows, nothing written', async () => {
    const save = 'Save it from the spreadsheet program as "CSV UTF-8".';
    const rows = Array.from({ length: 20_001 }, (_, i) => ['PO-NONE', `T${i}`, 1, 1, 1]);
    const big = await workbook([
      {
        name: 'Big',
        rows: [['order_number', 'invoice_title', 'date', 'list_item', 'amount'], ...rows],
      },
    ]);
    const cases: Array<[Uint8Array, number, string]> = [
      [
        Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
        400,
        'The file is an Excel 97–2003 workbook (.xls), which is not read. Save it as .xlsx or as "CSV UTF-8".',
      ],
      [
        Buffer.from('order_number;invoice_title\r\nPO-1;Größe\r\n', 'utf16le'),
        400,
        `The file looks like UTF-16 text without a byte order mark, so its byte order is unknown. ${save}`,
      ],
      [
        Buffer.from('order_number;invoice_title\r\nPO-1;Plain\r\n', 'utf16le'),
        400,
        `The file looks like UTF-16 text without a byte order mark, so its byte order is unknown. ${save}`,
      ],
      [
        Uint8Array.from([0x61, 0x81, 0x62]),
        400,
        `The file is not UTF-8 text, and its encoding could not be recognised. ${save}`,
      ],
      [
        big,
        413,
        'The file has 20001 rows; at most 20,000 rows can be imported at once. Split it into smaller files.',
      ],
    ];
    const before = await written();
    for (const [file, status, message] of cases) {
      const reply = await upload(file, 'refused.bin');
      assert.deepEqual([reply.status, reply.body.message], [status, message]);
    }
    assert.deepEqual(await written(), before);
  });

  it('refuses workbook bombs and broken workbooks with one clear message, nothing written, logged', async () => {
    const parts = [
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'xl/workbook.xml', data: '<workbook/>' },
    ];
    const refused = (what: string) =>
      `The workbook is refused: ${what}. Nothing was imported. Save the invoices alone on one sheet, or as "CSV UTF-8".`;
    const cases: Array<[Buffer, string]> = [
      [
        // 65 MB of one sheet packed into ~65 kB.
        zipFile([
          ...parts,
          { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(65 * MB, 0x20) },
        ]),
        refused('its part xl/worksheets/sheet1.xml unpacks to more than 64 MB'),
      ],
      [
        zipFile([...parts, { name: 'xl/sharedStrings.xml', data: Buffer.alloc(33 * MB, 0x61) }]),
        refused('its shared strings unpack to more than 32 MB'),
      ],
      [
        zipFile([
          ...parts,
          ...[1, 2, 3].map((n) => ({
            name: `xl/worksheets/sheet${n}.xml`,
            data: Buffer.alloc(50 * MB, 0x20),
          })),
        ]),
        refused('it unpacks to more than 128 MB'),
      ],
      [
        // 200 levels in 600 bytes: the reader's XML parser would keep each on its stack.
        zipFile([...parts, { name: 'xl/worksheets/sheet1.xml', data: '<a>'.repeat(200) }]),
        refused('its part xl/worksheets/sheet1.xml nests XML more than 100 levels deep'),
      ],
      [
        zipFile([
          ...parts,
          {
            name: 'xl/worksheets/sheet1.xml',
            data: `<sheetData>${'<row/>'.repeat(100_001)}</sheetData>`,
          },
        ]),
        refused('its sheet xl/worksheets/sheet1.xml has more than 100,000 rows'),
      ],
      [
        // A part the directory does not list, which a streaming reader would still unpack.
        zipFile([
          ...parts,
          { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(MB, 0x20), unlisted: true },
        ]),
        'The file is not a readable .xlsx workbook (parts hidden between the listed ones). Save it again from the spreadsheet program as .xlsx or as "CSV UTF-8".',
      ],
    ];
    const before = await written();
    for (const [file, message] of cases) {
      const reply = await upload(file, 'bomb.xlsx');
      assert.deepEqual([reply.status, reply.body.message], [400, message]);
    }
    assert.deepEqual(await written(), before);
    const log = (await activityLines(context)).map((line) => line[5]!);
    assert.ok(log.some((line) => line.includes('file=bomb.xlsx refused: The workbook is refused')));
  });
});
