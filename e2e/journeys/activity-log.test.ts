// The user dropdown: roles and groups, and the activity log download for the role that may have it.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { checkA11y } from '../support/a11y.ts';
import { useStack } from '../support/journey.ts';

describe('user dropdown', () => {
  const journey = useStack();

  it('controller downloads the activity log as activityLog.txt', async () => {
    const { page } = await journey.signedIn('controller');
    await page.getByRole('button', { name: /Carla Controller/ }).click();
    await page.getByText('edit_archive_history_logdata').waitFor();
    await checkA11y(page, 'user menu open');
    assert.equal(await page.getByText('default-roles-cost-steering').count(), 0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Activity Logs' }).click();
    const file = await download;
    assert.equal(file.suggestedFilename(), 'activityLog.txt');
    const text = await readFile(await file.path(), 'utf8');
    // A fresh database: the seed's line is the first entry of the log.
    assert.match(text, /\tsystem\tSEED\tdatabase\t/);
  });

  it('pfm sees the group and no Activity Logs item', async () => {
    const { page } = await journey.signedIn('pfm');
    await page.getByRole('button', { name: /Petra/ }).click();
    await page.getByText('Product Family Manager').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Activity Logs' }).count(), 0);
  });
});
