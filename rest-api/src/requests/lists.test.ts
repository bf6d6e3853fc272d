// The open-requests list and the archive as lists that grow (CONTRACT.md 'Lists that grow'), and
// the figures every request carries: the current/next-year split, pro rata by days, against
// dates worked out by hand with today injected (2026-03-10), and the delivery warning.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type Json, type TestContext } from '../testing/support.ts';
import { createDraft, openRequest, startRequestsContext } from '../testing/requests-fixture.ts';

describe('request lists and figures', () => {
  let context: TestContext;
  const ids: Record<string, number> = {};

  before(async () => {
    context = await startRequestsContext({ pr_justification_enabled: false });
    const texts = ['Alpha monitors', 'beta laptops', 'Gamma MONITORS 100%', 'Delta cables'];
    for (const [index, ordertext] of texts.entries()) {
      // 'beta laptops' names the contact Bo, the others Ana (both of the company Acme).
      const contact = ordertext === 'beta laptops' ? { company_contact_id: 702 } : {};
      const request = await openRequest(context, {
        request: { ordertext, orderamount: `${(index + 1) * 100}.00`, ...contact },
      });
      ids[ordertext] = request.id;
    }
    const declined = await openRequest(context, { request: { ordertext: 'Old monitors' } });
    await context.as('approver').delete(`/purchaserequests/${declined.id}`, { message: 'No.' });
    ids['Old monitors'] = declined.id;
    ids.draft = (await createDraft(context.as('requester'), { ordertext: 'Draft monitors' })).id;
  });
  after(() => context.close());

  const page = async (path: string, as = 'viewer') => {
    const reply = await context.as(as).get<Record<string, Json>>(path);
    assert.equal(reply.status, 200, reply.text);
    return {
      order: (reply.headers.get('x-order') ?? '').split(',').filter(Boolean).map(Number),
      total: Number(reply.headers.get('x-total-count')),
      body: reply.body,
    };
  };

  it('lists only open requests, newest first, in pages with the total', async () => {
    const first = await page('/purchaserequests?limit=3');
    assert.equal(first.total, 4);
    assert.deepEqual(first.order, [
      ids['Delta cables'],
      ids['Gamma MONITORS 100%'],
      ids['beta laptops'],
    ]);
    const second = await page('/purchaserequests?limit=3&offset=3');
    assert.deepEqual(second.order, [ids['Alpha monitors']]);
    const whole = (await context.as('viewer').get<Record<string, Json>>('/purchaserequests')).body;
    assert.deepEqual(Object.keys(whole).map(Number).sort(), Object.values(ids).slice(0, 4).sort());
  });

  it('searches the description case-insensitively, % literally; sorts by a field', async () => {
    const found = await page('/purchaserequests?search=monitors&sort=ordertext');
    assert.deepEqual(found.order, [ids['Alpha monitors'], ids['Gamma MONITORS 100%']]);
    assert.equal(found.total, 2);
    const percent = await page('/purchaserequests?search=0%25');
    assert.deepEqual(percent.order, [ids['Gamma MONITORS 100%']]);
    const byAmount = await page('/purchaserequests?sort=-orderamount&limit=2');
    assert.deepEqual(byAmount.order, [ids['Delta cables'], ids['Gamma MONITORS 100%']]);
    // Sorts by a name join its table; equal names keep the id order of the direction.
    const byContact = await page('/purchaserequests?sort=-contact&limit=2');
    assert.deepEqual(byContact.order, [ids['beta laptops'], ids['Delta cables']]);
    const byOwner = await page('/purchaserequests?sort=prowner&search=monitors');
    assert.deepEqual(byOwner.order, [ids['Alpha monitors'], ids['Gamma MONITORS 100%']]);
    const byCompany = await page('/purchaserequests?sort=-company&limit=1&offset=3');
    assert.deepEqual([byCompany.order, byCompany.total], [[ids['Alpha monitors']], 4]);
    const none = await page('/purchaserequests?search=nothing-like-this');
    assert.deepEqual([none.order, none.total, none.body], [[], 0, {}]);
  });

  it('filters by status (drafts), owner and company', async () => {
    // A Draft is its owner's alone (CONTRACT.md 'Purchase requests').
    const drafts = await page('/purchaserequests?status=Draft&limit=10', 'requester');
    assert.deepEqual(drafts.order, [ids.draft]);
    const others = await page('/purchaserequests?status=Draft&limit=10');
    assert.deepEqual([others.order, others.total], [[], 0]);
    const mine = await page('/purchaserequests?owner=REQUESTER&limit=0');
    assert.deepEqual([mine.total, mine.order], [4, []]);
    const other = await page('/purchaserequests?company=602&limit=10');
    assert.equal(other.total, 0);
  });

  it('pages the archive with the same parameters', async () => {
    const archive = await page('/archive?search=monitors&limit=10');
    assert.deepEqual([archive.order, archive.total], [[ids['Old monitors']], 1]);
    const declined = await page('/archive?status=Withdrawn&limit=10');
    assert.equal(declined.total, 0);
  });

  it('refuses bad paging parameters with 400 naming them', async () => {
    for (const [query, field] of [
      ['search=' + 'x'.repeat(41), 'search'],
      ['limit=101', 'limit'],
      ['sort=colour', 'sort'],
      ['status=Approved', 'status'],
      ['color=red', 'color'],
    ]) {
      const reply = await context.as('viewer').get<Json>(`/purchaserequests?${query}`);
      assert.deepEqual([reply.status, reply.body.field], [400, field], query);
    }
    const archive = await context.as('viewer').get<Json>('/archive?status=Proposed');
    assert.deepEqual([archive.status, archive.body.field], [400, 'status']);
  });

  describe('current and next year, pro rata by days (today 2026-03-10)', () => {
    const split = async (request: Json) => {
      const created = await createDraft(context.as('requester'), request);
      return [created.amountCurrentYear, created.amountNextYear];
    };

    it('splits by the days in each year, both ends counted', async () => {
      // 2026-11-01 … 2027-02-28: 30 + 31 + 31 + 28 = 120 days, 61 in 2026.
      // 1200 × 61 / 120 = 610.00; 1200 × 59 / 120 = 590.00.
      assert.deepEqual(
        await split({ podate: '2026-11-01', deliverydate: '2027-02-28', orderamount: '1200.00' }),
        ['610.00', '590.00'],
      );
      // 2026-12-01 … 2027-01-30: 31 + 30 = 61 days. 1000 × 31 / 61 = 508.1967… → 508.20,
      // 1000 × 30 / 61 = 491.8032… → 491.80.
      assert.deepEqual(
        await split({ podate: '2026-12-01', deliverydate: '2027-01-30', orderamount: '1000.00' }),
        ['508.20', '491.80'],
      );
    });

    it('counts everything in the current year without a delivery date, nothing for later years', async () => {
      assert.deepEqual(
        await split({ podate: '2026-12-01', deliverydate: null, orderamount: '1000.00' }),
        ['1000.00', '0.00'],
      );
      assert.deepEqual(
        await split({ podate: '2027-01-05', deliverydate: '2027-03-01', orderamount: '500.00' }),
        ['0.00', '500.00'],
      );
    });

    it('splits in EUR: 125 USD over 2026-12-01 … 2027-01-30 is 100.00 EUR → 50.82 / 49.18', async () => {
      // 100 × 31 / 61 = 50.8196… → 50.82; 100 × 30 / 61 = 49.1803… → 49.18.
      assert.deepEqual(
        await split({
          podate: '2026-12-01',
          deliverydate: '2027-01-30',
          orderamount: '125.00',
          currency: 'USD',
        }),
        ['50.82', '49.18'],
      );
    });
  });

  it('flags a delivery within 8 weeks: 2026-05-05 (56 days) yes, 2026-05-06 no', async () => {
    const near = await createDraft(context.as('requester'), { deliverydate: '2026-05-05' });
    const far = await createDraft(context.as('requester'), { deliverydate: '2026-05-06' });
    const none = await createDraft(context.as('requester'), { deliverydate: null });
    assert.deepEqual(
      [near.deliverywarning, far.deliverywarning, none.deliverywarning],
      [true, false, false],
    );
  });
});
