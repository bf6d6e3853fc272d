// The sign-in session over a working day (web/README.md 'Auth', 'Session lost'): a form filled
// while the access token expired is saved with a renewed token, and a server or identity provider
// that does not answer for a moment keeps the session and what was typed — none of it logs out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
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

  it('keeps the session and the form when the server does not answer, and saves on retry', async () => {
    const { page } = await journey.signedIn('controller');
    await fillFamily(page, 'Kept Through Outage');
    // No answer at all (status 0), as while the bff restarts or the network drops.
    await page.route('**/graphql', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Network error or server not reachable').waitFor();
    assert.equal(
      await page.getByRole('textbox', { name: 'Name' }).inputValue(),
      'Kept Through Outage',
    );

    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Successfully created a product family!').waitFor();
  });

  it('keeps the form when the expired token cannot be renewed for an unreachable identity provider', async () => {
    const { page } = await journey.signedIn('controller');
    await fillFamily(page, 'Kept Through IdP Outage');
    await expireStoredToken(page);
    const identityProvider = `${journey.stack.issuer}/protocol/openid-connect/**`;
    await page.route(identityProvider, (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Network error or server not reachable').waitFor();
    assert.equal(
      await page.getByRole('textbox', { name: 'Name' }).inputValue(),
      'Kept Through IdP Outage',
    );

    await page.unroute(identityProvider);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Successfully created a product family!').waitFor();
  });
});
