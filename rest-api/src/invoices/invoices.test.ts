// POST /invoices and the invoice list (CONTRACT.md 'Invoices'; spec §5 'Invoice', §6): who may
// create, the date rules (a range ends in its start's month), lines capped by what remains of
// their items in exact decimals (resource lines in person days × daily rate), the actuals the
// rollup adds (worked out by hand), the activity log, and the list's search and pages.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { INVOICE_MESSAGES, TEXTS } from '@cost-steering/schema';
import { rewriteConfig } from '../testing/requests-fixture.ts';
import { activityLines, assertPagesAgree, type Json } from '../testing/support.ts';
import { INVOICE_SORT_FIELDS } from './repository.ts';
import {
  fieldProblems,
  invoiceBodies,
  startOrdersContext,
  type OrdersContext,
} from '../testing/orders-fixture.ts';

const problems = fieldProblems;

describe('invoices', () => {
  let context: OrdersContext;
  const invoice = invoiceBodies('Invoice');
  const post = (body: Json, as = 'approver') => context.as(as).post<Json>('/invoices', body);

  before(async () => {
    context = await startOrdersContext();
  });
  after(() => context.close());

  it('answers 403 to every role but edit-invoice, and to everyone while invoices are off', async () => {
    const order = await context.insertOrder({ ordertext: 'Roles', items: [{ amount: '100.00' }] });
    const body = () => invoice(order.id, [{ po_listitem_id: order.items[0], amount: '10.00' }]);
    for (const username of ['viewer', 'requester', 'controller', 'pfm']) {
      const reply = await post(body(), username);
      assert.deepEqual([reply.status, reply.body.message], [403, TEXTS.forbiddenServer], username);
    }
    for (const username of ['approver', 'admin']) {
      assert.equal((await post(body(), username)).status, 201, username);
    }
    await rewriteConfig(context.configFile, { create_invoice_enabled: false });
    try {
      const off = await post(body());
      assert.deepEqual([off.status, off.body.message], [403, INVOICE_MESSAGES.disabled]);
    } finally {
      await rewriteConfig(context.configFile, {
        create_invoice_enabled: true,
        invoice_date_range_enabled: true,
      });
    }
    const [{ count }] = (await context.api.query<{ count: number }>(
      `select count(*)::int as count from invoices where purchase_request_id = $1`,
      [order.id],
    )) as [{ count: number }];
    assert.equal(count, 2);
  });

  it('caps each line at what remains of its item, to the cent', async () => {
    const order = await context.insertOrder({ ordertext: 'Caps', items: [{ amount: '1000.00' }] });
    const item = order.items[0]!;
    const line = (amount: string) => [{ po_listitem_id: item, amount }];
    for (let i = 0; i < 3; i++)
      assert.equal((await post(invoice(order.id, line('333.33')))).status, 201);
    const over = await post(invoice(order.id, line('0.02')));
    assert.deepEqual(problems(over), [
      ['listitems[0].amount', `${INVOICE_MESSAGES.overRemaining} of 'Caps item 1' (0.01 EUR)`],
    ]);
    assert.equal((await post(invoice(order.id, line('0.01')))).status, 201);
    const nothing = await post(invoice(order.id, line('0.01')));
    assert.deepEqual(problems(nothing), [
      ['listitems[0].amount', INVOICE_MESSAGES.nothingRemaining],
    ]);
    const read = await context.as('viewer').get<Json>(`/purchaseorders/${order.id}`);
    assert.equal(read.body.po_remaining_amount, '0.00');
    assert.equal(read.body.invoiced_amount, '1000.00');
    assert.equal(read.body.listitems[item].li_remaining_amount, '0.00');
  });

  it('refuses amounts that are not positive money', async () => {
    const order = await context.insertOrder({ ordertext: 'Amounts', items: [{ amount: '50.00' }] });
    const item = order.items[0]!;
    const cases: Array<[unknown, string]> = [
      ['0', INVOICE_MESSAGES.amountPositive],
      // A negative line is a credit note's (credit-notes.test.ts): nothing to take back here.
      ['-1.00', INVOICE_MESSAGES.nothingInvoiced],
      ['ten', INVOICE_MESSAGES.amountNumber],
      ['1.005', INVOICE_MESSAGES.amountDecimals],
      [null, INVOICE_MESSAGES.amountRequired],
    ];
    for (const [amount, message] of cases) {
      const reply = await post(invoice(order.id, [{ po_listitem_id: item, amount }]));
      assert.deepEqual(
        [reply.status, problems(reply)],
        [400, [['listitems[0].amount', message]]],
        String(amount),
      );
    }
  });

  it('refuses person days, a daily rate or a resource name on a plain line, naming the line field', async () => {
    const order = await context.insertOrder({ ordertext: 'Plain', items: [{ amount: '50.00' }] });
    const item = order.items[0]!;
    const cases: Array<[string, unknown, string]> = [
      [
        'quantity',
        '2',
        'Person days are only given on a resource line (a list item with a daily rate)',
      ],
      [
        'daily_rate',
        '500',
        'A daily rate is only given on a resource line (a list item with a daily rate)',
      ],
      [
        'resource_name',
        'Ann',
        'A resource name is only given on a resource line (a list item with a daily rate)',
      ],
    ];
    for (const [field, value, message] of cases) {
      const reply = await post(
        invoice(order.id, [{ po_listitem_id: item, amount: '10.00', [field]: value }]),
      );
      assert.deepEqual(
        [reply.status, problems(reply)],
        [400, [[`listitems[0].${field}`, message]]],
        field,
      );
    }
    const read = await context.as('viewer').get<Json>(`/purchaseorders/${order.id}`);
    assert.equal(read.body.invoiced_amount, '0.00');
    const plain = await post(
      invoice(order.id, [
        { po_listitem_id: item, amount: '10.00', quantity: null, resource_name: '' },
      ]),
    );
    assert.equal(plain.status, 201, plain.text);
  });

  it('converts lines of an order in another currency at the order’s rate, leaving exactly 0.00 EUR', async () => {
    // 100.00 USD = 80.00 EUR. 33.33 USD leave 66.67 USD = 53.34 EUR: the line is 26.66 EUR.
    const order = await context.insertOrder({
      ordertext: 'Dollars',
      currency: 'USD',
      items: [{ amount: '100.00' }],
    });
    const item = order.items[0]!;
    const first = await post(
      invoice(order.id, [{ po_listitem_id: item, amount: '33.33', currency: 'USD' }]),
    );
    assert.equal(first.status, 201, first.text);
    const [firstLine] = Object.values(first.body.listitems) as Json[];
    assert.deepEqual(
      [firstLine!.amount, firstLine!.currency, firstLine!.amount_eur],
      ['33.33', 'USD', '26.66'],
    );
    assert.equal(first.body.total_amount, '26.66');
    const euros = await post(
      invoice(order.id, [{ po_listitem_id: item, amount: '1.00', currency: 'EUR' }]),
    );
    assert.deepEqual(problems(euros), [
      ['listitems[0].currency', `${INVOICE_MESSAGES.lineCurrency} (USD)`],
    ]);
    const rest = await post(invoice(order.id, [{ po_listitem_id: item, amount: '66.67' }]));
    assert.equal((Object.values(rest.body.listitems)[0] as Json).amount_eur, '53.34');
    const read = await context.as('viewer').get<Json>(`/purchaseorders/${order.id}`);
    assert.equal(read.body.po_remaining_amount, '0.00');
  });

  it('bills a resource line in person days × the item’s daily rate', async () => {
    // 2.500 days × 432.000 = 1080.00.
    const order = await context.insertOrder({
      ordertext: 'Consulting',
      items: [
        {
          amount: '1080.00',
          resource: { name: 'Senior engineer', quantity: '2.500', dailyRate: '432.000' },
        },
      ],
    });
    const item = order.items[0]!;
    const line = (changes: Json) => [{ po_listitem_id: item, ...changes }];
    const cases: Array<[Json, string, string]> = [
      [{}, 'quantity', INVOICE_MESSAGES.personDaysRequired],
      [{ quantity: '0' }, 'quantity', INVOICE_MESSAGES.personDaysPositive],
      [{ quantity: '1.2345' }, 'quantity', INVOICE_MESSAGES.personDaysStep],
      [
        { quantity: '2.501' },
        'amount',
        `${INVOICE_MESSAGES.overRemaining} of 'Consulting item 1' (1080.00 EUR)`,
      ],
      [
        { quantity: '1', daily_rate: '500' },
        'daily_rate',
        `${INVOICE_MESSAGES.dailyRateFixed} (432.000)`,
      ],
      [
        { quantity: '1', amount: '400.00' },
        'amount',
        `${INVOICE_MESSAGES.amountIsProduct} (432.00)`,
      ],
    ];
    for (const [changes, field, message] of cases) {
      const reply = await post(invoice(order.id, line(changes)));
      assert.deepEqual(
        problems(reply),
        [[`listitems[0].${field}`, message]],
        JSON.stringify(changes),
      );
    }
    const created = await post(
      invoice(order.id, line({ quantity: '1.25', amount: '540', daily_rate: '432' })),
    );
    assert.equal(created.status, 201, created.text);
    const [written] = Object.values(created.body.listitems) as Json[];
    assert.deepEqual(
      [
        written!.resource_name,
        written!.quantity,
        written!.daily_rate,
        written!.amount,
        written!.cost_type,
      ],
      ['Senior engineer', '1.250', '432.000', '540.00', 'Capital Infrastructure'],
    );
    const rest = await post(invoice(order.id, line({ quantity: '1.25' })));
    assert.equal(rest.status, 201);
    const read = await context.as('viewer').get<Json>(`/purchaseorders/${order.id}`);
    assert.equal(read.body.listitems[item].li_remaining_amount, '0.00');
  });

  describe('dates', () => {
    let order: { id: number; items: number[] };
    before(async () => {
      order = await context.insertOrder({ ordertext: 'Dates', items: [{ amount: '1000.00' }] });
    });
    const dated = (changes: Json) =>
      post(invoice(order.id, [{ po_listitem_id: order.items[0], amount: '1.00' }], changes));

    it('needs a date not before today (2026-03-10)', async () => {
      assert.deepEqual(problems(await dated({ date: null })), [
        ['date', INVOICE_MESSAGES.dateRequired],
      ]);
      assert.deepEqual(problems(await dated({ date: '2026-03-09' })), [
        ['date', INVOICE_MESSAGES.dateMin],
      ]);
      assert.deepEqual(problems(await dated({ date: '2026-02-30' })), [
        ['date', INVOICE_MESSAGES.dateInvalid],
      ]);
      assert.deepEqual(problems(await dated({ name: ' ' })), [
        ['name', INVOICE_MESSAGES.titleRequired],
      ]);
      assert.equal((await dated({ date: '2026-03-10' })).status, 201);
    });

    it('refuses dates outside the years 2000 to 2099, naming the field', async () => {
      assert.deepEqual(problems(await dated({ date: '9999-12-31' })), [
        ['date', 'Date must be in the years 2000 to 2099'],
      ]);
      assert.deepEqual(
        problems(await dated({ date: null, start_date: '2100-01-01', end_date: '2100-01-02' })),
        [
          ['start_date', 'Start date must be in the years 2000 to 2099'],
          ['end_date', 'End date must be in the years 2000 to 2099'],
        ],
      );
      assert.equal((await dated({ date: '2099-12-31' })).status, 201);
    });

    it('takes a range whose end is neither before its start nor after the end of its month', async () => {
      const range = (start: string, end: string | null) =>
        dated({ date: null, start_date: start, end_date: end });
      assert.deepEqual(problems(await range('2026-03-20', '2026-03-19')), [
        ['end_date', INVOICE_MESSAGES.endBeforeStart],
      ]);
      assert.deepEqual(problems(await range('2026-03-20', '2026-04-01')), [
        ['end_date', INVOICE_MESSAGES.endAfterMonth],
      ]);
      assert.deepEqual(problems(await range('2026-03-20', null)), [
        ['end_date', INVOICE_MESSAGES.endDateRequired],
      ]);
      // The range is the service period: it may start in the past (spec §5 'Invoice': an
      // invoice for 1–31 March can be made on 10 March); only the single date is min today.
      const started = await range('2026-03-01', '2026-03-31');
      assert.deepEqual(
        [started.status, started.body.start_date, started.body.end_date],
        [201, '2026-03-01', '2026-03-31'],
        started.text,
      );
      assert.equal((await range('2026-02-01', '2026-02-28')).status, 201);
      assert.deepEqual(problems(await range('2026-02-20', '2026-03-01')), [
        ['end_date', INVOICE_MESSAGES.endAfterMonth],
      ]);
      // The last day of a leap February, and one day past it.
      assert.deepEqual(problems(await range('2028-02-10', '2028-03-01')), [
        ['end_date', INVOICE_MESSAGES.endAfterMonth],
      ]);
      const leap = await range('2028-02-10', '2028-02-29');
      assert.equal(leap.status, 201, leap.text);
      assert.deepEqual(
        [leap.body.date, leap.body.start_date, leap.body.end_date],
        [null, '2028-02-10', '2028-02-29'],
      );
      const same = await range('2026-03-31', '2026-03-31');
      assert.equal(same.status, 201, same.text);
      assert.deepEqual(
        problems(await dated({ start_date: '2026-03-20', end_date: '2026-03-21' })),
        [['date', INVOICE_MESSAGES.dateAndRange]],
      );
    });

    it('refuses a range while the date range is off', async () => {
      await rewriteConfig(context.configFile, {
        create_invoice_enabled: true,
        invoice_date_range_enabled: false,
      });
      try {
        const reply = await dated({ date: null, start_date: '2026-03-20', end_date: '2026-03-21' });
        assert.deepEqual(problems(reply), [['start_date', INVOICE_MESSAGES.rangeDisabled]]);
      } finally {
        await rewriteConfig(context.configFile, {
          create_invoice_enabled: true,
          invoice_date_range_enabled: true,
        });
      }
    });
  });

  it('draws lines only from the order’s items, each once, and titles once per order', async () => {
    const order = await context.insertOrder({
      ordertext: 'Lines',
      items: [{ amount: '10.00' }, { amount: '20.00' }],
    });
    const other = await context.insertOrder({ ordertext: 'Other', items: [{ amount: '10.00' }] });
    const [a, b] = order.items as [number, number];
    assert.deepEqual(problems(await post(invoice(order.id, []))), [
      ['listitems', INVOICE_MESSAGES.linesRequired],
    ]);
    // At most INVOICE_LINES_MAX lines: 70,000 would have overflowed a statement's parameters (500).
    const tooMany = Array.from({ length: 70_000 }, (_, i) => ({ po_listitem_id: i + 1 }));
    const refused = await post(invoice(order.id, tooMany));
    assert.equal(refused.status, 400);
    assert.deepEqual(problems(refused), [['listitems', INVOICE_MESSAGES.linesTooMany]]);
    assert.equal(INVOICE_MESSAGES.linesTooMany, 'An invoice can have at most 1000 lines');
    assert.deepEqual(
      problems(await post(invoice(order.id, [{ po_listitem_id: other.items[0], amount: '1' }]))),
      [['listitems[0].po_listitem_id', INVOICE_MESSAGES.lineNotOnOrder]],
    );
    assert.deepEqual(
      problems(
        await post(
          invoice(order.id, [
            { po_listitem_id: a, amount: '1' },
            { po_listitem_id: a, amount: '1' },
          ]),
        ),
      ),
      [['listitems[1].po_listitem_id', INVOICE_MESSAGES.lineTwice]],
    );
    const [open] = await context.api.query<{ id: number }>(
      `insert into purchase_requests (ordertext, podate, orderamount, currency, orderamount_eur,
         prowner_id, company_id, company_contact_id, status)
       select 'Open', '2026-03-10', 5, 'EUR', 5, id, 601, 701, 'Proposed' from users
       where username = 'requester' returning id`,
    );
    assert.deepEqual(
      problems(await post(invoice(open!.id, [{ po_listitem_id: a, amount: '1' }]))),
      [['purchaseorder_id', INVOICE_MESSAGES.notAnOrder]],
    );
    const unknownField = await post({
      ...invoice(order.id, [{ po_listitem_id: a, amount: '1', price: 1 }]),
    });
    assert.deepEqual([unknownField.status, unknownField.body.field], [400, 'listitems[0].price']);
    const both = await post(
      invoice(
        order.id,
        [
          // Typed without cents: logged as stored.
          { po_listitem_id: a, amount: '10' },
          { po_listitem_id: b, amount: '5.5' },
        ],
        { name: 'March' },
      ),
    );
    assert.equal(both.status, 201, both.text);
    assert.equal(both.body.total_amount, '15.50');
    assert.equal(both.body.po_name, 'Lines');
    const again = await post(
      invoice(order.id, [{ po_listitem_id: b, amount: '1' }], { name: 'MARCH' }),
    );
    assert.deepEqual(
      [again.status, again.body.code, again.body.message],
      [409, 'DUPLICATE_NAME', INVOICE_MESSAGES.titleDuplicate],
    );
    const elsewhere = await post(
      invoice(other.id, [{ po_listitem_id: other.items[0], amount: '1' }], { name: 'March' }),
    );
    assert.equal(elsewhere.status, 201);
    const ofOrder = await context.as('viewer').get<Json>(`/purchaseorders/${order.id}/invoices`);
    assert.deepEqual(Object.keys(ofOrder.body), [String(both.body.id)]);
    const log = (await activityLines(context)).filter(
      (line) => line[3] === 'invoice' && line[4] === String(both.body.id),
    );
    assert.equal(log.length, 1);
    assert.equal(log[0]![1], 'approver');
    assert.match(
      log[0]![5]!,
      new RegExp(
        `^name=March; purchaseorder=${order.id}; date=2026-03-10; lines=${a}:10.00 EUR, ${b}:5.50 EUR$`,
      ),
    );
  });

  it('adds the invoiced amounts to the actuals of the year they are booked in', async () => {
    // Project 402 (product 301) had no actuals. Lines: Capital Maintenance 250.00 + Expense
    // Enhancement 150.50 dated this year, and 99.99 of the first item dated next year.
    const before = await context.as('viewer').get<Json>('/products/301');
    const order = await context.insertOrder({
      ordertext: 'Actuals',
      items: [
        { amount: '1000.00', on: { project: 402 }, classification: ['Capital', 'Maintenance'] },
        { amount: '500.00', on: { project: 402 }, classification: ['Expense', 'Enhancement'] },
      ],
    });
    const [cm, ee] = order.items as [number, number];
    assert.equal(
      (
        await post(
          invoice(order.id, [
            { po_listitem_id: cm, amount: '250.00' },
            { po_listitem_id: ee, amount: '150.50' },
          ]),
        )
      ).status,
      201,
    );
    assert.equal(
      (
        await post(
          invoice(order.id, [{ po_listitem_id: cm, amount: '99.99' }], { date: '2027-01-05' }),
        )
      ).status,
      201,
    );
    const project = await context.as('viewer').get<Json>('/projects/402');
    assert.equal(project.body.totalactuals, '400.50');
    assert.deepEqual(
      [project.body.actuals_codes.cm, project.body.actuals_codes.ee, project.body.actuals_codes.ci],
      ['250.00', '150.50', '0.00'],
    );
    const product = await context.as('viewer').get<Json>('/products/301');
    const plus = (a: string, b: string) =>
      (Math.round(Number(a) * 100) + Math.round(Number(b) * 100)) / 100;
    assert.equal(Number(product.body.acm), plus(before.body.acm, '250.00'));
    assert.equal(Number(product.body.aee), plus(before.body.aee, '150.50'));
    assert.equal(product.body.nextyear.actuals, '99.99');
    const read = await context.as('viewer').get<Json>(`/purchaseorders/${order.id}`);
    assert.equal(read.body.po_remaining_amount, '999.51');
    assert.deepEqual(
      [read.body.listitems[cm].li_remaining_amount, read.body.listitems[ee].li_remaining_amount],
      ['650.01', '349.50'],
    );
  });

  it('lists invoices: keyed, a page searched by PO name, sorted, with lines', async () => {
    const order = await context.insertOrder({
      ordertext: 'Searchable Zebra',
      items: [{ amount: '30.00' }],
    });
    const created = [];
    for (const amount of ['10.00', '5.00']) {
      created.push(
        (await post(invoice(order.id, [{ po_listitem_id: order.items[0], amount }]))).body
          .id as number,
      );
    }
    const viewer = context.as('viewer');
    const page = await viewer.get<Json>('/invoices?search=zebra&sort=total_amount&limit=10');
    assert.equal(page.status, 200, page.text);
    assert.equal(page.headers.get('x-total-count'), '2');
    assert.deepEqual(page.headers.get('x-order'), `${created[1]},${created[0]}`);
    const first = page.body[created[0]!] as Json;
    assert.deepEqual(
      [first.po_name, first.ordernumber, first.contact_name, first.total_amount, first.created_by],
      ['Searchable Zebra', first.ordernumber, 'Ana', '10.00', 'approver'],
    );
    assert.equal(Object.keys(first.listitems).length, 1);
    const none = await viewer.get<Json>('/invoices?search=nothing%20like%20this');
    assert.deepEqual([none.body, none.headers.get('x-total-count')], [{}, '0']);
    const whole = await viewer.get<Json>(`/invoices?purchaseorder=${order.id}`);
    assert.deepEqual(Object.keys(whole.body).map(Number).sort(), [...created].sort());
    const one = await viewer.get<Json>(`/invoices/${created[1]}`);
    assert.equal(one.body.total_amount, '5.00');
    assert.equal((await viewer.get('/invoices/999999')).status, 404);
    for (const sort of INVOICE_SORT_FIELDS) {
      const reply = await viewer.get(`/invoices?sort=-${sort}&limit=2`);
      assert.equal(reply.status, 200, sort);
      await assertPagesAgree(viewer, '/invoices', sort);
      await assertPagesAgree(viewer, '/invoices', `-${sort}`);
    }
  });

  it('50 concurrent invoices on one item never invoice more than it holds (PostgreSQL)', async (t) => {
    if (context.api.database !== 'postgres') return t.skip('PGlite has a single connection');
    const order = await context.insertOrder({ ordertext: 'Race', items: [{ amount: '1000.00' }] });
    const item = order.items[0]!;
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        post(
          invoice(order.id, [{ po_listitem_id: item, amount: '30.00' }], { name: `Race ${index}` }),
        ),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    assert.equal(statuses.filter((s) => s === 201).length, 33, statuses.join(','));
    assert.equal(statuses.filter((s) => s === 400).length, 17);
    const refusals = new Set(replies.filter((r) => r.status === 400).map((r) => r.body.message));
    assert.deepEqual(
      [...refusals],
      [`${INVOICE_MESSAGES.overRemaining} of 'Race item 1' (10.00 EUR)`],
    );
    const [{ invoiced }] = (await context.api.query<{ invoiced: string }>(
      `select sum(amount)::text as invoiced from invoice_lines where list_item_id = $1`,
      [item],
    )) as [{ invoiced: string }];
    assert.equal(invoiced, '990.00');
    const read = await context.as('viewer').get<Json>(`/purchaseorders/${order.id}`);
    assert.equal(read.body.po_remaining_amount, '10.00');
  });
});
