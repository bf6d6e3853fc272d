// The failed-rows downloads wait for the REST API by their own time limit, not a REST call's: the
// REST API answers a PDF of thousands of rows only once it is made (seconds; 20,000 rows ~20 s),
// which through the bff had been a 502 from ~5,000 rows (issue 32). Here a REST call's limit is
// made tiny so that any PDF outlasts it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { configFile } from '../testing/fixtures.ts';
import { startStack, type Stack } from '../testing/stack.ts';

let stack: Stack;
before(async () => {
  stack = await startStack({
    configFile: await configFile({ create_invoice_enabled: true, invoice_importer_enabled: true }),
    bff: { restTimeoutMs: 300 },
  });
});
after(() => stack.close());

describe('failed rows downloads', () => {
  it('waits for a PDF of 2,000 rows longer than a REST call may take', async () => {
    const errorRows = Array.from({ length: 2000 }, (_, i) => ({
      row: i + 2,
      errors: [`Row ${i + 2}, column order_number: no purchase order with number PO-NONE`],
      order_number: 'PO-NONE',
      invoice_title: `Title ${i}`,
      amount: '1,00',
    }));
    const response = await fetch(`${stack.bffUrl}/files/pdf/import-errors`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await stack.issuer.mintFor('approver')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ errorRows }),
    });
    assert.equal(response.status, 200);
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    const { extractText, getDocumentProxy } = await import('unpdf');
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })
    ).text;
    assert.ok(text.includes('2000 failed rows'));
  });
});
