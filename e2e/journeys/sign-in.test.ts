// Sign-in through the identity provider's own page: wrong password, then the real login.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signIn } from '../support/browser.ts';
import { useStack, waitForApp } from '../support/journey.ts';

describe('sign-in', () => {
  const journey = useStack();

  it('sends a visitor to the sign-in page, refuses a wrong password and lets the right one in', async () => {
    const { page } = await journey.browser();
    await page.goto(journey.stack.appUrl);
    await page.locator('#username').waitFor();
    assert.ok(page.url().startsWith(journey.stack.issuer), `on the IdP, got ${page.url()}`);

    await signIn(page, 'controller', 'not-the-password');
    await page.getByText('Invalid username or password.').waitFor();
    assert.equal(await page.locator('#username').inputValue(), 'controller');

    await signIn(page, 'controller');
    await waitForApp(page, journey.stack.appUrl);
    await page.getByRole('heading', { name: 'Product Overview' }).waitFor();
    // The title names the screen, then the app (web/README.md 'Page change').
    assert.equal(await page.title(), 'Product Overview – Cost Steering');
    await page.getByRole('contentinfo').getByText('Version | 1.0.0').waitFor();
  });
});
