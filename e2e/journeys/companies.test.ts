// The companies story of issue 9: requester creates a company given by its postal code only and a
// contact for it, then finds both on /companies — search, sort select, filter panel, expanded row,
// Details; viewer sees the list but no create menu items, and /create-company sends them to /.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { useStack } from '../support/journey.ts';

const companyName = 'Fourth Coffee';
const contactName = 'Dora Kralj';

const grid = (page: Page, name = 'Companies') => page.getByRole('grid', { name });

/** The grid has loaded: the pager shows `pager` and the progress bar is gone. */
async function shown(page: Page, pager: string | RegExp, name = 'Companies'): Promise<void> {
  await page.getByText(pager).waitFor();
  await grid(page, name).getByRole('progressbar').waitFor({ state: 'detached' });
}

async function namesShown(page: Page): Promise<string[]> {
  return grid(page).locator('[role="gridcell"][data-field="name"]').allInnerTexts();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

describe('companies', () => {
  const journey = useStack();

  it('requester creates a company with Use Postal Code only and a contact', async () => {
    const { page } = await journey.signedIn('requester');
    await page.getByRole('button', { name: 'Create New' }).click();
    await page.getByRole('menuitem', { name: 'Company' }).click();
    await page.waitForURL('**/create-company');

    const form = page.getByRole('form', { name: 'Create company' });
    await form.getByRole('textbox', { name: 'Name' }).fill(companyName);
    await form.getByRole('textbox', { name: 'City' }).fill('Osijek');
    await form.getByRole('combobox', { name: 'Country' }).fill('Croat');
    await page.getByRole('option', { name: 'Croatia', exact: true }).click();
    await form.getByRole('checkbox', { name: 'Use Postal Code only' }).check();
    assert.equal(await form.getByRole('textbox', { name: 'Street' }).isDisabled(), true);
    assert.equal(await form.getByRole('textbox', { name: 'House number' }).isDisabled(), true);
    await form.getByRole('textbox', { name: 'Postal code' }).fill('31000');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('SUCCESS: Company created!').waitFor();
    await page.getByText('New Company has been added! You can now add contacts to it.').waitFor();

    // The contact form appears with the new company chosen.
    const contactForm = page.getByRole('form', { name: 'Create contact' });
    await contactForm.getByRole('combobox', { name: 'Company' }).getByText(companyName).waitFor();
    await contactForm.getByRole('textbox', { name: 'Name' }).fill(contactName);
    await contactForm.getByRole('textbox', { name: 'Email' }).fill('dora.kralj@fourth.example');
    await contactForm.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('SUCCESS: Company contact created!').waitFor();

    // A second contact from /create-contact.
    await page.getByRole('button', { name: 'Create New' }).click();
    await page.getByRole('menuitem', { name: 'Contact' }).click();
    await page.waitForURL('**/create-contact');
    await choose(page, 'Company', companyName);
    await page.getByRole('textbox', { name: 'Name' }).fill('Ante Barić');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+385 31 555 0101');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('SUCCESS: Company contact created!').waitFor();
  });

  it('requester finds them on /companies by search, sort, filter, expanded row and Details', async () => {
    const { page } = await journey.signedIn('requester');
    await page.getByRole('button', { name: 'Companies' }).click();
    await page.getByRole('menuitem', { name: 'Companies' }).click();
    await page.waitForURL('**/companies');
    // The demo organisation's 12 companies and the new one: two pages of 10.
    await shown(page, '1–10 of 13');
    const first = await namesShown(page);
    assert.deepEqual(
      first,
      [...first].sort((a, b) => a.localeCompare(b, 'en')),
    );

    await page.getByRole('searchbox', { name: 'Search companies by name' }).fill('fourth');
    await shown(page, '1–1 of 1');
    assert.deepEqual(await namesShown(page), [companyName]);
    const row = grid(page).getByRole('row').filter({ hasText: companyName });
    await row.getByText('31000').waitFor();
    await row.getByText('Croatia').waitFor();

    // The row expands to its contacts.
    await page.getByRole('button', { name: `Show contacts of ${companyName}` }).click();
    const contacts = page.getByRole('table', { name: `Contacts of ${companyName}` });
    await contacts.getByText(contactName).waitFor();
    await contacts.getByText('dora.kralj@fourth.example').waitFor();
    await contacts.getByText('+385 31 555 0101').waitFor();

    // Details shows them in a modal.
    await page.getByRole('button', { name: `Details of ${companyName}` }).click();
    const dialog = page.getByRole('dialog', { name: companyName });
    await dialog.getByText('31000 Osijek, Croatia').waitFor();
    await dialog.getByText(contactName).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('searchbox', { name: 'Search companies by name' }).fill('nothing like it');
    await page.getByText('No companies match your search criteria!').waitFor();
    await page.getByRole('searchbox', { name: 'Search companies by name' }).fill('');
    await shown(page, '1–10 of 13');

    // Sorted by country Z-A on the server: the United States first.
    await choose(page, 'Sort by', 'Country Z-A');
    await shown(page, '1–10 of 13');
    const countries = await grid(page)
      .locator('[role="gridcell"][data-field="country"]')
      .allInnerTexts();
    assert.equal(countries[0], 'United States of America');

    // The filter panel: Croatia only, then the new company's contacts.
    await choose(page, 'Country', 'Croatia');
    await page.getByRole('button', { name: 'Submit' }).click();
    await shown(page, '1–4 of 4');
    await choose(page, 'Company', companyName);
    await page.getByRole('button', { name: 'Submit' }).click();
    const contactsTable = `Contacts of ${companyName}`;
    await shown(page, '1–2 of 2', contactsTable);
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    const sorts = await page.getByRole('listbox').getByRole('option').allInnerTexts();
    assert.deepEqual(sorts, ['Name A-Z', 'Name Z-A']);
    await page.getByRole('listbox').getByRole('option', { name: 'Name Z-A' }).click();
    await shown(page, '1–2 of 2', contactsTable);
    const names = await grid(page, contactsTable)
      .locator('[role="gridcell"][data-field="name"]')
      .allInnerTexts();
    assert.deepEqual(names, [contactName, 'Ante Barić']);
  });

  it('viewer sees the list but no create items, and is sent from /create-company to /', async () => {
    const { page } = await journey.signedIn('viewer');
    assert.equal(await page.getByRole('button', { name: 'Create New' }).count(), 0);
    await page.getByRole('button', { name: 'Companies' }).click();
    await page.getByRole('menuitem', { name: 'Companies' }).click();
    await shown(page, /^1–10 of \d+$/);
    await page.goto(`${journey.stack.appUrl}/create-company`);
    await page.waitForURL(`${journey.stack.appUrl}/`);
    await page.getByRole('heading', { name: 'Product Overview' }).waitFor();
  });
});
