// The platform story of issue 12: controller creates a platform and adds a platform product to it,
// finds it on /platforms, opens Manage from its details, sets the platform cost and allocates a
// consumer (a project or application of another family), and sees each consumer's equal share on
// the consumers screen; adding the same consumer again is refused with the spec's text. A viewer
// sent to /manage-platform lands on /.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { useStack } from '../support/journey.ts';

async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label, exact: typeof label === 'string' }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

describe('platforms', () => {
  const journey = useStack();

  it('controller creates a platform, sets its cost, adds a consumer and sees the shares', async () => {
    const { page } = await journey.signedIn('controller');
    await page.getByRole('button', { name: 'Create New' }).click();
    await page.getByRole('menuitem', { name: 'Platform', exact: true }).click();
    await page.waitForURL('**/create-platform');

    const form = page.getByRole('form', { name: 'Create platform' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Edge Platform');
    await form.getByRole('textbox', { name: 'Budget (EUR)' }).fill('50000');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Platform created successfully!').waitFor();

    const add = page.getByRole('form', { name: 'Add product to platform' });
    await add
      .getByRole('combobox', { name: /^Platform/ })
      .getByText('Edge Platform')
      .waitFor();
    await choose(page, /^Product family/, 'Shared Platform Services');
    await choose(page, 'Product', 'Identity & Access');
    await add.getByRole('button', { name: 'Add product' }).click();
    await page.getByText('Product added to the platform successfully!').waitFor();

    // The overview: search, the card, its details with the product, and Manage.
    await page.getByRole('button', { name: 'Overviews' }).click();
    await page.getByRole('menuitem', { name: 'Platforms' }).click();
    await page.waitForURL('**/platforms');
    await page.getByRole('textbox', { name: 'Search' }).fill('edge');
    const card = page.getByRole('article', { name: 'Edge Platform' });
    await card.waitFor();
    await page
      .getByRole('article', { name: 'Cloud Native Platform' })
      .waitFor({ state: 'detached' });
    await card.getByText('Budget: 50.000,00 EUR').waitFor();
    await card.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: 'Edge Platform' });
    await details.getByRole('row', { name: /Identity & Access/ }).waitFor();
    await details.getByRole('button', { name: 'Manage' }).click();
    await page.waitForURL('**/manage-platform?platform=Identity+%26+Access');

    // Platform cost: Update cost is disabled while negative.
    const cost = page.getByRole('textbox', { name: 'Platform cost (EUR)' });
    await cost.fill('-1');
    assert.equal(await page.getByRole('button', { name: 'Update cost' }).isDisabled(), true);
    await cost.fill('1000');
    await page.getByRole('button', { name: 'Update cost' }).click();
    await page.getByText('Successfully modified platform').waitFor();

    // Allocate Consumer: an application of another family.
    const allocate = page.getByRole('form', { name: 'Allocate consumer' });
    assert.equal(await allocate.getByRole('button', { name: 'Add Consumer' }).isDisabled(), true);
    await choose(page, /^Product family/, 'Business Applications');
    await choose(page, 'Product', 'CRM Suite');
    await choose(page, /^Project or application/, 'Application: Sales CRM');
    await allocate.getByRole('button', { name: 'Add Consumer' }).click();
    await page.getByText('Successfully added consumer to platform').waitFor();
    // 1,000.00 over four consumers: 250.00 each.
    const apps = page.getByRole('table', { name: 'Applications' });
    await apps
      .getByRole('row', { name: /Sales CRM/ })
      .getByText('250,00 EUR')
      .waitFor();

    // The same application again: the spec's text.
    await choose(page, /^Project or application/, 'Application: Sales CRM');
    await allocate.getByRole('button', { name: 'Add Consumer' }).click();
    await page.getByText('Error: Application has already been added!').waitFor();

    // The consumers screen from the platform's details.
    await page.goto(new URL('/platforms', page.url()).toString());
    await page
      .getByRole('article', { name: 'Edge Platform' })
      .getByRole('button', { name: 'Details' })
      .click();
    await page
      .getByRole('dialog', { name: 'Edge Platform' })
      .getByRole('link', { name: 'Consumers' })
      .click();
    await page.waitForURL('**/platform-consumers?platform=*');
    await page.getByText('Platform cost: 1.000,00 EUR').waitFor();
    const projects = page.getByRole('table', { name: 'Projects' });
    await projects
      .getByRole('row', { name: /Zero Trust Rollout/ })
      .getByText('250,00 EUR')
      .waitFor();
    const consumers = page.getByRole('table', { name: 'Applications' });
    assert.deepEqual(
      (await consumers.getByRole('row').allInnerTexts()).slice(1).map((row) => row.split('\t')[0]),
      ['Management Dashboards', 'Sales CRM', 'SIEM'],
    );
  });

  it('viewer is sent from /manage-platform to /', async () => {
    const { page } = await journey.signedIn('viewer');
    await page.goto(`${journey.stack.appUrl}/manage-platform?platform=Kubernetes%20Platform`);
    await page.waitForURL((url) => url.pathname === '/');
  });
});
