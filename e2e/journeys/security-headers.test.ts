// The app and GraphiQL under the bff's Content-Security-Policy: any violation fails the test
// (support/csp.ts, checked after every test), so these walk the parts that inject styles, draw
// charts and grids, and run GraphiQL's editor, workers and a query.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useStack } from '../support/journey.ts';
import type { PageGlobals } from '../support/page-globals.ts';

describe('security headers', () => {
  const journey = useStack();

  it('serves the app with a strict policy it works under', async () => {
    const { page } = await journey.signedIn('controller');
    const response = await page.request.get(journey.stack.appUrl);
    const policy = response.headers()['content-security-policy'] ?? '';
    assert.match(policy, /script-src 'self';/);
    assert.match(policy, /style-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    assert.doesNotMatch(policy, /unsafe/);
    assert.equal(response.headers()['x-frame-options'], 'DENY');
    assert.equal(response.headers()['referrer-policy'], 'no-referrer');

    await page.getByRole('heading', { name: 'Product Overview' }).waitFor();
    // Emotion's style tags carry the nonce, so MUI's look applies: the app bar is not unstyled.
    const styled = await page.locator('style[data-emotion]').count();
    assert.ok(styled > 0, 'emotion injected no styles');
  });

  it('runs a query in GraphiQL under its policy', async () => {
    const { context, page } = await journey.signedIn('controller');
    // The playground takes the token of a web session in its tab (bff/playground/main.tsx): a
    // second tab gets a copy of this one's. It is not audited for accessibility (GraphiQL is a
    // third-party developer tool); its CSP violations are caught like the app's (same context).
    const session = await page.evaluate('JSON.stringify(Object.entries(sessionStorage))');
    const playground = await context.newPage();
    await playground.addInitScript({
      content: `for (const [key, value] of ${String(session)}) sessionStorage.setItem(key, value);`,
    });
    await playground.goto(`${journey.stack.appUrl}/graphiql/`);
    // The editor must hold the default query (Monaco loads after the button shows).
    await playground
      .locator('.graphiql-query-editor')
      .filter({ hasText: /Overview/ })
      .waitFor();
    await playground.getByRole('button', { name: /Execute query/ }).click();
    // Monaco renders spaces as no-break spaces: \s matches both.
    // A function, not a string: the policy forbids eval, which a polled string predicate needs.
    await playground.waitForFunction(() => {
      const { document } = globalThis as unknown as PageGlobals;
      const response = document.querySelector('.graphiql-response') as {
        textContent: string;
      } | null;
      return /"username":\s"controller"/.test(response?.textContent ?? '');
    });
  });
});
