// Invoices through the bff against a real rest-api with the demo organisation (today
// 2026-03-10): a page of invoices with their orders in two REST calls, search by PO name, and
// createInvoice — the invoice and the order's new remaining amounts, refusals as user errors
// with the REST API's texts on the input fields, FORBIDDEN for a user without edit-invoice.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { INVOICE_MESSAGES } from '@cost-steering/schema';
import type { InvoicePage } from '../generated/graphql.ts';
import { codes } from '../testing/graphql.ts';
import { demoConfigFile, INVOICE_FIELDS, REGISTER } from '../testing/fixtures.ts';
import { startStack, type Stack } from '../testing/stack.ts';
import type { RestOrder } from '../orders/index.ts';
import { toInvoice } from './mappers.ts';
import type { RestInvoice } from './rest.ts';

const TODAY = new Date('2026-03-10T09:00:00Z');
const PAGE = `query Page($offset: Int!, $limit: Int!, $search: String, $sort: InvoiceSort) {
  invoices(offset: $offset, limit: $limit, search: $search, sort: $sort) {
    items { ${INVOICE_FIELDS} purchaseOrder { id orderNumber remainingAmount } }
    totalCount
  }
}`;
const CREATE = `mutation C($input: CreateInvoiceInput!) { createInvoice(input: $input) {
  invoice { ${INVOICE_FIELDS} }
  purchaseOrder { id remainingAmount listItems { id remainingAmount } }
  errors { field message code } } }`;

type Payload = {
  createInvoice: {
    invoice: {
      id: string;
      kind: string;
      totalAmount: string;
      lines: Array<{ amount: string }>;
    } | null;
    purchaseOrder: {
      remainingAmount: string;
      listItems: Array<{ id: string; remainingAmount: string }>;
    } | null;
    errors: Array<{ field: string | null; message: string; code: string }>;
  };
};

let stack: Stack;
let order: RestOrder;
const paths = () => stack.proxy!.calls.map((call) => `${call.method} ${call.path.split('?')[0]}`);

before(async () => {
  stack = await startStack({
    seed: true,
    today: () => TODAY,
    countCalls: true,
    configFile: await demoConfigFile({
      create_invoice_enabled: true,
      invoice_date_range_enabled: true,
    }),
  });
  for (const user of ['viewer', 'approver']) await stack.as(user, REGISTER);
  const response = await stack.rest('viewer', 'GET', '/purchaseorders?search=Intranet%20redesign');
  [order] = Object.values((await response.json()) as Record<string, RestOrder>) as [RestOrder];
});
after(() => stack.close());

const create = (input: Record<string, unknown>, as = 'approver') =>
  stack.as<Payload>(as, CREATE, { variables: { input } });

describe('invoices (GraphQL)', () => {
  it('pages invoices with their orders in two REST calls, mapped as the REST API sent them', async () => {
    stack.proxy!.reset();
    const response = await stack.as<{ invoices: InvoicePage }>('viewer', PAGE, {
      variables: { offset: 0, limit: 10, sort: { field: 'TOTAL_AMOUNT', direction: 'DESC' } },
    });
    assert.equal(response.errors, undefined, JSON.stringify(response.errors));
    assert.deepEqual(paths(), ['GET /invoices', 'GET /purchaseorders']);
    const { items, totalCount } = response.data!.invoices;
    const keyed = (await (await stack.rest('viewer', 'GET', '/invoices')).json()) as Record<
      string,
      RestInvoice
    >;
    assert.equal(totalCount, Object.keys(keyed).length);
    const totals = items.map((invoice) => Number(invoice.totalAmount));
    assert.deepEqual(
      totals,
      [...totals].sort((a, b) => b - a),
    );
    for (const invoice of items) {
      const { purchaseOrder, ...fields } = invoice;
      assert.deepEqual(fields, toInvoice(keyed[invoice.id]!));
      assert.equal(purchaseOrder!.id, fields.purchaseOrderId);
    }
  });

  it('searches by PO name', async () => {
    const response = await stack.as<{ invoices: InvoicePage }>('viewer', PAGE, {
      variables: { offset: 0, limit: 10, search: 'device management' },
    });
    const { items } = response.data!.invoices;
    assert.ok(items.length >= 1);
    for (const invoice of items) assert.equal(invoice.poName, 'Device management licences');
  });

  it('creates an invoice: the lines, and the order’s remaining amounts after it', async () => {
    const item = Object.values(order.listitems)[0]!;
    const response = await create({
      purchaseOrderId: String(order.id),
      name: 'Redesign first milestone',
      date: '2026-03-10',
      lines: [{ listItemId: String(item.id), amount: '1234.56' }],
    });
    assert.equal(response.errors, undefined, JSON.stringify(response.errors));
    const { invoice, purchaseOrder, errors } = response.data!.createInvoice;
    assert.deepEqual(errors, []);
    assert.deepEqual(
      [invoice!.totalAmount, invoice!.lines.map((l) => l.amount)],
      ['1234.56', ['1234.56']],
    );
    const before = Number(order.po_remaining_amount);
    assert.equal(
      Number(purchaseOrder!.remainingAmount),
      Math.round((before - 1234.56) * 100) / 100,
    );
    assert.equal(
      purchaseOrder!.listItems.find((l) => l.id === String(item.id))!.remainingAmount,
      (Math.round((Number(item.li_remaining_amount) - 1234.56) * 100) / 100).toFixed(2),
    );
  });

  it('answers a made invoice as made when its order cannot be read again', async () => {
    const item = Object.values(order.listitems)[0]!;
    stack.proxy!.reset();
    stack.proxy!.failNext(
      (method, path) => method === 'GET' && path.startsWith(`/purchaseorders/${order.id}`),
      503,
    );
    const response = await create({
      purchaseOrderId: String(order.id),
      name: 'Made once',
      date: '2026-03-10',
      lines: [{ listItemId: String(item.id), amount: '0.01' }],
    });
    assert.deepEqual(paths(), ['POST /invoices', `GET /purchaseorders/${order.id}`]);
    // Not an error: answered as failed, the user would make it again and count it twice.
    assert.equal(response.errors, undefined, JSON.stringify(response.errors));
    const { invoice, purchaseOrder, errors } = response.data!.createInvoice;
    assert.deepEqual([invoice!.totalAmount, purchaseOrder, errors], ['0.01', null, []]);
    const made = await stack.rest('viewer', 'GET', `/invoices?purchaseorder=${order.id}`);
    const names = Object.values((await made.json()) as Record<string, RestInvoice>).map(
      (i) => i.name,
    );
    assert.deepEqual(
      names.filter((name) => name === 'Made once'),
      ['Made once'],
    );
  });

  it('answers refusals as user errors on the input fields, with the texts of the rules', async () => {
    const item = String(Object.values(order.listitems)[0]!.id);
    const input = (change: Record<string, unknown>) => ({
      purchaseOrderId: String(order.id),
      name: 'Refused',
      date: '2026-03-10',
      lines: [{ listItemId: item, amount: '1.00' }],
      ...change,
    });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ date: '2026-03-09' }, 'date', INVOICE_MESSAGES.dateMin],
      [
        { date: null, startDate: '2026-03-20', endDate: '2026-04-02' },
        'endDate',
        INVOICE_MESSAGES.endAfterMonth,
      ],
      [{ lines: [] }, 'lines', INVOICE_MESSAGES.linesRequired],
      [
        { lines: [{ listItemId: item, amount: '999999.00' }] },
        'lines[0].amount',
        INVOICE_MESSAGES.overRemaining,
      ],
      [
        { lines: [{ listItemId: item }, { listItemId: item, amount: '1' }] },
        'lines[1].listItemId',
        INVOICE_MESSAGES.lineTwice,
      ],
      [{ lines: [{ listItemId: item }] }, 'lines[0].amount', INVOICE_MESSAGES.amountRequired],
      [{ name: 'Redesign first milestone' }, 'name', INVOICE_MESSAGES.titleDuplicate],
      [{ purchaseOrderId: 'x' }, 'purchaseOrderId', 'The purchase order does not exist.'],
    ];
    for (const [change, field, message] of cases) {
      const response = await create(input(change));
      assert.equal(response.errors, undefined, JSON.stringify(response.errors));
      const { invoice, errors } = response.data!.createInvoice;
      assert.equal(invoice, null);
      assert.equal(errors[0]!.field, field, JSON.stringify(change));
      assert.ok(errors[0]!.message.startsWith(message), `${errors[0]!.message} / ${message}`);
    }
  });

  it('creates a credit note: kind CREDIT_NOTE, negative lines, the item’s remaining amount up again', async () => {
    const item = String(Object.values(order.listitems)[0]!.id);
    const read = await stack.rest('viewer', 'GET', `/purchaseorders/${order.id}`);
    const before = ((await read.json()) as RestOrder).listitems[item]!.li_remaining_amount;
    const credit = (name: string, amount: string) =>
      create({
        purchaseOrderId: String(order.id),
        kind: 'CREDIT_NOTE',
        name,
        date: '2026-03-10',
        lines: [{ listItemId: item, amount }],
      });
    const response = await credit('Redesign credit', '-234.56');
    assert.equal(response.errors, undefined, JSON.stringify(response.errors));
    const { invoice, purchaseOrder, errors } = response.data!.createInvoice;
    assert.deepEqual(errors, []);
    assert.deepEqual(
      [invoice!.kind, invoice!.totalAmount, invoice!.lines.map((l) => l.amount)],
      ['CREDIT_NOTE', '-234.56', ['-234.56']],
    );
    // Cents, exactly: what remained plus the 234.56 taken back.
    const cents = (amount: string) => BigInt(amount.replace('.', ''));
    assert.equal(
      cents(purchaseOrder!.listItems.find((l) => l.id === item)!.remainingAmount),
      cents(before) + 23456n,
    );
    const refusals: Array<[string, string]> = [
      ['-99999999.00', INVOICE_MESSAGES.overInvoiced],
      ['5.00', INVOICE_MESSAGES.amountNegative],
    ];
    for (const [amount, message] of refusals) {
      const refused = (await credit(`Refused ${amount}`, amount)).data!.createInvoice;
      assert.equal(refused.invoice, null);
      assert.equal(refused.errors[0]!.field, 'lines[0].amount');
      assert.ok(refused.errors[0]!.message.startsWith(message), refused.errors[0]!.message);
    }
  });

  it('is FORBIDDEN without edit-invoice', async () => {
    const response = await create(
      {
        purchaseOrderId: String(order.id),
        name: 'Viewer',
        date: '2026-03-10',
        lines: [{ listItemId: String(Object.values(order.listitems)[0]!.id), amount: '1.00' }],
      },
      'viewer',
    );
    assert.deepEqual(codes(response), ['FORBIDDEN']);
  });
});
