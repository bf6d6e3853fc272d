// Credit notes through POST /invoices (CONTRACT.md 'Credit notes'): negative lines take back what
// was invoiced on their items — never below zero, also when two credit notes race (PostgreSQL) —
// an invoice and a credit note are never mixed, the lists call it a credit note, and the actuals
// count it. Expected figures are worked out by hand in the comments.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  fieldProblems,
  invoiceBodies,
  startOrdersContext,
  type OrdersContext,
} from '../testing/orders-fixture.ts';
import type { Json } from '../testing/support.ts';

const problems = fieldProblems;

describe('credit notes', () => {
  let context: OrdersContext;
  const invoice = invoiceBodies('Note');
  const post = (body: Json) => context.as('approver').post<Json>('/invoices', body);
  const readOrder = (id: number) => context.as('viewer').get<Json>(`/purchaseorders/${id}`);
  const countInvoices = async (orderId: number) => {
    const [{ count }] = (await context.api.query<{ count: number }>(
      `select count(*)::int as count from invoices where purchase_request_id = $1`,
      [orderId],
    )) as [{ count: number }];
    return count;
  };

  before(async () => {
    context = await startOrdersContext();
  });
  after(() => context.close());

  it('takes back what was invoiced on an item, never taking it below zero', async () => {
    const created = await context.insertOrder({ ordertext: 'Cr', items: [{ amount: '1000.00' }] });
    const item = created.items[0]!;
    const line = (amount: string) => [{ po_listitem_id: item, amount }];
    assert.equal((await post(invoice(created.id, line('300.00')))).status, 201);
    // 300.00 invoiced: a credit of 120.00 leaves 180.00 invoiced, 820.00 remaining.
    const credit = await post(invoice(created.id, line('-120.00')));
    assert.equal(credit.status, 201, credit.text);
    assert.deepEqual(
      [
        credit.body.kind,
        credit.body.total_amount,
        (Object.values(credit.body.listitems)[0] as Json).amount,
      ],
      ['credit_note', '-120.00', '-120.00'],
    );
    let read = await readOrder(created.id);
    assert.deepEqual(
      [
        read.body.invoiced_amount,
        read.body.po_remaining_amount,
        read.body.listitems[item].li_remaining_amount,
      ],
      ['180.00', '820.00', '820.00'],
    );
    const over = await post(invoice(created.id, line('-180.01')));
    assert.deepEqual(
      [over.status, problems(over)],
      [
        400,
        [
          [
            'listitems[0].amount',
            "The credit exceeds what was invoiced on 'Cr item 1' (180.00 EUR)",
          ],
        ],
      ],
    );
    assert.equal((await post(invoice(created.id, line('-180.00')))).status, 201);
    const nothing = await post(invoice(created.id, line('-0.01')));
    assert.deepEqual(problems(nothing), [
      ['listitems[0].amount', 'Nothing has been invoiced on this list item'],
    ]);
    read = await readOrder(created.id);
    assert.deepEqual(
      [read.body.invoiced_amount, read.body.po_remaining_amount],
      ['0.00', '1000.00'],
    );
    assert.equal(await countInvoices(created.id), 3);
  });

  it('refuses a mixed invoice, a kind its lines contradict and an unknown kind, writing nothing', async () => {
    const created = await context.insertOrder({
      ordertext: 'Mixed',
      items: [{ amount: '500.00' }, { amount: '500.00' }],
    });
    const [a, b] = created.items as [number, number];
    assert.equal(
      (await post(invoice(created.id, [{ po_listitem_id: a, amount: '200.00' }]))).status,
      201,
    );
    const mixed = await post(
      invoice(created.id, [
        { po_listitem_id: b, amount: '100.00' },
        { po_listitem_id: a, amount: '-50.00' },
      ]),
    );
    assert.deepEqual(
      [mixed.status, problems(mixed)],
      [
        400,
        [
          [
            'listitems[1].amount',
            'An invoice and a credit note cannot be mixed: the lines of an invoice are all positive, those of a credit note all negative',
          ],
        ],
      ],
    );
    const positiveCredit = await post(
      invoice(created.id, [{ po_listitem_id: a, amount: '50.00' }], { kind: 'credit_note' }),
    );
    assert.deepEqual(problems(positiveCredit), [
      ['listitems[0].amount', 'The amount of a credit note must be less than 0'],
    ]);
    const negativeInvoice = await post(
      invoice(created.id, [{ po_listitem_id: a, amount: '-50.00' }], { kind: 'invoice' }),
    );
    assert.deepEqual(problems(negativeInvoice), [
      ['listitems[0].amount', 'Amount must be greater than 0'],
    ]);
    const unknown = await post(
      invoice(created.id, [{ po_listitem_id: a, amount: '-50.00' }], { kind: 'refund' }),
    );
    assert.deepEqual(
      [unknown.status, problems(unknown)],
      [400, [['kind', "Kind must be 'invoice' or 'credit_note'"]]],
    );
    assert.equal(await countInvoices(created.id), 1);
  });

  it('credits a resource line in negative person days × the daily rate', async () => {
    // 2 days × 432.000 = 864.00 invoiced; a credit of 0.5 days is -216.00.
    const created = await context.insertOrder({
      ordertext: 'Days',
      items: [
        {
          amount: '1080.00',
          resource: { name: 'Engineer', quantity: '2.500', dailyRate: '432.000' },
        },
      ],
    });
    const item = created.items[0]!;
    assert.equal(
      (await post(invoice(created.id, [{ po_listitem_id: item, quantity: '2' }]))).status,
      201,
    );
    const credit = await post(invoice(created.id, [{ po_listitem_id: item, quantity: '-0.5' }]));
    assert.equal(credit.status, 201, credit.text);
    const [line] = Object.values(credit.body.listitems) as Json[];
    assert.deepEqual([line!.quantity, line!.amount], ['-0.500', '-216.00']);
    const over = await post(invoice(created.id, [{ po_listitem_id: item, quantity: '-1.501' }]));
    assert.deepEqual(problems(over), [
      ['listitems[0].amount', "The credit exceeds what was invoiced on 'Days item 1' (648.00 EUR)"],
    ]);
  });

  it('gives back exactly the EUR its item drew in another currency', async () => {
    // 100.00 USD = 80.00 EUR, all invoiced. A credit of 33.33 USD: 66.67 USD stay invoiced
    // = 53.34 EUR, so the credit is -26.66 EUR; the rest (-66.67 USD) is -53.34 EUR.
    const created = await context.insertOrder({
      ordertext: 'Dollar credit',
      currency: 'USD',
      items: [{ amount: '100.00' }],
    });
    const item = created.items[0]!;
    const line = (amount: string) => [{ po_listitem_id: item, amount }];
    assert.equal((await post(invoice(created.id, line('100.00')))).status, 201);
    const first = await post(invoice(created.id, line('-33.33')));
    assert.equal((Object.values(first.body.listitems)[0] as Json).amount_eur, '-26.66');
    const rest = await post(invoice(created.id, line('-66.67')));
    assert.equal((Object.values(rest.body.listitems)[0] as Json).amount_eur, '-53.34');
    const read = await readOrder(created.id);
    assert.deepEqual([read.body.invoiced_amount, read.body.po_remaining_amount], ['0.00', '80.00']);
  });

  it('counts a credit note in the actuals of the year it is booked in', async () => {
    // Project 402 had no actuals: 250.00 invoiced, 100.00 credited → 150.00 Capital Maintenance.
    const created = await context.insertOrder({
      ordertext: 'Actual credit',
      items: [
        { amount: '1000.00', on: { project: 402 }, classification: ['Capital', 'Maintenance'] },
      ],
    });
    const item = created.items[0]!;
    assert.equal(
      (await post(invoice(created.id, [{ po_listitem_id: item, amount: '250.00' }]))).status,
      201,
    );
    assert.equal(
      (await post(invoice(created.id, [{ po_listitem_id: item, amount: '-100.00' }]))).status,
      201,
    );
    const project = await context.as('viewer').get<Json>('/projects/402');
    assert.deepEqual(
      [project.body.totalactuals, project.body.actuals_codes.cm],
      ['150.00', '150.00'],
    );
  });

  it('lists a credit note as such beside the invoices of its order', async () => {
    const created = await context.insertOrder({
      ordertext: 'Listed',
      items: [{ amount: '90.00' }],
    });
    const item = created.items[0]!;
    const billed = await post(invoice(created.id, [{ po_listitem_id: item, amount: '90.00' }]));
    const credited = await post(invoice(created.id, [{ po_listitem_id: item, amount: '-9.99' }]));
    const list = await context.as('viewer').get<Json>(`/invoices?purchaseorder=${created.id}`);
    assert.deepEqual(
      [list.body[billed.body.id].kind, list.body[credited.body.id].kind],
      ['invoice', 'credit_note'],
    );
    assert.equal(list.body[credited.body.id].total_amount, '-9.99');
  });

  it('two racing credit notes never take an item below zero (PostgreSQL)', async (t) => {
    if (context.api.database !== 'postgres') return t.skip('PGlite has a single connection');
    // 300.00 invoiced; ten credits of 40.00 at once: seven fit (280.00), three are refused.
    const created = await context.insertOrder({
      ordertext: 'Race',
      items: [{ amount: '1000.00' }],
    });
    const item = created.items[0]!;
    assert.equal(
      (await post(invoice(created.id, [{ po_listitem_id: item, amount: '300.00' }]))).status,
      201,
    );
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(invoice(created.id, [{ po_listitem_id: item, amount: '-40.00' }])),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    assert.equal(statuses.filter((s) => s === 201).length, 7, statuses.join(','));
    assert.deepEqual(
      [...new Set(replies.filter((r) => r.status === 400).map((r) => r.body.message))],
      ["The credit exceeds what was invoiced on 'Race item 1' (20.00 EUR)"],
    );
    const [{ invoiced }] = (await context.api.query<{ invoiced: string }>(
      `select sum(amount)::text as invoiced from invoice_lines where list_item_id = $1`,
      [item],
    )) as [{ invoiced: string }];
    assert.equal(invoiced, '20.00');
  });
});
