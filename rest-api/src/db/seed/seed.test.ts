import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadRealm } from '@cost-steering/dev-idp/realm';
import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  INCONSISTENT_MONEY_SQL,
  startTestContext,
  type TestContext,
} from '../../testing/support.ts';
import { openDatabase, type AppDatabase } from '../database.ts';
import { migratedTemplate } from '../pglite-templates.ts';
import { demoCalendar } from './calendar.ts';
import { seedDemoOrganisation, seedOnFirstStart } from './index.ts';

interface Family {
  name: string;
  owner: string;
  budget: string;
  forecast: string;
  actuals: string;
}

describe('demo organisation', () => {
  let context: TestContext;
  const today = new Date('2026-05-20T12:00:00Z');
  before(async () => {
    context = await startTestContext({ seed: true, today: () => today });
  });
  after(() => context.close());

  it('has several families with real budget, forecast and actuals from the first screen', async () => {
    const { body } = await context.as('viewer').get<Record<string, Family>>('/productfamilies');
    const families = Object.values(body);
    assert.ok(families.length >= 4);
    assert.ok(families.some((family) => family.name.includes('Platform')));
    for (const family of families) {
      for (const figure of ['budget', 'forecast', 'actuals'] as const) {
        assert.ok(Number(family[figure]) > 0, `${family.name} ${figure} = ${family[figure]}`);
      }
    }
  });

  it('makes the product level rich: images, regions, planning, own orders, a platform', async () => {
    type Product = Record<string, string | number | null> & { name: string };
    const { body } = await context.as('viewer').get<Record<string, Product>>('/products');
    const products = Object.values(body);
    assert.ok(products.filter((p) => p.image !== null).length >= 5);
    assert.ok(products.every((p) => p.region !== null));
    assert.ok(products.filter((p) => Number(p.totalnextyearbudget) > 0).length >= 3);
    assert.ok(products.filter((p) => Number(p.lastyearbudget) > 0).length >= 3);
    const ownForecast = (p: Product) =>
      ['ci', 'cm', 'ce', 'ei', 'em', 'ee'].some((code) => p[`product_PR_f${code}`] !== '0.00');
    assert.ok(products.filter(ownForecast).length >= 3);
    assert.ok(products.filter((p) => Number(p.forecast) > 0).length >= 8);
    const platform = products.find((p) => p.name === 'Kubernetes Platform')!;
    assert.ok(Number(platform.platform_cost) > 0);
    assert.ok(Number(platform.total_consumers_forecast) > 0);
    const images = await context
      .as('viewer')
      .get<Record<string, { image_data: string }>>('/images');
    for (const image of Object.values(images.body)) {
      assert.match(image.image_data, /^data:image\/svg\+xml;base64,/);
      assert.match(Buffer.from(image.image_data.split(',')[1]!, 'base64').toString(), /^<svg /);
    }
  });

  it('belongs to the demo users of the realm', async () => {
    const realmUsers = loadRealm()
      .users.map((user) => user.username)
      .sort();
    const users = await context.api.query<{ username: string }>(
      'select username from users order by username',
    );
    assert.deepEqual(
      users.map((user) => user.username),
      realmUsers,
    );
    const owners = await context.api.query<{ username: string }>(
      `select distinct u.username from users u
       where u.id in (select owner_id from product_families union select owner_id from products
                      union select owner_id from projects union select owner_id from applications)`,
    );
    assert.ok(owners.length >= 4);
  });

  it('has a platform product in the platform family, with consumers', async () => {
    const [platform] = await context.api.query<{ family: string; consumers: number }>(
      `select f.name as family, (select count(*) from platform_consumers c
                                 where c.platform_product_id = p.id)::int as consumers
       from products p join product_families f on f.id = p.product_family_id
       where p.platform_cost is not null`,
    );
    assert.match(platform!.family, /Platform/);
    assert.ok(platform!.consumers > 0);
  });

  it('has approved orders reaching into next year, and invoices of this year and last year', async () => {
    const [facts] = await context.api.query<Record<string, number>>(
      `select
         (select count(*) from purchase_orders where extract(year from deliverydate) = 2027)::int
           as orders_into_next_year,
         (select count(*) from invoices where extract(year from booked_on) = 2026)::int as this_year,
         (select count(*) from invoices where extract(year from booked_on) = 2025)::int as last_year,
         (select count(*) from purchase_requests where status = 'Proposed')::int as open_requests,
         (select count(*) from companies)::int as companies,
         (select count(*) from company_contacts)::int as contacts`,
    );
    for (const [fact, count] of Object.entries(facts!)) assert.ok(count > 0, fact);
  });

  it('has orders on the expiration list, delivered this month and last, with invoices', async () => {
    // Today 2026-05-20: deliveries from 1 April to 31 May.
    const { body } = await context
      .as('requester')
      .get<Record<string, { deliverydate: string; invoiced_amount: string }>>(
        '/purchaseorders?expiring=true',
      );
    const months = Object.values(body).map((order) => order.deliverydate.slice(0, 7));
    assert.ok(months.includes('2026-04') && months.includes('2026-05'), months.join(','));
    assert.ok(Object.values(body).filter((order) => Number(order.invoiced_amount) > 0).length >= 2);
    const invoices = await context.as('viewer').get<object>('/invoices?limit=0');
    assert.ok(Number(invoices.headers.get('x-total-count')) >= 10);
  });

  it('has invoices whose PDFs print č, ć, đ, ü and &: contact, supplier, resource', async () => {
    const rows = await context.api.query<{ id: number; contact: string; supplier: string }>(
      `select i.id, cc.name as contact, s.name as supplier
       from invoices i
       join purchase_requests pr on pr.id = i.purchase_request_id
       join company_contacts cc on cc.id = pr.company_contact_id
       join suppliers s on s.id = pr.supplier_id
       where cc.name = 'Marko Kovač' and s.name = 'Müller & Söhne Netzwerktechnik'`,
    );
    const consultant = await context.api.query<{ id: number }>(
      `select invoice_id as id from invoice_lines where resource_name = 'Đurđa Ćosić'`,
    );
    assert.ok(rows.length > 0 && consultant.length > 0);
    for (const [id, names] of [
      [rows[0]!.id, ['Marko Kovač', 'Müller & Söhne Netzwerktechnik']],
      [consultant[0]!.id, ['Đurđa Ćosić']],
    ] as const) {
      const token = await context.issuer.mintFor('viewer');
      const response = await fetch(`${context.api.url}/pdf/${id}/german`, {
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(response.status, 200);
      const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
      const { text } = await extractText(pdf, { mergePages: true });
      for (const name of names) assert.ok(text.replace(/\s+/g, ' ').includes(name), text);
    }
  });

  it('keeps its money consistent: orders are the sum of their items, invoices within them', async () => {
    const broken = await context.api.query(INCONSISTENT_MONEY_SQL);
    assert.deepEqual(broken, []);
  });

  it('has plans for next year in every state, demands and proposals, with comments', async () => {
    const rows = await context.api.query<{ kind: string; status: string }>(`
      select case when demanded_budget is null then 'proposal' else 'demand' end as kind, status
        from future_budgets f
       where year = (select max(year) from future_budgets)
       group by 1, 2 order by 1, 2`);
    assert.deepEqual(
      rows.map((row) => `${row.kind} ${row.status}`),
      [
        'demand approved',
        'demand declined',
        'demand proposed',
        'proposal approved',
        'proposal declined',
        'proposal proposed',
      ],
    );
    // Every state has a record with a thread (the approved proposals of the cards have none).
    const threads = await context.api.query<{ status: string }>(`
      select distinct status from future_budgets f
       where exists (select 1 from future_budget_comments c where c.future_budget_id = f.id)
       order by 1`);
    assert.deepEqual(
      threads.map((row) => row.status),
      ['approved', 'declined', 'proposed'],
    );
  });

  it('lists currencies with EUR at 1 and notifications for demo users', async () => {
    const rates = await context.as('viewer').get<Record<string, string>>('/currencies');
    assert.equal(rates.body.EUR, '1.00000000');
    for (const code of ['USD', 'CHF', 'GBP']) assert.ok(rates.body[code], code);
    const notifications = await context
      .as('pfm')
      .get<Record<string, { message: string }>>('/notifications/pfm');
    assert.ok(
      Object.values(notifications.body).some((n) =>
        n.message.includes('Please sign the purchase request'),
      ),
    );
  });
});

describe('seeding', () => {
  let database: AppDatabase;
  before(async () => {
    database = await openDatabase({ kind: 'pglite', loadDataDir: await migratedTemplate() });
  });
  after(() => database.close());

  const countOf = async (target: AppDatabase, table: 'users' | 'product_families') => {
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from ${sql.table(table)}`.execute(target.db);
    return Number(rows[0]!.n);
  };

  it('works whatever the day of the year, leap days included', async () => {
    for (const day of ['2026-01-01', '2028-02-29', '2026-12-31']) {
      await database.db
        .transaction()
        .execute(async (trx) => {
          await seedDemoOrganisation(trx, demoCalendar(new Date(`${day}T00:00:00Z`)));
          throw new Error('roll back');
        })
        .catch((error: Error) => assert.equal(error.message, 'roll back', day));
    }
    assert.equal(await countOf(database, 'users'), 0);
  });

  it('dates nothing after the moment it seeds (started at 00:30, before any 08:30 of today)', async () => {
    const early = '2026-05-20T00:30:00.000Z';
    await database.db
      .transaction()
      .execute(async (trx) => {
        await seedDemoOrganisation(trx, demoCalendar(new Date(early)));
        const { rows } = await sql<{ latest: string }>`select to_char(greatest(
            (select max(created) from notifications),
            (select max(created_at) from purchase_requests),
            (select max(created_at) from invoices),
            (select max(created_at) from future_budgets),
            (select max(created_at) from future_budget_comments)) at time zone 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as latest`.execute(trx);
        assert.ok(rows[0]!.latest <= early, `latest seeded event ${rows[0]!.latest}`);
        throw new Error('roll back');
      })
      .catch((error: Error) => assert.equal(error.message, 'roll back'));
  });

  it('seeds on the first start only, never twice', async () => {
    const now = new Date('2026-05-20T12:00:00Z');
    assert.equal(await seedOnFirstStart(database.db, { seed: true, today: now }), true);
    const families = await countOf(database, 'product_families');
    assert.ok(families >= 4);
    assert.equal(await seedOnFirstStart(database.db, { seed: true, today: now }), false);
    assert.equal(await countOf(database, 'product_families'), families);
  });

  it('leaves empty a database first started without the seed', async () => {
    const other = await openDatabase({ kind: 'pglite', loadDataDir: await migratedTemplate() });
    try {
      const now = new Date('2026-05-20T12:00:00Z');
      assert.equal(await seedOnFirstStart(other.db, { seed: false, today: now }), false);
      assert.equal(await seedOnFirstStart(other.db, { seed: true, today: now }), false);
      assert.equal(await countOf(other, 'users'), 0);
    } finally {
      await other.close();
    }
  });
});
