// The notifications screen on the shared DataTable: from the bell to /notifications, 10 per page
// from the server, sorted and searched on the server, a row opened and read, one deleted.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { useStack } from '../support/journey.ts';

const rowsOf = (page: Page) =>
  page
    .getByRole('grid', { name: 'Notifications' })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

/**
 * The grid shows `pager` ('1–10 of 16') and has loaded its rows. The pager changes in the same
 * render that starts loading (the last page's rows stay, under a progress bar, until the new ones
 * arrive), so waiting for it and then for the progress bar to go is enough.
 */
async function shown(page: Page, pager: string | RegExp): Promise<void> {
  await page.getByText(pager).waitFor();
  await page
    .getByRole('grid', { name: 'Notifications' })
    .getByRole('progressbar')
    .waitFor({ state: 'detached' });
}

async function titlesShown(page: Page): Promise<string[]> {
  return rowsOf(page).locator('[data-field="title"]').allInnerTexts();
}

describe('notifications screen', () => {
  const journey = useStack();

  it('controller pages, sorts, searches, opens and deletes notifications', async () => {
    const { page } = await journey.signedIn('controller');
    // The demo organisation gives controller 16 notifications, one unread.
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await page.getByRole('link', { name: 'View all notifications' }).click();
    await page.waitForURL('**/notifications');
    await shown(page, '1–10 of 16');
    assert.equal(await rowsOf(page).count(), 10);
    // Newest first: the unread forecast warning of two days ago leads.
    assert.equal((await titlesShown(page))[0], 'Forecast above 85 %');

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await shown(page, '11–16 of 16');
    assert.equal(await rowsOf(page).count(), 6);

    // Sorting by title goes back to the first page, in the server's order.
    await page.getByRole('columnheader', { name: 'Title' }).click();
    await shown(page, '1–10 of 16');
    const sorted = await titlesShown(page);
    assert.deepEqual(
      sorted,
      [...sorted].sort((a, b) => a.localeCompare(b, 'en')),
    );

    const search = page.getByRole('searchbox', { name: 'Search notifications' });
    await search.fill('kubernetes');
    await shown(page, /^1–\d of \d$/);
    const messages = await rowsOf(page).locator('[data-field="message"]').allInnerTexts();
    assert.ok(messages.length >= 2 && messages.every((text) => /kubernetes/i.test(text)));
    await search.fill('no such thing anywhere');
    await page.getByText('No notifications match your search.').waitFor();
    await search.fill('');
    await shown(page, '1–10 of 16');

    // Opening the unread row shows it whole and marks it read; the bell counts none.
    const date = page.getByRole('columnheader', { name: 'Date' });
    await date.click();
    await date.click();
    await page
      .locator('[role="columnheader"][aria-sort="descending"]', { hasText: 'Date' })
      .waitFor();
    await shown(page, '1–10 of 16');
    assert.equal((await titlesShown(page))[0], 'Forecast above 85 %');
    await rowsOf(page).first().locator('[data-field="message"]').click();
    await page
      .getByRole('dialog')
      .getByText("The forecast of product 'Digital Workplace' reached 85 %", { exact: false })
      .waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();

    await rowsOf(page).first().getByRole('button', { name: 'Delete notification' }).click();
    await shown(page, '1–10 of 15');
    assert.notEqual((await titlesShown(page))[0], 'Forecast above 85 %');
  });
});
