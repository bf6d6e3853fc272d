// The sign-in session over a working day (web/README.md 'Auth', 'Session lost'): a form filled
// while the access token expired is saved with a renewed token; a request that gets no answer
// logs out (spec §4), and the sign-in after it opens the same screen again.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { signIn } from '../support/browser.ts';
import { useStack } from '../support/journey.ts';
import { expireStoredToken } from '../support/storedSession.ts';

describe('session over time', () => {
  const journey = useStack();

  async function fillFamily(page: Page, name: string) {
    await page.goto(`${journey.stack.appUrl}/create-prodfamily`);
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Budget limit' }).fill('100');
  }

  it('saves a form whose token expired while it was filled, renewing the token first', async () => {
    const { page } = await journey.signedIn('controller');
    await fillFamily(page, 'Renewed Before Save');
    await expireStoredToken(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Successfully created a product family!').waitFor();
    assert.equal(new URL(page.url()).pathname, '/create-prodfamily');
  });

  it('logs out when the server does not answer, and signs in again on the same screen', async () => {
    const { page } = await journey.signedIn('controller');
    await fillFamily(page, 'Lost With The Session');
    // No answer at all (status 0), as while the bff restarts or the network drops.
    await page.route('**/graphql', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('#username').waitFor();
    assert.ok(page.url().startsWith(journey.stack.issuer), page.url());

    await page.unroute('**/graphql');
    await signIn(page, 'controller');
    await page.getByRole('heading', { name: 'Create product family' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/create-prodfamily');
  });
});
