// What a browser would be told about any answer of the REST API: load nothing, never framed.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { startTestContext, type TestContext } from '../testing/support.ts';

let context: TestContext;
before(async () => {
  context = await startTestContext();
});
after(async () => {
  await context.close();
});

it('sends a default-src none policy and the other security headers on every answer', async () => {
  const token = await context.issuer.mintFor('controller');
  const answers = [
    await fetch(`${context.api.url}/healthz`),
    await fetch(`${context.api.url}/productfamilies`),
    await fetch(`${context.api.url}/productfamilies`, {
      headers: { authorization: `Bearer ${token}` },
    }),
    await fetch(`${context.api.url}/no-such-route`, {
      headers: { authorization: `Bearer ${token}` },
    }),
  ];
  assert.deepEqual(
    answers.map((answer) => answer.status),
    [200, 401, 200, 404],
  );
  for (const answer of answers) {
    assert.equal(
      answer.headers.get('content-security-policy'),
      "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
      answer.url,
    );
    assert.equal(answer.headers.get('referrer-policy'), 'no-referrer');
    assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(answer.headers.get('x-frame-options'), 'DENY');
    assert.equal(answer.headers.get('strict-transport-security'), null);
    assert.equal(answer.headers.get('x-powered-by'), null);
  }
});
