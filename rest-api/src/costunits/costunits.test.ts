// The cost-units calls (CONTRACT.md 'Cost units') on the hand-computed fixture (today 2026-06-15,
// hierarchy/hand-computed-fixture.ts): rules and texts of spec §5/§8, roles of §6, the 100 % rule
// under concurrency, and the figures a percentage carries, computed by hand below.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { COST_UNIT_MESSAGES, COST_UNIT_TEXTS, TEXTS } from '@cost-steering/schema';
import { FIXTURE, TODAY } from '../testing/hand-computed-fixture.ts';
import {
  activityLines,
  startTestContext,
  type Json,
  type Reply,
  type TestContext,
} from '../testing/support.ts';

describe('cost units', () => {
  let context: TestContext;
  before(async () => {
    context = await startTestContext({ today: () => TODAY });
    for (const statement of FIXTURE) await context.api.query(statement);
  });
  after(() => context.close());

  const as = (user = 'controller') => context.as(user);
  let serial = 0;
  /** A new cost unit (name unique per call) managed by the controller; its id. */
  async function newUnit(name = `Unit ${++serial}`) {
    const reply = await as().post<Json>('/costunits', {
      name,
      manager: 'controller',
      statusdate: '2026-06-15',
    });
    assert.equal(reply.status, 201, reply.text);
    return reply.body.id as number;
  }
  const allocate = (unit: number, product: number, percentage: unknown, user = 'controller') =>
    as(user).post<Json>(`/costunits/${unit}/products`, { product, percentage });
  const problem = (reply: Reply<Json>) => [reply.status, reply.body.field, reply.body.message];

  describe('creating', () => {
    it('creates Proposed with the name trimmed and % and # stripped', async () => {
      const reply = await as().post<Json>('/costunits', {
        name: '  #Shared% Services ',
        manager: 'pfm',
        statusdate: '2026-06-15',
      });
      assert.equal(reply.status, 201, reply.text);
      assert.equal(reply.body.name, 'Shared Services');
      assert.equal(reply.body.status, 'Proposed');
      assert.equal(reply.body.manager, 'pfm');
      assert.equal(reply.body.statusdate, '2026-06-15');
      assert.deepEqual(reply.body.products, {});
      assert.deepEqual(
        [reply.body.budget, reply.body.forecast, reply.body.actuals],
        ['0.00', '0.00', '0.00'],
      );
      const log = await activityLines(context);
      assert.deepEqual(log.at(-1)!.slice(1, 5), [
        'controller',
        'CREATE',
        'costunit',
        String(reply.body.id),
      ]);
      const [note] = await context.api.query<Json>(
        `select n.title from notifications n join users u on u.id = n.user_id
          where u.username = 'pfm' order by n.id desc limit 1`,
      );
      assert.equal(note!.title, 'Cost unit Shared Services');
    });

    it('refuses a name taken in any letter case with the spec text', async () => {
      for (const name of ['SHARED SERVICES', 'shared services', ' Shared #Services ']) {
        const reply = await as().post<Json>('/costunits', {
          name,
          manager: 'controller',
          statusdate: '2026-06-20',
        });
        assert.deepEqual(problem(reply), [409, 'name', COST_UNIT_TEXTS.duplicateServer], name);
        assert.equal(reply.body.code, 'DUPLICATE_NAME');
      }
    });

    it('needs a name, a known manager and a start date not before today', async () => {
      const cases: Array<[Json, string, string]> = [
        [
          { name: ' %# ', manager: 'controller', statusdate: '2026-06-15' },
          'name',
          COST_UNIT_MESSAGES.nameRequired,
        ],
        [
          { name: 'x'.repeat(33), manager: 'controller', statusdate: '2026-06-15' },
          'name',
          COST_UNIT_MESSAGES.nameTooLong,
        ],
        [
          { name: 'No manager', statusdate: '2026-06-15' },
          'manager',
          COST_UNIT_MESSAGES.managerRequired,
        ],
        [
          { name: 'Ghost', manager: 'nobody', statusdate: '2026-06-15' },
          'manager',
          'Manager must be a known user',
        ],
        [
          { name: 'Past', manager: 'controller', statusdate: '2026-06-14' },
          'statusdate',
          COST_UNIT_MESSAGES.startDateMin,
        ],
        [
          { name: 'Bad', manager: 'controller', statusdate: '2026-02-30' },
          'statusdate',
          COST_UNIT_MESSAGES.startDateInvalid,
        ],
        [
          { name: 'Far', manager: 'controller', statusdate: '2100-01-01' },
          'statusdate',
          'Start date must be in the years 2000 to 2099',
        ],
        [
          { name: 'None', manager: 'controller' },
          'statusdate',
          COST_UNIT_MESSAGES.startDateRequired,
        ],
        [
          { name: 'Active', manager: 'controller', statusdate: '2026-06-15', status: 'Active' },
          'status',
          'A cost unit is created with status Proposed',
        ],
        [{ name: 7, manager: 'controller', statusdate: '2026-06-15' }, 'name', 'name must be text'],
      ];
      for (const [body, field, message] of cases) {
        const reply = await as().post<Json>('/costunits', body);
        assert.deepEqual(problem(reply), [400, field, message], JSON.stringify(body));
      }
    });
  });

  describe('roles', () => {
    it('answers 403 with the spec text to users without edit-cost-unit', async () => {
      const unit = await newUnit();
      for (const user of ['viewer', 'requester', 'pfm', 'approver']) {
        const writes = [
          as(user).post<Json>('/costunits', {
            name: `By ${user}`,
            manager: user,
            statusdate: '2026-06-15',
          }),
          as(user).put<Json>(`/costunits/${unit}`, { status: 'Active' }),
          allocate(unit, 301, 10, user),
          as(user).put<Json>(`/costunits/${unit}/product/301/percentage`, { percentage: 5 }),
          as(user).delete<Json>(`/costunits/${unit}/product/301`),
          as(user).get<Json>('/costunits'),
          as(user).get<Json>('/costunitfilters'),
          as(user).get<Json>(`/products/301/costunits/${unit}/percentageremaining`),
        ];
        for (const reply of await Promise.all(writes)) {
          assert.deepEqual([reply.status, reply.body.message], [403, TEXTS.forbiddenServer], user);
        }
      }
    });

    it('shows a product allocation to the allocation-view roles only', async () => {
      for (const [user, status] of [
        ['pfm', 200], // view-product-hierarchy
        ['requester', 200], // view-product-hierarchy
        ['controller', 200], // edit-product-hierarchy, view-all-product
        ['viewer', 403],
        ['approver', 403],
      ] as const) {
        const reply = await as(user).get<Json>('/products/302/costunits');
        assert.equal(reply.status, status, user);
      }
    });
  });

  describe('percentages', () => {
    it('takes whole percentages 1–100 and stores them as fractions', async () => {
      const unit = await newUnit('Quarter');
      for (const [percentage, message] of [
        [0, COST_UNIT_MESSAGES.percentageRange],
        [101, COST_UNIT_MESSAGES.percentageRange],
        [2.5, COST_UNIT_MESSAGES.percentageInteger],
        ['2.5', COST_UNIT_MESSAGES.percentageInteger],
        ['', COST_UNIT_MESSAGES.percentageRequired],
      ] as const) {
        const reply = await allocate(unit, 302, percentage);
        assert.deepEqual(problem(reply), [400, 'percentage', message], String(percentage));
      }
      const added = await allocate(unit, 302, '25');
      assert.equal(added.status, 201, added.text);
      assert.equal(added.body.product.percentage, '0.2500');
      assert.equal(added.body.product.name, 'Fixture Two');
      const twice = await allocate(unit, 302, 5);
      assert.deepEqual(problem(twice), [409, 'product', COST_UNIT_TEXTS.alreadyAllocatedServer]);
      const unknown = await allocate(unit, 999, 5);
      assert.deepEqual(problem(unknown), [400, 'product', 'Product must be a known product']);
    });

    it('never lets a product exceed 100 %: remaining, change and remove', async () => {
      const one = await newUnit();
      const two = await newUnit();
      assert.equal((await allocate(one, 303, 70)).status, 201);
      const remaining = await as().get<Json>(`/products/303/costunits/${two}/percentageremaining`);
      assert.deepEqual(remaining.body, { remainingpercentage: '0.3000' });
      const own = await as().get<Json>(`/products/303/costunits/${one}/percentageremaining`);
      assert.deepEqual(own.body, { remainingpercentage: '1.0000' });
      const over = await allocate(two, 303, 31);
      assert.deepEqual(problem(over), [409, 'percentage', COST_UNIT_TEXTS.overAllocatedServer(30)]);
      assert.equal((await allocate(two, 303, 30)).status, 201);
      const raise = await as().put<Json>(`/costunits/${one}/product/303/percentage`, {
        percentage: 71,
      });
      assert.deepEqual(problem(raise), [
        409,
        'percentage',
        COST_UNIT_TEXTS.overAllocatedServer(70),
      ]);
      const lower = await as().put<Json>(`/costunits/${one}/product/303/percentage`, {
        percentage: 40,
      });
      assert.equal(lower.status, 200, lower.text);
      assert.equal(lower.body.product.percentage, '0.4000');
      const view = await as('pfm').get<Json>('/products/303/costunits');
      assert.deepEqual(view.body.totalPercentageSum, '0.7000');
      assert.deepEqual(
        view.body.costUnits.map((u: Json) => u.percentage),
        ['0.4000', '0.3000'],
      );
      const removed = await as().delete(`/costunits/${two}/product/303`);
      assert.equal(removed.status, 204);
      const again = await as().delete<Json>(`/costunits/${two}/product/303`);
      assert.equal(again.status, 404);
      const after = await as('pfm').get<Json>('/products/303/costunits');
      assert.equal(after.body.totalPercentageSum, '0.4000');
      assert.equal((await as().delete(`/costunits/${one}/product/303`)).status, 204);
    });

    it('lets exactly 5 of 20 concurrent 10 % allocations through when 50 % remain', async () => {
      const holder = await newUnit('Race holder');
      assert.equal((await allocate(holder, 303, 50)).status, 201);
      const units: number[] = [];
      for (let i = 0; i < 20; i++) units.push(await newUnit(`Racer ${i}`));
      const replies = await Promise.all(units.map((unit) => allocate(unit, 303, 10)));
      const statuses = replies.map((reply) => reply.status);
      assert.equal(statuses.filter((status) => status === 201).length, 5, statuses.join());
      for (const reply of replies.filter((r) => r.status !== 201)) {
        assert.deepEqual(problem(reply), [
          409,
          'percentage',
          COST_UNIT_TEXTS.overAllocatedServer(0),
        ]);
      }
      const [row] = await context.api.query<Json>(
        `select sum(percentage)::text as sum from cost_unit_products where product_id = 303`,
      );
      assert.equal(row!.sum, '1.0000');
      await context.api.query(`delete from cost_unit_products where product_id = 303`);
    });
  });

  describe('figures', () => {
    let a: number;
    let b: number;
    before(async () => {
      a = await newUnit('Figures A');
      b = await newUnit('Figures B');
      assert.equal((await allocate(a, 301, 33)).status, 201);
      assert.equal((await allocate(a, 302, 50)).status, 201);
      assert.equal((await allocate(b, 301, 67)).status, 201);
    });

    it('carries each cost-code cell × percentage, truncated to the cent', async () => {
      // Product 301 in 2026 (hand-computed-fixture.ts): budget ci 1000, em 500; forecast ci
      // 1840.00, cm 1000.00, ei 900.00, ee 368.00; actuals ci 500, cm 200, ei 231.48, ee 100.
      // Product 302: budget ce 200, ei 1000.00; forecast ce 1200.00, em 50.41; actuals ce 100.
      // A = 33 % of 301 + 50 % of 302:
      //   budget   330 + 165 + 100 + 500                         = 1095.00
      //   forecast 607.20 + 330 + 297 + 121.44 + 600 + 25.20      = 1980.84 (25.205 → 25.20)
      //   actuals  165 + 66 + 76.38 + 33 + 50                     =  390.38 (76.3884 → 76.38)
      const unit = (await as().get<Json>(`/costunits/${a}`)).body;
      assert.deepEqual(
        [unit.budget, unit.forecast, unit.actuals],
        ['1095.00', '1980.84', '390.38'],
      );
      const one = unit.products['301'];
      assert.deepEqual(
        [one.percentage, one.totalbudget, one.totalforecast, one.totalactuals],
        ['0.3300', '1500.00', '4108.00', '1031.48'],
      );
      assert.deepEqual([one.budget, one.forecast, one.actuals], ['495.00', '1355.64', '340.38']);
      // 301: 33 % + 67 %, wholly allocated; 302: 50 % here and 25 % in the percentages test.
      assert.equal(one.unallocated_percentage, '0.0000');
      assert.equal(unit.products['302'].product_percentage, '0.7500');
      assert.equal(unit.products['302'].unallocated_percentage, '0.2500');
    });

    it('never carries more over all cost units than the product has', async () => {
      // B = 67 % of 301: actuals ei 231.48 × 0.67 = 155.0916 → 155.09; with A's 76.38 that is
      // 231.47, a cent below the product (rounding half up would give 231.49, above it).
      const showA = (await as().get<Json>(`/costunits/${a}/showback`)).body;
      const showB = (await as().get<Json>(`/costunits/${b}/showback`)).body;
      const ofA = showA.products.find((p: Json) => p.id === 301);
      const ofB = showB.products.find((p: Json) => p.id === 301);
      assert.equal(ofA.allocated.actuals.ei, '76.38');
      assert.equal(ofB.allocated.actuals.ei, '155.09');
      assert.equal(ofB.product.actuals.ei, '231.48');
      assert.deepEqual(showB.figures.budget, {
        ci: '670.00',
        cm: '0.00',
        ce: '0.00',
        ei: '0.00',
        em: '335.00',
        ee: '0.00',
        undef: '0.00',
        total: '1005.00',
      });
      // The split adds up to the totals of the list.
      assert.equal(showA.figures.forecast.total, '1980.84');
      assert.equal(showA.figures.forecast.ci, '607.20');
    });

    it('exports the showback as CSV with formula-like text made inert', async () => {
      await context.api.query(`update products set name = '=HYPERLINK(1)' where id = 302`);
      const csv = await as().get(`/costunits/${a}/showback.csv`);
      await context.api.query(`update products set name = 'Fixture Two' where id = 302`);
      assert.equal(csv.status, 200);
      assert.match(csv.headers.get('content-type') ?? '', /text\/csv/);
      const lines = csv.text.trim().split('\n');
      assert.equal(lines.length, 4);
      assert.match(lines[0]!, /^Cost Unit,Product,Percentage,/);
      assert.match(lines[0]!, /,Budget Capital Infrastructure \(EUR\),/);
      assert.match(lines[0]!, /,Actuals Total \(EUR\)$/);
      assert.match(lines[1]!, /^Figures A,'=HYPERLINK\(1\),50 %,75 %,25 %,/);
      assert.match(lines[3]!, /^Figures A,Total,,,,/);
      assert.match(lines[3]!, /,1095\.00,/);
    });
  });

  describe('managing and listing', () => {
    it('changes status, refuses Global and notifies the manager', async () => {
      const unit = await newUnit('Managed');
      const active = await as().put<Json>(`/costunits/${unit}`, {
        status: 'Active',
        manager: 'pfm',
      });
      assert.equal(active.status, 200, active.text);
      assert.deepEqual([active.body.status, active.body.manager], ['Active', 'pfm']);
      const global = await as().put<Json>(`/costunits/${unit}`, { status: 'Global' });
      assert.deepEqual(problem(global), [400, 'status', COST_UNIT_MESSAGES.statusGlobal]);
      const renamed = await as().put<Json>(`/costunits/${unit}`, { name: 'figures a' });
      assert.deepEqual(problem(renamed), [409, 'name', COST_UNIT_TEXTS.duplicateServer]);
      const [note] = await context.api.query<Json>(
        `select n.message from notifications n join users u on u.id = n.user_id
          where u.username = 'pfm' order by n.id desc limit 1`,
      );
      assert.match(note!.message, /status Active/);
    });

    it('lists keyed by name, filters and pages', async () => {
      const all = await as().get<Json>('/costunits?name=FIGURES%20A');
      assert.deepEqual(
        Object.values(all.body).map((u: Json) => u.name),
        ['Figures A'],
      );
      const page = await as().get<Json>('/costunits?limit=2&search=racer&sort=-name');
      assert.equal(page.headers.get('x-total-count'), '20');
      assert.equal(page.headers.get('x-order')!.split(',').length, 2);
      const byProduct = await as().get<Json>('/costunits?product=302');
      assert.deepEqual(
        Object.values(byProduct.body)
          .map((u: Json) => u.name)
          .sort(),
        ['Figures A', 'Quarter'],
      );
      const filters = await as().get<Json>('/costunitfilters');
      assert.deepEqual(
        filters.body.filters.map((f: Json) => f.key),
        ['costunit', 'status', 'manager', 'product'],
      );
    });
  });
});
