// Next-year planning (issue 13): requester, owner of 'CRM Suite', raises a demand on /demand;
// controller proposes an amount for the same product on /proposal, comments and approves it; the
// demand has no proposer, so nobody decides it (spec §4) and it stays in review; the approved
// amount is next year's budget on /financial-plan-overview (cards and the planning picture).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { checkA11y } from '../support/a11y.ts';
import { useStack } from '../support/journey.ts';

async function openPlanning(page: Page, item: 'Overview' | 'Proposal' | 'Demand', path: string) {
  await page.getByRole('button', { name: 'Budget Planning' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await page.waitForURL(`**${path}`);
}

async function choose(page: Page, form: string, label: string, option: string) {
  await page
    .getByRole('form', { name: form })
    .getByRole('combobox', { name: label, exact: true })
    .click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** The card of 'Requests In Review' holding `text`, after searching for it. */
async function cardWith(page: Page, search: string, text: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(search);
  // The search is asked once typing pauses (spec §9, 100 ms): until its answer, the cards of the
  // last list stay on screen. It has come when no card without the search text is left.
  await page
    .getByRole('article')
    .filter({ hasNotText: search })
    .first()
    .waitFor({ state: 'detached' });
  const card = page.getByRole('article').filter({ hasText: text });
  await card.waitFor();
  return card;
}

describe('next-year planning', () => {
  const journey = useStack();

  it("requester, the product's owner, raises a demand on /demand", async () => {
    const { page } = await journey.signedIn('requester');
    await openPlanning(page, 'Demand', '/demand');
    await page.getByRole('heading', { name: 'Budget Demand' }).waitFor();
    await page.getByText('Demand can only be created by the entity owner.').waitFor();
    await choose(page, 'Demand', 'Entity type', 'Product');
    await choose(page, 'Demand', 'Entity', 'CRM Suite (requester)');
    const form = page.getByRole('form', { name: 'Demand' });
    await form.getByRole('textbox', { name: 'Demand title' }).fill('CRM licences');
    await form.getByRole('textbox', { name: 'Demand ID' }).fill('D-E2E-1');
    await form.getByRole('textbox', { name: 'Demand estimate (EUR)' }).fill('45000');
    await form.getByRole('textbox', { name: 'Description' }).fill('Sixty new sales seats.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Successfully created a future financials request.').waitFor();
    const card = await cardWith(page, 'D-E2E-1', 'D-E2E-1');
    await card.getByText('45.000,00 EUR').waitFor();
    // The owner sees no decisions, on either route.
    assert.equal(await card.getByRole('button', { name: 'Approve' }).count(), 0);
  });

  it('controller proposes, comments and approves the proposal; the demand offers no decision', async () => {
    const { page } = await journey.signedIn('controller');
    await openPlanning(page, 'Proposal', '/proposal');
    await page.getByRole('heading', { name: 'Budget Proposal' }).waitFor();
    await choose(page, 'Proposal', 'Entity type', 'Product');
    await choose(page, 'Proposal', 'Entity', 'CRM Suite (requester)');
    const form = page.getByRole('form', { name: 'Proposal' });
    // Read-only figures of the chosen product arrive.
    // A function, not a string: the app's CSP refuses eval (e2e/README.md).
    const forecast = form.getByRole('textbox', { name: 'Current year forecast' });
    await page.waitForFunction(
      (input) => (input as { value: string }).value.endsWith('EUR'),
      await forecast.elementHandle(),
    );
    await form.getByRole('textbox', { name: 'Proposed amount (EUR)' }).fill('40000');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Successfully created a future financials request.').waitFor();

    const proposal = await cardWith(page, 'CRM Suite', 'Proposed by: controller');
    await proposal.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog');
    const comment = details.getByRole('textbox', { name: 'Comment' });
    await comment.fill('Please confirm the seat count.');
    await details.getByRole('button', { name: 'Add comment' }).click();
    // The comment joins the thread, and the box is emptied for the next one.
    await details
      .getByRole('list', { name: 'Comments' })
      .getByText('Please confirm the seat count.')
      .waitFor();
    await page.waitForFunction(
      (input) => (input as { value: string }).value === '',
      await comment.elementHandle(),
    );
    await checkA11y(page, 'details modal with a comment');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    await proposal.getByRole('button', { name: 'Approve' }).click();
    const approve = page.getByRole('dialog');
    await approve.getByRole('textbox', { name: 'Approved amount (EUR)' }).fill('42000');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Successfully approved future financials request.').waitFor();

    // Spec §4: decisions only where the proposer is the current user; a demand has no proposer.
    const demand = await cardWith(page, 'D-E2E-1', 'D-E2E-1');
    assert.equal(await demand.getByRole('button', { name: /^(Approve|Decline)$/ }).count(), 0);
  });

  it('the approved amount is next year’s budget on the overview', async () => {
    const { page } = await journey.signedIn('viewer');
    await openPlanning(page, 'Overview', '/financial-plan-overview');
    await page.getByRole('heading', { name: 'Budget Overview' }).waitFor();
    const card = page.getByRole('article').filter({ hasText: 'CRM Suite' });
    await card.getByText('42.000,00 EUR').waitFor();
    await page.getByRole('tab', { name: 'Planning picture' }).click();
    const row = page
      .getByRole('table', { name: 'Planning picture' })
      .getByRole('row')
      .filter({ hasText: 'CRM Suite' });
    await row.waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    // Next year: demanded 45.000 (the demand in review), proposed 40.000, approved 42.000.
    assert.deepEqual(cells.slice(5, 8), ['45.000,00 EUR', '40.000,00 EUR', '42.000,00 EUR']);
  });

  it("the product overview's 'Last, current and next year' chart shows it as next year's budget", async () => {
    const { page } = await journey.signedIn('viewer');
    await page.getByRole('link', { name: 'Overview of Business Applications' }).click();
    await page.getByRole('button', { name: 'Details of CRM Suite' }).click();
    const chart = page
      .getByRole('dialog')
      .getByRole('figure', { name: 'Last, current and next year' });
    const plot = chart.locator('svg.MuiChartsSvgLayer-root');
    await plot.waitFor();
    // The third band is next year: its tooltip lists the exact amounts of the year.
    const box = (await plot.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.5);
    const nextYear = String(new Date().getUTCFullYear() + 1);
    const tooltip = page.getByRole('tooltip').filter({ hasText: nextYear });
    await tooltip.getByText('42.000,00 EUR').first().waitFor();
    assert.match(await tooltip.innerText(), /Budget\s+42\.000,00 EUR/);
  });
});
