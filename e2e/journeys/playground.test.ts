// The GraphQL playground (issue 14): Sign in through the real sign-in page, back in /graphiql with
// the token on every request, one example operation answered, Sign out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signIn } from '../support/browser.ts';
import { useStack } from '../support/journey.ts';
import { expireStoredToken } from '../support/storedSession.ts';

describe('playground', () => {
  const journey = useStack();

  it('signs a developer in, answers the Overview example with the token, and signs out', async () => {
    const { page } = await journey.browser();
    const playground = `${journey.stack.appUrl}/graphiql/`;
    await page.goto(playground);
    await page.getByText('Not signed in: every operation needs a token.').waitFor();

    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('#username').waitFor();
    assert.ok(page.url().startsWith(journey.stack.issuer), `on the IdP, got ${page.url()}`);
    await signIn(page, 'controller');
    await page.waitForURL(playground);
    await page.getByText('Signed in as').waitFor();
    assert.equal(await page.locator('.cs-status strong').textContent(), 'controller');

    // The example operations are the tabs; the first, Overview, is open.
    for (const name of ['Overview', 'ProductFigures', 'OpenRequests', 'OrderWithInvoices']) {
      await page.getByRole('tab', { name }).waitFor();
    }
    const runOverview = async () => {
      const answered = page.waitForResponse(
        (response) =>
          response.url() === `${journey.stack.appUrl}/graphql` &&
          (response.request().postData() ?? '').includes('query Overview'),
      );
      await page.getByRole('button', { name: /^Execute query/ }).click();
      return answered;
    };
    const response = await runOverview();
    const authorization = (await response.request().allHeaders()).authorization ?? '';
    assert.match(authorization, /^Bearer ey/);
    const answer = (await response.json()) as {
      data: { me: { username: string }; productFamilies: Array<{ name: string }> };
    };
    assert.equal(answer.data.me.username, 'controller');
    // A family of the demo organisation (seed).
    assert.ok(answer.data.productFamilies.some((family) => family.name === 'Workplace Services'));
    // The answer is shown: its first lines name the signed-in user.
    await page.locator('.graphiql-response').getByText('"controller"').waitFor();

    // A token that has expired meanwhile (a laptop asleep past its 5 minutes; here its expiry
    // moved back in storage) is renewed with the refresh token before the next request.
    await expireStoredToken(page);
    const renewed = await runOverview();
    const renewedAuthorization = (await renewed.request().allHeaders()).authorization ?? '';
    assert.match(renewedAuthorization, /^Bearer ey/);
    assert.notEqual(renewedAuthorization, authorization);
    assert.equal(renewed.status(), 200);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(playground);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });
});
