// The header on a phone (412 px wide, a common Android width): nothing is wider than the screen,
// the home link, bell, user menu and 'More' are in view, Tab reaches them with a visible focus
// ring, and each opens and closes with the keyboard alone; the currency moved behind 'More'
// still converts every amount. The main menu is a drawer behind the header's menu button, so the
// header is one row (issue 31 item 10: the menu bar took three rows at 412 px).
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

  it('is one row; its menu button opens the main menu in a drawer, whose entry navigates', async () => {
    const { page } = await journey.signedIn('controller', { viewport: PHONE });
    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: 'Main menu' });
    const controls = [
      menu,
      header.getByRole('link', { name: 'Cost Steering home' }),
      header.getByRole('button', { name: /^Notifications, \d+ unread$/ }),
      header.getByRole('button', { name: 'Carla Controller' }),
      header.getByRole('button', { name: 'More options' }),
    ];
    // One row: every control of the header on the same line, the header no taller than one.
    const headerBox = await header.boundingBox();
    assert.ok(headerBox, 'the header is not shown');
    for (const control of controls) {
      const box = await control.boundingBox();
      assert.ok(box, `${String(control)} is not shown`);
      assert.ok(
        box.y >= headerBox.y && box.y + box.height <= headerBox.y + headerBox.height,
        `${String(control)} is outside the header's row`,
      );
    }
    assert.ok(headerBox.height <= 64, `the header is ${headerBox.height} px tall`);
    // No menu bar under it: the menu's groups are in the drawer only.
    assert.equal(await page.getByRole('button', { name: 'Overviews' }).count(), 0);
    assert.equal(await page.getByRole('navigation', { name: 'Main menu' }).count(), 0);

    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await drawer.waitFor();
    await assertInView(drawer, 'the main menu drawer');
    await checkA11y(page, 'main menu drawer open on a phone');
    const nav = drawer.getByRole('navigation', { name: 'Main menu' });
    await nav
      .getByRole('list', { name: 'Companies' })
      .getByRole('link', { name: 'Companies' })
      .click();
    await page.waitForURL((url) => url.pathname === '/companies');
    await page.getByRole('heading', { level: 1, name: 'Companies' }).waitFor();
    await drawer.waitFor({ state: 'detached' });
    assert.equal(await menu.getAttribute('aria-expanded'), 'false');
    await assertFitsWidth(page, 'the companies list');

    // The table starts with its key columns on a phone; the column chooser offers the others.
    const grid = page.getByRole('grid', { name: 'Companies' });
    await grid.getByRole('row').nth(1).waitFor();
    const headers = (await grid.getByRole('columnheader').allInnerTexts()).map((text) =>
      text.trim(),
    );
    assert.deepEqual(headers, ['Contacts', 'Name', 'City', 'Details']);
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Street' }).waitFor();
    await checkA11y(page, 'column chooser open on a phone');
  });

  it('fits the screen; bell, user menu and More are in view and work by keyboard', async () => {
    const { page } = await journey.signedIn('controller', { viewport: PHONE });
    const summary = page.getByRole('region', { name: 'Budget summary' });
    await summary.getByText(/ EUR$/).first().waitFor();
    await assertFitsWidth(page, 'the family overview');

    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: 'Main menu' });
    const home = header.getByRole('link', { name: 'Cost Steering home' });
    const bell = header.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    const user = header.getByRole('button', { name: 'Carla Controller' });
    const more = header.getByRole('button', { name: 'More options' });
    const controls: [Locator, string][] = [
      [menu, 'the main menu button'],
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
    await operateByKeyboard(
      page,
      menu,
      page.getByRole('dialog', { name: 'Main menu' }),
      'main menu drawer',
    );

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
