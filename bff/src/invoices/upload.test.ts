// POST /files/invoices/csv: the CSV upload through the bff — bearer auth as /graphql, the body
// streamed to the REST API, its status and answer passed through.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { INVOICE_IMPORT_LIMITS, TEXTS } from '@cost-steering/schema';
import { configFile } from '../testing/fixtures.ts';
import { startStack, type Stack } from '../testing/stack.ts';

let stack: Stack;
before(async () => {
  stack = await startStack({
    configFile: await configFile({ create_invoice_enabled: true, invoice_importer_enabled: true }),
  });
});
after(() => stack.close());

async function upload(content: string | Uint8Array, username?: string) {
  const form = new FormData();
  form.append('file', new Blob([content]), 'invoices.csv');
  return fetch(`${stack.bffUrl}/files/invoices/csv`, {
    method: 'POST',
    headers: username ? { authorization: `Bearer ${await stack.issuer.mintFor(username)}` } : {},
    body: form,
  });
}

describe('invoice CSV upload', () => {
  it("passes the REST API's per-row answer through", async () => {
    const response = await upload(
      'order_number;invoice_title;date;list_item;amount\r\nPO-NONE;March;10.03.2099;1;1.200,50\r\n',
      'approver',
    );
    assert.equal(response.status, 200);
    const body = (await response.json()) as Record<string, unknown>;
    assert.deepEqual(body.errorRows, [
      {
        row: 2,
        errors: ['Row 2, column order_number: no purchase order with number PO-NONE'],
        order_number: 'PO-NONE',
        invoice_title: 'March',
        date: '10.03.2099',
        start_date: '',
        end_date: '',
        list_item: '1',
        amount: '1.200,50',
        person_days: '',
        currency: '',
      },
    ]);
    assert.deepEqual([body.imported, body.failed], [0, 1]);
  });

  it('passes 400, 403 and 413 through and answers 401 without a token', async () => {
    assert.equal((await upload('x')).status, 401);
    const forbidden = await upload('x', 'viewer');
    assert.equal(forbidden.status, 403);
    assert.equal(((await forbidden.json()) as { message: string }).message, TEXTS.forbiddenServer);
    const empty = await upload('', 'approver');
    assert.deepEqual(
      [empty.status, ((await empty.json()) as { message: string }).message],
      [400, 'The file is empty.'],
    );
    const large = await upload(
      new Uint8Array(INVOICE_IMPORT_LIMITS.bytes + 1).fill(65),
      'approver',
    );
    assert.equal(large.status, 413);
    const notMultipart = await fetch(`${stack.bffUrl}/files/invoices/csv`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await stack.issuer.mintFor('approver')}`,
        'content-type': 'text/csv',
      },
      body: 'a;b',
    });
    assert.equal(notMultipart.status, 400);
  });

  it('serves the template', async () => {
    const response = await fetch(`${stack.bffUrl}/files/invoices/csv/template`, {
      headers: { authorization: `Bearer ${await stack.issuer.mintFor('viewer')}` },
    });
    assert.equal(response.status, 200);
    assert.match(await response.text(), /order_number;invoice_title;date/);
  });
});
