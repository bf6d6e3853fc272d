// GET /notifications/{username} as a page (CONTRACT.md 'Lists that grow'): offset, limit, search,
// sort and the status filter; the page keyed by id, its order in X-Order, the total in
// X-Total-Count; every bad parameter a 400 naming it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestContext, type Reply, type TestContext } from '../testing/support.ts';

interface Notification {
  id: number;
  title: string;
  status: 'seen' | null;
}

describe('notifications as pages', () => {
  let context: TestContext;
  /** Ids by title; 'N01' is the oldest, 'N25' the newest. */
  const ids = new Map<string, number>();

  before(async () => {
    context = await startTestContext();
    for (const username of ['controller', 'requester']) {
      await context.as(username).post('/users/checkandcreate', { username, roles: [] });
    }
    for (let i = 1; i <= 25; i += 1) {
      const title = `N${String(i).padStart(2, '0')}`;
      // Odd ones mention an invoice, every fifth is seen; the wildcard titles test escaping.
      const message = i % 2 === 1 ? `Invoice ${i} booked` : `Order ${i} approved`;
      const [row] = await context.api.query<{ id: number }>(
        `insert into notifications (user_id, title, message, created, status)
         select id, $1, $2, $3::timestamptz, $4::text from users where username = 'controller' returning id`,
        [
          title,
          message,
          `2026-01-01T00:00:${String(i).padStart(2, '0')}Z`,
          i % 5 === 0 ? 'seen' : null,
        ],
      );
      ids.set(title, row!.id);
    }
    await context.api.query(
      `insert into notifications (user_id, title, message)
       select id, '100% done_', 'literal wildcards' from users where username = 'controller'`,
    );
    await context.api.query(
      `insert into notifications (user_id, title, message)
       select id, 'Invoice for someone else', 'Invoice' from users where username = 'requester'`,
    );
  });
  after(() => context.close());

  const page = (query: string) =>
    context
      .as('controller')
      .get<Record<string, Notification>>(`/notifications/controller?${query}`);
  const order = (reply: Reply) => (reply.headers.get('x-order') ?? '').split(',').filter(Boolean);
  const titles = (reply: Reply<Record<string, Notification>>) =>
    order(reply).map((id) => reply.body[id]!.title);

  it('answers a page newest first by default, the total and the order in headers', async () => {
    const reply = await page('offset=0&limit=10');
    assert.equal(reply.status, 200);
    assert.equal(reply.headers.get('x-total-count'), '26');
    // The wildcard row was written last ('now'), then N25 … N17.
    assert.deepEqual(titles(reply), [
      '100% done_',
      'N25',
      'N24',
      'N23',
      'N22',
      'N21',
      'N20',
      'N19',
      'N18',
      'N17',
    ]);
    assert.equal(Object.keys(reply.body).length, 10);
  });

  it('pages on with offset, without overlap, to a short last page and past the end', async () => {
    const second = await page('offset=10&limit=10');
    assert.deepEqual(titles(second), [
      'N16',
      'N15',
      'N14',
      'N13',
      'N12',
      'N11',
      'N10',
      'N09',
      'N08',
      'N07',
    ]);
    const last = await page('offset=20&limit=10');
    assert.deepEqual(titles(last), ['N06', 'N05', 'N04', 'N03', 'N02', 'N01']);
    const beyond = await page('offset=30&limit=10');
    assert.deepEqual(beyond.body, {});
    assert.equal(beyond.headers.get('x-order'), '');
    assert.equal(beyond.headers.get('x-total-count'), '26');
  });

  it('sorts by a whitelisted field either way', async () => {
    const ascending = await page('sort=title&limit=3');
    assert.deepEqual(titles(ascending), ['100% done_', 'N01', 'N02']);
    const descending = await page('sort=-title&limit=3');
    assert.deepEqual(titles(descending), ['N25', 'N24', 'N23']);
    const unreadFirst = await page('sort=status&limit=30');
    const statuses = order(unreadFirst).map((id) => unreadFirst.body[id]!.status);
    assert.deepEqual(statuses, [...Array(21).fill(null), ...Array(5).fill('seen')]);
  });

  it('searches title and message in any letter case, wildcards taken literally', async () => {
    const invoices = await page('search=INVOICE&limit=100');
    assert.equal(invoices.headers.get('x-total-count'), '13');
    assert.ok(titles(invoices).every((title) => Number(title.slice(1)) % 2 === 1));
    const literal = await page(`search=${encodeURIComponent('0% done_')}`);
    assert.deepEqual(titles(literal), ['100% done_']);
    const underscore = await page(`search=${encodeURIComponent('N_1')}`);
    assert.deepEqual(titles(underscore), []);
  });

  it('filters by status, and limit=0 answers only the count', async () => {
    const unread = await page('status=unread&limit=0');
    assert.deepEqual(unread.body, {});
    assert.equal(unread.headers.get('x-total-count'), '21');
    const seen = await page('status=seen&sort=created');
    assert.deepEqual(titles(seen), ['N05', 'N10', 'N15', 'N20', 'N25']);
  });

  it('keeps the whole keyed list without paging parameters, with the filter applied', async () => {
    const reply = await context
      .as('controller')
      .get<Record<string, Notification>>('/notifications/controller?status=seen');
    assert.equal(Object.keys(reply.body).length, 5);
    assert.equal(reply.headers.get('x-order'), null);
  });

  it('refuses every bad parameter with a 400 naming it', async () => {
    const cases: Array<[string, string]> = [
      ['limit=101', 'limit'],
      ['limit=-1', 'limit'],
      ['limit=ten', 'limit'],
      ['offset=1.5', 'offset'],
      ['offset=1&offset=2', 'offset'],
      [`search=${'x'.repeat(41)}`, 'search'],
      ['search=a&search=b', 'search'],
      ['sort=message', 'sort'],
      ['sort=--created', 'sort'],
      ['status=new', 'status'],
      ['colour=red', 'colour'],
      ['search=%20%20', 'search'],
      ['search=a%00b', 'search'],
    ];
    for (const [query, field] of cases) {
      const reply = await page(query);
      assert.equal(reply.status, 400, query);
      assert.equal((reply.body as unknown as { field: string }).field, field, query);
    }
    const forty = await page(`search=${'x'.repeat(40)}`);
    assert.equal(forty.status, 200);
  });

  it("refuses another user's list whatever the parameters", async () => {
    const reply = await context.as('controller').get('/notifications/requester?limit=1');
    assert.equal(reply.status, 403);
  });
});
