// The header on a phone (412 px wide, a common Android width): nothing is wider than the screen,
// the home link, bell, user menu and 'More' are in view, Tab reaches them with a visible focus
// ring, and each opens and closes with the keyboard alone; the currency moved behind 'More'
// still converts every amount.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { checkA11y } from '../support/a11y.ts';
import { assertFocusedWithRing } from '../support/focus.ts';
import { useStack } from '../support/journey.ts';
import type { PageGlobals } from '../support/page-globals.ts';

const PHONE = { width: 412, height: 915 };

async function assertFitsWidth(page: Page, where: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const { documentElement } = (globalThis as unknown as PageGlobals).document;
    return { scrollWidth: documentElement.scrollWidth, clientWidth: documentElement.clientWidth };
  });
  assert.ok(
    scrollWidth <= clientWidth,
    `${where}: ${scrollWidth} px wide on a ${clientWidth} px screen`,
  );
}

async function assertInView(locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  assert.ok(box, `${what} is not shown`);
  assert.ok(
    box.x >= 0 && box.x + box.width <= PHONE.width,
    `${what} spans ${box.x}–${box.x + box.width} px on a ${PHONE.width} px screen`,
  );
}

/** Opens a header popover with Enter, checks it, closes it with Escape: focus returns. */
async function operateByKeyboard(
  page: Page,
  button: Locator,
  popover: Locator,
  what: string,
): Promise<void> {
  await button.focus();
  await page.keyboard.press('Enter');
  await popover.waitFor();
  await assertInView(popover, `the ${what}`);
  await checkA11y(page, `${what} open on a phone`);
  await page.keyboard.press('Escape');
  await popover.waitFor({ state: 'detached' });
  await assertFocusedWithRing(button, `the ${what} button after Escape`);
}

describe('header on a phone', () => {
  const journey = useStack();

  it('fits the screen; bell, user menu and More are in view and work by keyboard', async () => {
    const { page } = await journey.signedIn('controller', { viewport: PHONE });
    const summary = page.getByRole('region', { name: 'Budget summary' });
    await summary.getByText(/ EUR$/).first().waitFor();
    await assertFitsWidth(page, 'the family overview');

    const header = page.getByRole('banner');
    const home = header.getByRole('link', { name: 'Cost Steering home' });
    const bell = header.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    const user = header.getByRole('button', { name: 'Carla Controller' });
    const more = header.getByRole('button', { name: 'More options' });
    const controls: [Locator, string][] = [
      [home, 'the home link'],
      [bell, 'the bell'],
      [user, 'the user menu button'],
      [more, 'the More button'],
    ];
    for (const [control, what] of controls) await assertInView(control, what);

    // From the top of the page, Tab walks through the header in reading order.
    for (const [control, what] of controls) {
      await page.keyboard.press('Tab');
      await assertFocusedWithRing(control, what);
    }

    await operateByKeyboard(
      page,
      bell,
      page.getByRole('link', { name: 'View all notifications' }),
      'notification bell',
    );
    await operateByKeyboard(
      page,
      user,
      page.getByRole('dialog', { name: 'Carla Controller' }),
      'user menu',
    );
    const moreDialog = page.getByRole('dialog', { name: 'More options' });
    await operateByKeyboard(page, more, moreDialog, 'More options');

    // The currency, chosen with the keyboard behind 'More', converts the amounts on the page.
    await more.focus();
    await page.keyboard.press('Enter');
    await moreDialog.getByRole('combobox', { name: 'Currency' }).press('Enter');
    await page.getByRole('option', { name: 'USD' }).press('Enter');
    await page.keyboard.press('Escape');
    await moreDialog.waitFor({ state: 'detached' });
    await summary.getByText(/ USD$/).first().waitFor();

    // A level deeper, the cards are no wider than the screen either.
    await page
      .getByRole('link', { name: /^Overview of / })
      .first()
      .click();
    await page.getByRole('region', { name: /^Budget summary/ }).waitFor();
    await page.getByRole('article').first().waitFor();
    await assertFitsWidth(page, 'the products of a family');
  });
});
