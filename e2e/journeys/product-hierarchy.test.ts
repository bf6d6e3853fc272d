// The user story of issue 3 in Chromium through the real sign-in page: controller creates a family
// with a platform product (auto-ticked), a project from the new product card and an application
// from /create-app, then drills the overview down to them; opens the detail modals of the demo
// data (orders, list items, charts after the wait); viewer may look but not create.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { checkA11y } from '../support/a11y.ts';
import { useStack } from '../support/journey.ts';
import type { PageGlobals } from '../support/page-globals.ts';

/** Chooses an option of a MUI select by the select's label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openFamily(page: Page, family: string): Promise<void> {
  await page.getByRole('link', { name: `Overview of ${family}` }).click();
}

describe('product hierarchy', () => {
  const journey = useStack();
  const family = 'Edge Platform Lab';
  const product = 'Edge Gateway';

  it('controller creates a platform product, a project and an application and finds them on the overview', async () => {
    const { page } = await journey.signedIn('controller');
    await page.goto(`${journey.stack.appUrl}/create-prodfamily`);
    const familyForm = page.getByRole('form', { name: 'Create product family' });
    await familyForm.getByRole('textbox', { name: 'Name' }).fill(family);
    await familyForm.getByRole('textbox', { name: 'Budget limit' }).fill('100000');
    await familyForm.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Successfully created a product family!').waitFor();

    // The embedded product form: the family's name contains 'platform', so Platform is ticked.
    const productForm = page.getByRole('form', { name: 'Create product', exact: true });
    await productForm.waitFor();
    assert.equal(await productForm.getByRole('checkbox', { name: 'Platform' }).isChecked(), true);
    await productForm.getByRole('textbox', { name: 'Name' }).fill(product);
    await choose(page, 'Region', 'EMEA');
    await productForm.getByRole('textbox', { name: 'Budget limit (EUR)' }).fill('60000.50');
    await productForm.getByRole('textbox', { name: 'Platform cost (EUR)' }).fill('5000');
    await productForm.getByRole('button', { name: 'Submit' }).click();

    const created = page.getByRole('region', { name: 'Product created' });
    await created.getByRole('article', { name: product }).waitFor();
    assert.equal(await productForm.getByRole('textbox', { name: 'Name' }).isDisabled(), true);
    await productForm.getByRole('button', { name: 'New' }).waitFor();

    // Add Project on the new product's card opens the modal with the product chosen.
    await created.getByRole('button', { name: 'Add Project' }).click();
    const modal = page.getByRole('dialog', { name: 'Create a new Project/Application' });
    await modal.getByRole('textbox', { name: 'Name' }).waitFor();
    await checkA11y(page, 'create project modal open');
    await modal.getByRole('textbox', { name: 'Name' }).fill('Edge Rollout');
    await modal.getByRole('textbox', { name: 'Capital Infrastructure (bci)' }).fill('1000');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Project added successfully!').waitFor();
    await modal.waitFor({ state: 'detached' });

    await page.goto(`${journey.stack.appUrl}/create-app`);
    const appForm = page.getByRole('form', { name: 'Create application' });
    await choose(page, 'Product family', family);
    await choose(page, 'Product', product);
    await appForm.getByRole('textbox', { name: 'Name' }).fill('Edge Monitor');
    await appForm.getByRole('textbox', { name: 'Expense Infrastructure (bei)' }).fill('2000');
    await appForm.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Application created successfully!').waitFor();

    // Overview: family → product (platform, budget 1,000 + 2,000) → its project and application.
    await page.getByRole('link', { name: 'Home' }).click();
    await openFamily(page, family);
    const card = page.getByRole('article', { name: product });
    await card.getByText('Platform').waitFor();
    await card.getByText('3.000,00 EUR').first().waitFor();
    await page.getByRole('link', { name: `Projects & Applications of ${product}` }).click();
    await page.getByRole('article', { name: 'Edge Rollout' }).waitFor();
    await page.getByRole('article', { name: 'Edge Monitor' }).waitFor();
    await page.getByRole('button', { name: 'Details of Edge Rollout' }).click();
    await page
      .getByRole('dialog')
      .getByText('No purchase orders found for this project.')
      .waitFor();
    await checkA11y(page, 'project detail modal without orders');
  });

  it('controller sorts families Z-A and opens the demo modals with orders, list items and charts', async () => {
    const { page } = await journey.signedIn('controller');
    await choose(page, 'Sort', 'Z-A');
    // The cards follow the chosen sort (the family names, case-insensitively, descending).
    // A function, not a string: the app's CSP forbids eval, which a polled string predicate needs.
    await page.waitForFunction(() => {
      const { document } = globalThis as unknown as PageGlobals;
      const names = Array.from(document.querySelectorAll('article[aria-label]')).map((article) =>
        (article.getAttribute('aria-label') ?? '').toLowerCase(),
      );
      return names.length > 1 && names.every((name, i) => i === 0 || names[i - 1]! >= name);
    });

    await choose(page, 'Sort', 'A-Z');
    await openFamily(page, 'Business Applications');
    await page.getByRole('link', { name: 'Projects & Applications of ERP Core' }).click();
    await page.getByRole('button', { name: 'Details of ERP Upgrade' }).click();
    const orders = page.getByRole('dialog').getByRole('table', { name: 'Purchase orders' });
    for (const column of ['PO Date', 'PO Name', 'PO Owner', 'Company Contact', 'Current Year']) {
      await orders.getByRole('columnheader', { name: column }).waitFor();
    }
    await orders
      .getByRole('button', { name: /^Show details of / })
      .first()
      .click();
    await page.getByRole('dialog').getByText('Senior consultant').first().waitFor();
    await page
      .getByRole('dialog')
      .getByText('Total Invoice Amount', { exact: false })
      .first()
      .waitFor();
    await checkA11y(page, 'project detail modal with an order expanded');
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Home' }).click();
    await openFamily(page, 'Workplace Services');
    await page.getByRole('button', { name: 'Details of Digital Workplace' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('figure', { name: 'Budget, forecast and actuals by cost type' })
      .waitFor();
    await dialog.getByRole('figure', { name: 'Last, current and next year' }).waitFor();
    await dialog
      .getByRole('figure', { name: 'Purchase orders by cost type: current and next year' })
      .waitFor();
    await dialog.getByRole('link', { name: 'CU Allocation Percentage' }).waitFor();
    await checkA11y(page, 'product detail modal with charts');
  });

  it('viewer can look at the overview but not create, nor see product purchase orders', async () => {
    const { page } = await journey.signedIn('viewer');
    assert.equal(await page.getByRole('button', { name: 'Create New' }).count(), 0);
    for (const path of ['/create-product', '/create-project', '/create-app']) {
      await page.goto(`${journey.stack.appUrl}${path}`);
      await page.waitForURL(`${journey.stack.appUrl}/`);
    }
    await openFamily(page, 'Workplace Services');
    await page.getByRole('button', { name: 'Details of Digital Workplace' }).click();
    await page
      .getByRole('dialog')
      .getByText("ERROR: You don't have permission to see details!")
      .waitFor();
    await checkA11y(page, 'product detail modal without permission for orders');
  });
});
