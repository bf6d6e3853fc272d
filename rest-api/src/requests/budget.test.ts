// Budget impact before commitment (issue 9 part 4) and the `budget_check` modes. Budgets of the
// fixture: project 401 10000.00, project 402 5000.00, so product 301 15000.00. Every request here
// has no delivery date, so its whole EUR amount falls in the current year.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Json } from '../testing/support.ts';
import {
  addItem,
  createDraft,
  openRequest,
  rewriteConfig,
  startRequestsContext,
  type RequestsContext,
} from '../testing/requests-fixture.ts';

describe('budget impact and budget_check', () => {
  let context: RequestsContext;
  let configFile: string;
  /** The configuration is read on every request: a mode change applies to the next call. */
  const mode = (budget_check: string | undefined) =>
    rewriteConfig(configFile, { pr_justification_enabled: false, budget_check });
  const undated = (orderamount: string, item: Json = {}) => ({
    request: { orderamount, deliverydate: null },
    item,
  });
  const send = (id: number) =>
    context.as('requester').patch<Json>(`/purchaserequests/${id}`, { status: 'Proposed' });
  const approve = (id: number, ordernumber: string) =>
    context
      .as('approver')
      .put<Json>(`/purchaserequests/switchtopurchaseorder/${id}`, { ordernumber });
  const impact = async (id: number) =>
    (await context.as('requester').get<Json>(`/purchaserequests/${id}/budgetimpact`)).body;

  let pending: Json;
  before(async () => {
    context = await startRequestsContext({ pr_justification_enabled: false });
    configFile = context.configFile;
    const committed = await openRequest(context, undated('4000.00'));
    assert.equal((await approve(committed.id, 'PO-BUDGET-1')).status, 200);
    pending = await openRequest(context, undated('3000.00'));
  });
  after(() => context.close());

  it('shows per entity: budget, committed, pending, this request and what remains (warn)', async () => {
    const draft = await createDraft(context.as('requester'), {
      orderamount: '3000.00',
      deliverydate: null,
    });
    await addItem(context.as('requester'), draft.id, { amount: '2500.00' });
    await addItem(context.as('requester'), draft.id, {
      amount: '500.00',
      type: 'Product',
      idoftype: 301,
    });
    assert.deepEqual(await impact(draft.id), {
      mode: 'warn',
      year: 2026,
      currency: 'EUR',
      entities: [
        {
          entitytype: 'Product',
          id: 301,
          name: 'Budget Product',
          // 10000 + 5000; the order's 4000 and the open request's 3000 are on project 401 under it.
          budget: '15000.00',
          committed: '4000.00',
          pending: '3000.00',
          this_request: '3000.00',
          remaining: '5000.00',
          exceeds: false,
        },
        {
          entitytype: 'Project',
          id: 401,
          name: 'Budget Project',
          budget: '10000.00',
          committed: '4000.00',
          pending: '3000.00',
          this_request: '2500.00',
          remaining: '500.00',
          exceeds: false,
        },
      ],
    });
    assert.equal(
      (await context.as('viewer').get('/purchaserequests/99999/budgetimpact')).status,
      404,
    );
  });

  it('previews before Next: each chosen entity as if the whole amount landed on it', async () => {
    const preview = (query: string) =>
      context.as('viewer').get<Json>(`/budgetimpact/preview?${query}`);
    // 1820.00 EUR from 1 October 2026 to 31 March 2027: 92 of its 182 days fall in 2026, so
    // 1820.00 × 92 / 182 = 920.00 is this year's part, counted on each entity.
    const dated = 'orderamount=1820.00&currency=EUR&podate=2026-10-01&deliverydate=2027-03-31';
    const shown = await preview(`entities=Project:401,Product:301&${dated}`);
    assert.equal(shown.status, 200, shown.text);
    assert.deepEqual(
      shown.body.entities.map((e: Json) => [
        e.entitytype,
        e.id,
        e.budget,
        e.committed,
        e.pending,
        e.this_request,
        e.remaining,
        e.exceeds,
      ]),
      [
        ['Product', 301, '15000.00', '4000.00', '3000.00', '920.00', '7080.00', false],
        ['Project', 401, '10000.00', '4000.00', '3000.00', '920.00', '2080.00', false],
      ],
    );
    // An edit's preview leaves the request it replaces out of what is pending.
    const edit = await preview(`entities=Project:401&${dated}&replaces=${pending.id}`);
    assert.deepEqual(
      edit.body.entities.map((e: Json) => [e.pending, e.remaining]),
      [['0.00', '5080.00']],
    );
    const refusals = [
      [`entities=Project:999&${dated}`, 'entities', 'entities: Project 999 does not exist'],
      [`entities=Team:1&${dated}`, 'entities'],
      ['entities=Project:401&orderamount=1.00&currency=EUR', 'podate', 'podate is required'],
      [`entities=Project:401&orderamount=1.00&currency=XXX&podate=2026-10-01`, 'currency'],
      [`entities=Project:401&orderamount=1.00&currency=EUR&podate=2026-13-01`, 'podate'],
      [
        `entities=Project:401&orderamount=1.00&currency=EUR&podate=2100-01-01`,
        'podate',
        'Start date must be in the years 2000 to 2099',
      ],
      [
        `entities=Project:401&orderamount=1.00&currency=EUR&podate=2026-10-01&deliverydate=9999-12-31`,
        'deliverydate',
        'Delivery date must be in the years 2000 to 2099',
      ],
      [
        'entities=Project:401&orderamount=-5.00&currency=EUR&podate=2026-10-01',
        'orderamount',
        'Order amount must be at least 0',
      ],
      [
        'entities=Project:401&orderamount=1.00&currency=EUR&podate=2026-10-01&deliverydate=2026-09-30',
        'deliverydate',
        'Delivery date cannot be before the start date',
      ],
    ] as const;
    for (const [query, field, message] of refusals) {
      const refused = await preview(query);
      assert.equal(refused.status, 400, query);
      assert.equal(refused.body.errors[0].field, field, query);
      if (message) assert.equal(refused.body.errors[0].message, message);
    }
  });

  it('block: refuses Send over budget naming the entity and the amounts; warn sends it', async () => {
    const draft = await createDraft(context.as('requester'), {
      orderamount: '6500.00',
      deliverydate: null,
    });
    await addItem(context.as('requester'), draft.id, { amount: '6500.00' });
    await mode('block');
    const refused = await send(draft.id);
    assert.deepEqual(
      [refused.status, refused.body.code, refused.body.message],
      [
        422,
        'OVER_BUDGET',
        "The budget of Project 'Budget Project' would be exceeded: budget 10000.00 EUR, committed 4000.00 EUR, this request 6500.00 EUR.",
      ],
    );
    const stillDraft = (await context.as('requester').get<Json>(`/purchaserequests/${draft.id}`))
      .body;
    assert.equal(stillDraft.status, 'Draft');
    await mode('warn');
    assert.equal((await send(draft.id)).status, 200);
    const shown = await impact(draft.id);
    assert.deepEqual(
      shown.entities.map((e: Json) => [e.entitytype, e.remaining, e.exceeds]),
      [
        // Its only entity: 10000 − 4000 − 3000 − 6500 = −3500.00; committed + this = 10500 > 10000.
        ['Project', '-3500.00', true],
      ],
    );

    await mode('block');
    const approval = await approve(draft.id, 'PO-OVER');
    assert.equal(approval.status, 422);
    // The open 3000 fits beside the 4000 committed (pending requests are not counted).
    assert.equal((await approve(pending.id, 'PO-FITS')).status, 200);
    await mode('off');
    assert.equal((await impact(draft.id)).mode, 'off');
    assert.equal((await approve(draft.id, 'PO-OVER')).status, 200);
  });

  it('takes an unknown mode for the default, warn', async () => {
    await mode('maybe');
    const draft = await createDraft(context.as('requester'));
    assert.equal((await impact(draft.id)).mode, 'warn');
    await mode(undefined);
    assert.equal((await impact(draft.id)).mode, 'warn');
  });
});
