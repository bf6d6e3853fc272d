// The newcomer's story of issue 2: create a product family as controller, see the banner, the family
// on the overview and a notification under the bell; a duplicate name in another letter case is
// refused with the spec's text; viewer cannot reach the form.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkA11y } from '../support/a11y.ts';
import { useStack } from '../support/journey.ts';

describe('product family', () => {
  const journey = useStack();
  const name = 'Quantum Workplace';

  it('controller creates a family and finds it on the overview and under the bell', async () => {
    const { page } = await journey.signedIn('controller');
    await page.getByRole('button', { name: 'Create New' }).click();
    await page.getByRole('menu').waitFor();
    await checkA11y(page, 'main menu open');
    await page.getByRole('menuitem', { name: 'Product Family' }).click();
    await page.waitForURL('**/create-prodfamily');
    const form = page.getByRole('form', { name: 'Create product family' });
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByText(`${name.length}/32`).waitFor();
    await page.getByRole('textbox', { name: 'Budget limit' }).fill('125000.50');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Successfully created a product family!').waitFor();
    assert.equal(await form.getByRole('textbox', { name: 'Name' }).isDisabled(), true);

    // The bell counts the new, unread notification; its dropdown lists it, the modal shows it whole.
    await page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ }).click();
    await page.getByRole('list', { name: 'Latest notifications' }).waitFor();
    await checkA11y(page, 'notification bell open');
    await page
      .getByRole('list', { name: 'Latest notifications' })
      .getByRole('button', { name: /^Product family creat/ })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByText(`Product family '${name}' was created`, { exact: false })
      .waitFor();
    await checkA11y(page, 'notification modal open');
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Home' }).click();
    const card = page.getByRole('article', { name });
    await card.waitFor();
    await card.getByText('Owner: controller').waitFor();
    await card.getByText('125.000,50 EUR').waitFor();
  });

  it('refuses the same name in another letter case and clears the name field', async () => {
    const { page } = await journey.signedIn('controller');
    await page.goto(`${journey.stack.appUrl}/create-prodfamily`);
    await page.getByRole('textbox', { name: 'Name' }).fill(name.toUpperCase());
    await page.getByRole('textbox', { name: 'Budget limit' }).fill('10');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Error: Product Family with name you provided already exists!').waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Name' }).inputValue(), '');
  });

  it('viewer sees no Create menu and is sent from /create-prodfamily to /', async () => {
    const { page } = await journey.signedIn('viewer');
    await page.getByRole('heading', { name: 'Product Overview' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Create New' }).count(), 0);
    await page.goto(`${journey.stack.appUrl}/create-prodfamily`);
    await page.waitForURL(`${journey.stack.appUrl}/`);
    await page.getByRole('heading', { name: 'Product Overview' }).waitFor();
  });
});
