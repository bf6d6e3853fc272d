// An edit replaces the request it edits when it is first sent, not when its Draft is made
// (replacement.ts, CONTRACT.md 'Purchase requests', Edit): a Draft left behind changes nothing.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { activityLines, type Json } from '../testing/support.ts';
import {
  addItem,
  createDraft,
  openRequest,
  requestBody,
  sendRequest,
  startRequestsContext,
  type RequestsContext,
} from '../testing/requests-fixture.ts';

describe('an edit replaces the request it edits when it is sent', () => {
  let context: RequestsContext;
  /** An open request withdrawn into the archive, as the archive's Edit finds it. */
  let old: Json;
  before(async () => {
    context = await startRequestsContext({ pr_justification_enabled: false });
  });
  after(() => context.close());
  beforeEach(async () => {
    old = await openRequest(context);
    const withdrawn = await context.as('requester').delete(`/purchaserequests/delete/${old.id}`);
    assert.equal(withdrawn.status, 200, withdrawn.text);
  });

  const requester = () => context.as('requester');
  const read = async (id: number) => (await requester().get<Json>(`/purchaserequests/${id}`)).body;
  /** An edit of the old request, its item added: ready to send. */
  async function editOf(id: number, ordertext = 'Storage nodes, fewer') {
    const edit = await createDraft(requester(), { supersedes: id, ordertext });
    await addItem(requester(), edit.id, { amount: edit.orderamount });
    return edit;
  }
  const state = (request: Json) => [request.status, request.message, request.superseded_by_id];
  /** Send of an edit refused: 409 on `supersedes` with `message`. */
  async function refusedSend(id: number, message: string) {
    const send = await requester().patch<Json>(`/purchaserequests/${id}`, { status: 'Proposed' });
    assert.deepEqual(
      [send.status, send.body.field, send.body.message],
      [409, 'supersedes', message],
    );
  }

  it('leaves the old request as it was while the edit is a Draft: restorable, editable again', async () => {
    const draft = await editOf(old.id);
    assert.equal(draft.supersedes_id, old.id);
    assert.deepEqual(state(await read(old.id)), ['Withdrawn', null, null]);
    // The Draft left behind (a reload): the archive's Edit works again, and so does Restore.
    const again = await createDraft(requester(), { supersedes: old.id });
    assert.equal(again.status, 'Draft');
    const restored = await requester().get<Json>(`/archive/${old.id}/restore`);
    assert.deepEqual([restored.status, restored.body.status], [200, 'Proposed']);
  });

  it('declines the old request when the edit is sent; a second edit can then be neither made nor sent', async () => {
    const first = await editOf(old.id);
    const second = await editOf(old.id, 'Storage nodes, more');
    const sent = await sendRequest(requester(), first.id);
    assert.equal(sent.status, 'Proposed');
    assert.deepEqual(state(await read(old.id)), [
      'Declined',
      `Replaced by request #${first.id}.`,
      first.id,
    ]);
    const log = await activityLines(context);
    assert.ok(
      log.some(
        (line) =>
          line[1] === 'requester' &&
          line[4] === String(old.id) &&
          line[5] === `status=Declined; superseded_by=${first.id}`,
      ),
      'the replacement is logged on the old request',
    );

    const restore = await requester().get<Json>(`/archive/${old.id}/restore`);
    assert.deepEqual(
      [restore.status, restore.body.message],
      [409, `The request has been replaced by request #${first.id}: restore that one.`],
    );
    const third = await requester().post<Json>(
      '/purchaserequests',
      requestBody({ supersedes: old.id }),
    );
    assert.deepEqual(
      [third.status, third.body.field, third.body.message],
      [409, 'supersedes', `The request has already been replaced by request #${first.id}.`],
    );
    await refusedSend(
      second.id,
      `Request #${old.id} has already been replaced by request #${first.id}: this edit can no longer replace it.`,
    );
    assert.equal((await read(second.id)).status, 'Draft', 'the refused send changed nothing');
  });

  it('refuses to send an edit of a request approved meanwhile', async () => {
    const edit = await editOf(old.id);
    assert.equal((await requester().get(`/archive/${old.id}/restore`)).status, 200);
    const approved = await context
      .as('approver')
      .put<Json>(`/purchaserequests/switchtopurchaseorder/${old.id}`, {
        ordernumber: `PO-EDITED-${old.id}`,
      });
    assert.equal(approved.status, 200, approved.text);
    await refusedSend(
      edit.id,
      `Request #${old.id} has become a purchase order meanwhile: this edit can no longer replace it.`,
    );
    assert.deepEqual(
      [(await read(old.id)).status, (await read(edit.id)).status],
      ['Approved', 'Draft'],
    );
  });

  it('an edit withdrawn unsent replaces the old request when it is restored', async () => {
    const edit = await editOf(old.id);
    assert.equal((await requester().delete(`/purchaserequests/delete/${edit.id}`)).status, 200);
    assert.deepEqual(state(await read(old.id)), ['Withdrawn', null, null]);
    const restored = await requester().get<Json>(`/archive/${edit.id}/restore`);
    assert.equal(restored.status, 200, restored.text);
    assert.deepEqual(state(await read(old.id)), [
      'Declined',
      `Replaced by request #${edit.id}.`,
      edit.id,
    ]);
    // Withdrawn again and restored again: it replaced the old request already, nothing more.
    assert.equal((await requester().delete(`/purchaserequests/delete/${edit.id}`)).status, 200);
    assert.equal((await requester().get(`/archive/${edit.id}/restore`)).status, 200);
  });

  it('deleting the sent edit for good frees the old request', async () => {
    const edit = await editOf(old.id);
    await sendRequest(requester(), edit.id);
    assert.equal((await requester().delete(`/purchaserequests/delete/${edit.id}`)).status, 200);
    assert.equal((await requester().delete(`/archive/${edit.id}`)).status, 204);
    assert.deepEqual(state(await read(old.id)), [
      'Declined',
      `Replaced by request #${edit.id}.`,
      null,
    ]);
    const restored = await requester().get<Json>(`/archive/${old.id}/restore`);
    assert.deepEqual([restored.status, restored.body.status], [200, 'Proposed']);
  });
});
