// GET /files/pdf/:invoiceId/:language: the REST API's invoice PDF as a download through the bff,
// with the bff's bearer auth; the REST API's 400 and 404 pass through as JSON errors.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startStack, type Stack } from '../testing/stack.ts';

let stack: Stack;
let invoiceId: number;
before(async () => {
  stack = await startStack({ seed: true });
  const invoices = (await (await stack.rest('viewer', 'GET', '/invoices')).json()) as Record<
    string,
    { id: number }
  >;
  invoiceId = Object.values(invoices)[0]!.id;
});
after(() => stack.close());

async function download(path: string, username: string | null = 'viewer') {
  const headers: Record<string, string> = {};
  if (username) headers.authorization = `Bearer ${await stack.issuer.mintFor(username)}`;
  return fetch(`${stack.bffUrl}${path}`, { headers });
}

describe('invoice PDF download', () => {
  it('streams the PDF as invoice_{id}.pdf to any signed-in role, in both languages', async () => {
    for (const [username, language] of [
      ['viewer', 'english'],
      ['requester', 'german'],
    ] as const) {
      const response = await download(`/files/pdf/${invoiceId}/${language}`, username);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'application/pdf');
      assert.equal(
        response.headers.get('content-disposition'),
        `attachment; filename="invoice_${invoiceId}.pdf"`,
      );
      const bytes = Buffer.from(await response.arrayBuffer());
      assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
      assert.match(bytes.subarray(-8).toString('latin1'), /%%EOF\s*$/);
      assert.equal(Number(response.headers.get('content-length')), bytes.length);
      // The same document the REST API renders.
      const direct = await stack.rest(username, 'GET', `/pdf/${invoiceId}/${language}`);
      assert.equal(Buffer.from(await direct.arrayBuffer()).length, bytes.length);
    }
  });

  it('answers 401 without a valid token', async () => {
    const anonymous = await download(`/files/pdf/${invoiceId}/english`, null);
    assert.equal(anonymous.status, 401);
    assert.equal(((await anonymous.json()) as { code: string }).code, 'UNAUTHENTICATED');
    const forged = await fetch(`${stack.bffUrl}/files/pdf/${invoiceId}/english`, {
      headers: { authorization: 'Bearer not-a-token' },
    });
    assert.equal(forged.status, 401);
  });

  it('passes the REST API’s 400 (naming language) and 404 through as JSON', async () => {
    const french = await download(`/files/pdf/${invoiceId}/french`);
    assert.equal(french.status, 400);
    assert.match(french.headers.get('content-type') ?? '', /application\/json/);
    const body = (await french.json()) as { code: string; field: string; message: string };
    assert.deepEqual([body.code, body.field], ['VALIDATION', 'language']);
    assert.match(body.message, /english, german/);

    for (const id of ['999999', 'abc', '0', '1.5']) {
      const missing = await download(`/files/pdf/${id}/english`);
      assert.equal(missing.status, 404, id);
      assert.deepEqual(await missing.json(), { code: 'NOT_FOUND', message: 'Invoice not found.' });
    }
  });
});

describe('failed rows PDF download', () => {
  const ERROR_ROWS = [
    {
      row: 4,
      errors: ['Purchase order PO-Č-9 not found'],
      order_number: 'PO-Č-9',
      invoice_title: 'Straße',
      amount: '=1+2',
    },
  ];
  const post = async (body: unknown, username: string | null = 'approver') => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (username) headers.authorization = `Bearer ${await stack.issuer.mintFor(username)}`;
    return fetch(`${stack.bffUrl}/files/pdf/import-errors`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
  };

  it('passes the failed rows to the REST API and streams failed_rows.pdf back', async () => {
    const response = await post({ errorRows: ERROR_ROWS });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/pdf');
    assert.equal(
      response.headers.get('content-disposition'),
      'attachment; filename="failed_rows.pdf"',
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    const { extractText, getDocumentProxy } = await import('unpdf');
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })
    ).text.replace(/\s+/g, ' ');
    for (const expected of [
      'Purchase order PO-Č-9 not found',
      'invoice_title: Straße',
      'amount: =1+2',
    ]) {
      assert.ok(text.includes(expected), `${expected} in ${text}`);
    }
  });

  it('answers 401 without a token, and passes the REST API’s 403 and 400 through', async () => {
    assert.equal((await post({ errorRows: ERROR_ROWS }, null)).status, 401);
    const viewer = await post({ errorRows: ERROR_ROWS }, 'viewer');
    assert.equal(viewer.status, 403);
    const bad = await post({ errorRows: [{ row: 1, colour: 'red' }] });
    assert.equal(bad.status, 400);
    const body = (await bad.json()) as { code: string; field: string };
    assert.deepEqual([body.code, body.field], ['VALIDATION', 'errorRows[0].colour']);
  });

  it('passes bodies over 2 MB (the failed rows of a 10 MB upload) to the REST API', async () => {
    const row = { ...ERROR_ROWS[0], list_item: 'x'.repeat(900) };
    const rows: unknown[] = Array.from({ length: 3000 }, () => row);
    rows[2999] = { ...row, colour: 'red' };
    const response = await post({ errorRows: rows });
    assert.equal(response.status, 400);
    assert.equal(((await response.json()) as { field: string }).field, 'errorRows[2999].colour');
  });
});
