// Open requests and the archive (issue 9) on the demo seed: an approver meets the signature rule
// and approves the signed request; a Product Family Manager signs the one awaiting a signature; a
// requester deletes a request, finds it in the archive and restores it; a viewer only looks.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { checkA11y } from '../support/a11y.ts';
import { useStack } from '../support/journey.ts';

const grid = (page: Page, name: string) => page.getByRole('grid', { name });
const rowWith = (page: Page, table: string, text: string) =>
  grid(page, table).getByRole('row').filter({ hasText: text });

/** The table has loaded: its progress bar is gone and `text` is in it. */
async function listed(page: Page, table: string, text: string): Promise<void> {
  await grid(page, table).getByText(text).first().waitFor();
  await grid(page, table).getByRole('progressbar').waitFor({ state: 'detached' });
}

describe('open requests and archive', () => {
  const journey = useStack();

  it('approver waits for the signature and approves the signed request', async () => {
    const { page } = await journey.signedIn('approver');
    await page.goto(`${journey.stack.appUrl}/requests`);
    await listed(page, 'Open Requests', 'Penetration test');

    const unsigned = rowWith(page, 'Open Requests', 'Penetration test');
    assert.equal(
      await unsigned.getByRole('button', { name: /^Approve request/ }).isDisabled(),
      true,
    );
    assert.equal(
      await unsigned.getByRole('button', { name: /^Decline request/ }).isDisabled(),
      true,
    );
    await unsigned
      .getByRole('button', { name: /^Approve request/ })
      .locator('..')
      .hover();
    await page
      .getByRole('tooltip', { name: 'Must be signed by a Product Family Manager' })
      .waitFor();
    assert.equal(
      await grid(page, 'Open Requests')
        .getByRole('button', { name: /^Delete/ })
        .count(),
      0,
    );

    const signed = rowWith(page, 'Open Requests', 'Data catalogue rollout');
    await signed.getByRole('button', { name: /^Approve request/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Approve request/ });
    await dialog.getByText('*Order number has to be entered').waitFor();
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    assert.equal(await confirm.isDisabled(), true);
    await dialog.getByRole('table', { name: /^Budget impact/ }).waitFor();
    await checkA11y(page, 'approve modal open');

    // Type every Undefined item (the seed's signed request may have none).
    const undefinedItems = dialog.getByRole('combobox').filter({ hasText: 'Undefined' });
    while ((await undefinedItems.count()) > 0) {
      await undefinedItems.first().click();
      await page.getByRole('option', { name: 'Expense Maintenance' }).click();
    }
    await dialog.getByRole('textbox', { name: /Order number/ }).fill('PO-E2E-0001');
    await confirm.click();
    await page.getByText('Request accepted successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await rowWith(page, 'Open Requests', 'Data catalogue rollout').waitFor({ state: 'detached' });
  });

  it('approver types an Undefined item with the keyboard and keeps the focus on it', async () => {
    const { page } = await journey.signedIn('approver');
    await page.goto(`${journey.stack.appUrl}/requests`);
    await listed(page, 'Open Requests', 'CRM training');
    await rowWith(page, 'Open Requests', 'CRM training')
      .getByRole('button', { name: /^Approve request/ })
      .click();
    const dialog = page.getByRole('dialog', { name: /^Approve request/ });
    const item = dialog.getByRole('combobox', { name: /Training days/ });
    await item.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Expense Maintenance' }).focus();
    await page.keyboard.press('Enter');
    // Saved: the item shows its type and is no longer read-only.
    await dialog
      .locator('[role="combobox"]:not([aria-readonly])', { hasText: 'Expense Maintenance' })
      .waitFor();
    assert.equal(
      await item.evaluate((element) => element === element.ownerDocument.activeElement),
      true,
      'the typed item lost the focus',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('pfm sees Justify and signs the request awaiting a signature', async () => {
    const { page } = await journey.signedIn('pfm');
    await page.goto(`${journey.stack.appUrl}/requests`);
    await listed(page, 'Open Requests', 'Penetration test');

    const row = rowWith(page, 'Open Requests', 'Penetration test');
    await row.getByRole('button', { name: /^Justify request/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Justification of request/ });
    await dialog.getByRole('textbox', { name: /Comment/ }).fill('Required by the auditors.');
    await checkA11y(page, 'justification modal open');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Justification signed successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // Signed: nothing is left to justify on it.
    await row.getByRole('button', { name: /^Justify request/ }).waitFor({ state: 'detached' });
  });

  it('requester deletes an open request, finds it in the archive and restores it', async () => {
    const { page } = await journey.signedIn('requester');
    await page.goto(`${journey.stack.appUrl}/requests`);
    await listed(page, 'Open Requests', 'Monitor upgrade');
    await rowWith(page, 'Open Requests', 'Monitor upgrade')
      .getByRole('button', { name: /^Delete request/ })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete request' });
    await checkA11y(page, 'delete confirm open');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Request deleted successfully!').waitFor();
    await rowWith(page, 'Open Requests', 'Monitor upgrade').waitFor({ state: 'detached' });

    await page.goto(`${journey.stack.appUrl}/archive`);
    await page.getByRole('heading', { name: 'Archived Requests' }).waitFor();
    await listed(page, 'Archived Requests', 'Monitor upgrade');
    await rowWith(page, 'Archived Requests', 'Monitor upgrade')
      .getByRole('button', { name: /^Restore request/ })
      .click();
    await page.getByText('Request restored successfully!').waitFor();
    await rowWith(page, 'Archived Requests', 'Monitor upgrade').waitFor({ state: 'detached' });

    await page.goto(`${journey.stack.appUrl}/requests`);
    await listed(page, 'Open Requests', 'Monitor upgrade');
  });

  it('viewer sees both lists without Approve, Delete or Edit, Restore and Delete disabled', async () => {
    const { page } = await journey.signedIn('viewer');
    await page.goto(`${journey.stack.appUrl}/requests`);
    await listed(page, 'Open Requests', 'CRM training');
    const actions = grid(page, 'Open Requests').getByRole('button', {
      name: /^(Approve|Decline|Delete|Justify) request/,
    });
    assert.equal(await actions.count(), 0);
    await rowWith(page, 'Open Requests', 'CRM training')
      .getByRole('button', { name: /^Details of request/ })
      .click();
    const details = page.getByRole('dialog', { name: /^Request \d+/ });
    await details.getByText('Training days').waitFor();
    await checkA11y(page, 'request details open');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    await page.goto(`${journey.stack.appUrl}/archive`);
    await listed(page, 'Archived Requests', 'Ergonomic chairs');
    // Edit needs edit-purchase-request; Restore and Delete are on every row (spec §2), usable
    // by the owner or that role only (the server's 403 otherwise), so disabled for the viewer.
    const archive = grid(page, 'Archived Requests');
    assert.equal(await archive.getByRole('button', { name: /^Edit request/ }).count(), 0);
    const changes = archive.getByRole('button', { name: /^(Restore|Delete) request/ });
    assert.ok((await changes.count()) > 0, 'Restore and Delete are shown');
    for (const button of await changes.all()) assert.equal(await button.isDisabled(), true);
  });

  it('requester reloads an edit before sending it: the archived request stays editable and restorable', async () => {
    const { page } = await journey.signedIn('requester');
    await page.goto(`${journey.stack.appUrl}/archive`);
    await listed(page, 'Archived Requests', 'Ergonomic chairs');
    const edit = rowWith(page, 'Archived Requests', 'Ergonomic chairs').getByRole('button', {
      name: /^Edit request/,
    });
    const id = (await edit.getAttribute('aria-label'))!.replace('Edit request ', '');
    const form = page.getByRole('form', { name: 'Request' });
    /** The archive's Edit, then Save: a Draft editing the request, its items carried. */
    const editAndSave = async () => {
      await page.getByRole('heading', { name: 'Edit Request' }).waitFor();
      await page.waitForFunction(
        (input) => (input as { value: string }).value === 'Ergonomic chairs',
        await form.getByRole('textbox', { name: 'Order text' }).elementHandle(),
      );
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('list', { name: 'List items' }).getByRole('listitem').first().waitFor();
    };
    await edit.click();
    await page.waitForURL(`**/edit-purchase-request?request=${id}`);
    await editAndSave();

    // A reload keeps the Draft (My drafts lists it: see the next journey). It replaced nothing:
    // the reloaded form saves a new edit of the same request.
    await page.reload();
    await editAndSave();
    await page.getByRole('button', { name: 'Cancel Request' }).click();
    await page.getByText('Request deleted successfully!').waitFor();

    // Neither Draft was sent: the archived request can still be restored and edited.
    await page.goto(`${journey.stack.appUrl}/archive`);
    await listed(page, 'Archived Requests', 'Ergonomic chairs');
    for (const action of ['Restore', 'Edit']) {
      const button = grid(page, 'Archived Requests').getByRole('button', {
        name: `${action} request ${id}`,
      });
      assert.equal(await button.isDisabled(), false, action);
    }
  });

  it('requester finds the draft left behind in My drafts, only they see it, resumes it, edits its info and deletes it', async () => {
    // The previous journey left a Draft of 'Ergonomic chairs' behind (its first Save).
    const admin = await journey.signedIn('admin');
    await admin.page.goto(`${journey.stack.appUrl}/requests`);
    await listed(admin.page, 'Open Requests', 'CRM training');
    assert.equal(await admin.page.getByRole('heading', { name: 'My drafts' }).count(), 0);

    const { page } = await journey.signedIn('requester');
    await page.goto(`${journey.stack.appUrl}/requests`);
    await page.getByRole('heading', { name: 'My drafts' }).waitFor();
    await listed(page, 'My Drafts', 'Ergonomic chairs');
    await checkA11y(page, 'my drafts listed');
    const draft = rowWith(page, 'My Drafts', 'Ergonomic chairs').first();
    const resume = draft.getByRole('button', { name: /^Resume draft/ });
    const id = (await resume.getAttribute('aria-label'))!.replace('Resume draft ', '');
    await resume.click();
    await page.waitForURL(`**/create-request?draft=${id}`);
    const form = page.getByRole('form', { name: 'Request' });
    await page.waitForFunction(
      (input) => (input as { value: string }).value === 'Ergonomic chairs',
      await form.getByRole('textbox', { name: 'Order text' }).elementHandle(),
    );
    await page.getByRole('list', { name: 'List items' }).getByRole('listitem').first().waitFor();
    await page.getByRole('form', { name: 'List item' }).waitFor();

    // Edit toggles to Save (spec §2): the Draft's info changes, and stays changed on a reload.
    const orderText = form.getByRole('textbox', { name: 'Order text' });
    assert.equal(await orderText.isDisabled(), true);
    await form.getByRole('button', { name: 'Edit' }).click();
    const send = page.getByRole('group', { name: 'Request actions' }).getByRole('button').first();
    assert.equal(await send.isDisabled(), true);
    await page.getByText('Save or discard the changes to the request info first.').waitFor();
    await orderText.fill('Ergonomic chairs, second floor');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Request info saved.').waitFor();
    await form.getByRole('button', { name: 'Edit' }).waitFor();
    assert.equal(await orderText.isDisabled(), true);
    await page.reload();
    await page.waitForFunction(
      (input) => (input as { value: string }).value === 'Ergonomic chairs, second floor',
      await form.getByRole('textbox', { name: 'Order text' }).elementHandle(),
    );

    await page.goto(`${journey.stack.appUrl}/requests`);
    await listed(page, 'My Drafts', 'Ergonomic chairs');
    await grid(page, 'My Drafts')
      .getByRole('button', { name: `Delete draft ${id}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete draft' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Request deleted successfully!').waitFor();
    await grid(page, 'My Drafts')
      .getByRole('button', { name: `Delete draft ${id}` })
      .waitFor({ state: 'detached' });
  });
});
