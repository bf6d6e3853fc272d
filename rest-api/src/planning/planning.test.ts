// Next-year planning through HTTP (CONTRACT.md 'Future financials'): who may demand, propose and
// decide, the limits of spec §5/§9, comments, and approved amounts as next year's budget.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TEXTS } from '@cost-steering/schema';
import {
  activityLines,
  assertPagesAgree,
  type Json,
  type TestContext,
} from '../testing/support.ts';
import {
  approve,
  create,
  demandBody,
  proposalBody,
  startPlanningContext,
} from '../testing/planning-fixture.ts';

const fieldsOf = (body: Json) => (body.errors as Json[]).map((e) => `${e.field}: ${e.message}`);

describe('future budgets: demands, proposals and decisions', () => {
  let context: TestContext;
  before(async () => {
    context = await startPlanningContext();
  });
  after(() => context.close());
  const countPlans = async () =>
    Number(
      (await context.api.query<{ n: string }>('select count(*) as n from future_budgets'))[0]!.n,
    );

  it("a demand by the product's owner is in review for next year, sent and owned by them", async () => {
    const demand = await create(context.as('pfm'), demandBody());
    assert.equal(demand.kind, 'demand');
    assert.equal(demand.status, 'proposed');
    assert.equal(demand.year, 2027);
    assert.equal(demand.entity_type, 'product');
    assert.equal(demand.entity_id, 301);
    assert.equal(demand.entity_name, 'Plan Product');
    assert.equal(demand.owner, 'pfm');
    assert.equal(demand.sender_id, 'pfm');
    assert.equal(demand.demand_title, 'More licences');
    assert.equal(demand.demand_id, 'D-1');
    assert.equal(demand.demanded_budget, '1500.00');
    assert.equal(demand.proposed_budget, null);
    assert.equal(demand.proposed_by, null);
    assert.deepEqual(demand.comments, {});
  });

  it("refuses a demand by anyone but the entity's owner with 403, writing nothing", async () => {
    const before = await countPlans();
    for (const [username, body] of [
      ['requester', demandBody()],
      ['controller', demandBody()],
      ['pfm', demandBody({ entity_type: 'project', product_id: undefined, project_id: 401 })],
    ] as const) {
      const reply = await context.as(username).post<Json>('/futurebudgets', body);
      assert.equal(reply.status, 403, `${username}: ${reply.text}`);
      assert.equal(reply.body.message, TEXTS.demandNotOwner);
    }
    assert.equal(await countPlans(), before);
  });

  it('a proposal needs a controller role (403 otherwise) and records its proposer', async () => {
    const refused = await context.as('pfm').post<Json>('/futurebudgets', proposalBody());
    assert.equal(refused.status, 403);
    assert.equal(refused.body.message, TEXTS.proposeNotAllowed);
    const proposal = await create(context.as('controller'), proposalBody());
    assert.equal(proposal.kind, 'proposal');
    assert.equal(proposal.proposed_budget, '1000.00');
    assert.equal(proposal.proposed_by, 'controller');
    assert.equal(proposal.owner, 'pfm');
  });

  it('checks the limits of spec §9 and the required fields, naming each field', async () => {
    const cases: Array<[Json, string]> = [
      [
        demandBody({ demand_title: 'x'.repeat(33) }),
        'demand_title: Demand title can have at most 32 characters',
      ],
      [
        demandBody({ demand_id: 'D-0123456789X' }),
        'demand_id: Demand ID can have at most 12 characters',
      ],
      [
        demandBody({ description: 'x'.repeat(241) }),
        'description: Description can have at most 240 characters',
      ],
      [demandBody({ demanded_budget: '0.99' }), 'demanded_budget: Estimate must be at least 1'],
      [demandBody({ demand_title: undefined }), 'demand_title: Demand title is required'],
      [
        demandBody({ entity_type: undefined, product_id: undefined }),
        'entity_type: Entity type is required',
      ],
      [demandBody({ product_id: undefined }), 'product_id: Entity is required'],
      [
        proposalBody({ proposed_budget: '0' }),
        'proposed_budget: Proposed amount must be at least 1',
      ],
      // Money as every amount (the same rule and text as requests and invoices).
      [
        demandBody({ demanded_budget: '1.005' }),
        'demanded_budget: Estimate can have at most 12 digits and 2 decimals',
      ],
      [
        proposalBody({ proposed_budget: '1234567890123' }),
        'proposed_budget: Proposed amount can have at most 12 digits and 2 decimals',
      ],
      [
        proposalBody({ project_id: 401 }),
        'project_id: project_id does not belong to entity_type product',
      ],
    ];
    for (const [body, expected] of cases) {
      const reply = await context.as('pfm').post<Json>('/futurebudgets', body);
      assert.equal(reply.status, 400, `${expected}: ${reply.text}`);
      assert.ok(fieldsOf(reply.body).includes(expected), `${expected} in ${fieldsOf(reply.body)}`);
    }
    // Exactly at the limits: accepted.
    await create(
      context.as('pfm'),
      demandBody({
        demand_title: 'x'.repeat(32),
        demand_id: 'x'.repeat(12),
        description: 'x'.repeat(240),
        demanded_budget: '1',
      }),
    );
  });

  it('only the proposer decides a proposal; approve needs an amount ≥ 1, decline a reason', async () => {
    const proposal = await create(context.as('controller'), proposalBody());
    const path = `/futurebudgets/${proposal.id}`;
    const notProposer = await context
      .as('admin')
      .put<Json>(path, { status: 'approved', approved_budget: '900' });
    assert.equal(notProposer.status, 403);
    assert.equal(notProposer.body.message, TEXTS.decideNotProposer);
    const owner = await context
      .as('pfm')
      .put<Json>(path, { status: 'declined', description: 'no' });
    assert.equal(owner.status, 403);

    const controller = context.as('controller');
    const missing = await controller.put<Json>(path, { status: 'approved' });
    assert.equal(missing.status, 400);
    assert.deepEqual(fieldsOf(missing.body), ['approved_budget: Approved amount is required']);
    const zero = await controller.put<Json>(path, { status: 'approved', approved_budget: '0.50' });
    assert.deepEqual(fieldsOf(zero.body), ['approved_budget: Approved amount must be at least 1']);
    for (const amount of ['1000.555', '1234567890123']) {
      const notMoney = await controller.put<Json>(path, {
        status: 'approved',
        approved_budget: amount,
      });
      assert.equal(notMoney.status, 400, notMoney.text);
      assert.deepEqual(fieldsOf(notMoney.body), [
        'approved_budget: Approved amount can have at most 12 digits and 2 decimals',
      ]);
    }
    const noReason = await controller.put<Json>(path, { status: 'declined', description: '  ' });
    assert.deepEqual(fieldsOf(noReason.body), ['description: Decline reason is required']);
    const longReason = await controller.put<Json>(path, {
      status: 'declined',
      description: 'x'.repeat(241),
    });
    assert.deepEqual(fieldsOf(longReason.body), [
      'description: Decline reason can have at most 240 characters',
    ]);
    assert.equal((await controller.get<Json>(path)).body.status, 'proposed');

    const declined = await controller.put<Json>(path, {
      id: proposal.id,
      status: 'declined',
      sender_id: 'controller',
      description: 'Covered by the platform budget.',
    });
    assert.equal(declined.status, 200, declined.text);
    assert.equal(declined.body.status, 'declined');
    assert.equal(declined.body.approved_budget, null);
    const comments = Object.values(declined.body.comments as Json);
    assert.equal(comments.length, 1);
    assert.equal(comments[0].sender_id, 'controller');
    assert.equal(comments[0].message, 'Covered by the platform budget.');
    assert.equal(comments[0].future_budget_id, proposal.id);

    const again = await controller.put<Json>(path, { status: 'approved', approved_budget: '900' });
    assert.equal(again.status, 409);
    assert.equal(again.body.message, TEXTS.alreadyDecided);
    const notice = await context.api.query<{ title: string; message: string }>(
      `select title, message from notifications n join users u on u.id = n.user_id
        where u.username = 'pfm' and message like $1`,
      [`%#${proposal.id} %`],
    );
    assert.deepEqual(notice, [
      {
        title: 'Budget request declined',
        message: `The next-year budget request #${proposal.id} for 'Plan Product' was declined: Covered by the platform budget.`,
      },
    ]);
  });

  it("refuses a decision whose body id is not the path's, and a decision's field on the other (as PUT /projects/{id} does)", async () => {
    const proposal = await create(context.as('controller'), proposalBody());
    const other = await create(context.as('controller'), proposalBody());
    const path = `/futurebudgets/${proposal.id}`;
    const controller = context.as('controller');
    const wrongId = await controller.put<Json>(path, {
      id: other.id,
      status: 'approved',
      approved_budget: '900',
    });
    const projectWrongId = await context
      .as('controller')
      .put<Json>('/projects/1', { id: 2, name: 'Whatever' });
    assert.deepEqual(
      [wrongId.status, wrongId.body.code, wrongId.body.errors],
      [
        400,
        projectWrongId.body.code,
        [{ field: 'id', message: 'The id must be the id of the path' }],
      ],
    );
    assert.deepEqual(projectWrongId.body.errors, wrongId.body.errors);
    const declineWithAmount = await controller.put<Json>(path, {
      id: proposal.id,
      status: 'declined',
      description: 'Too much.',
      approved_budget: '900',
    });
    assert.equal(declineWithAmount.status, 400);
    assert.deepEqual(fieldsOf(declineWithAmount.body), [
      "approved_budget: Field 'approved_budget' does not apply to status 'declined'",
    ]);
    const approveWithReason = await controller.put<Json>(path, {
      status: 'approved',
      approved_budget: '900',
      description: 'Fine.',
    });
    assert.deepEqual(fieldsOf(approveWithReason.body), [
      "description: Field 'description' does not apply to status 'approved'",
    ]);
    const untouched = await controller.get<Json>(path);
    assert.deepEqual([untouched.body.status, untouched.body.comments], ['proposed', {}]);
    assert.equal(
      (await controller.get<Json>(`/futurebudgets/${other.id}`)).body.status,
      'proposed',
    );
  });

  const statusOf = async (id: number) =>
    (
      await context.api.query<{ status: string }>(
        'select status from future_budgets where id = $1',
        [id],
      )
    )[0]!.status;

  it('nobody decides a demand (spec §4: only the proposer, and it has none): 403, nothing written', async () => {
    const byOwner = await create(context.as('pfm'), demandBody({ demand_id: 'D-OWN' }));
    // controller holds the controller roles and owns product 302.
    const byController = await create(
      context.as('controller'),
      demandBody({ product_id: 302, demand_id: 'D-SELF' }),
    );
    for (const demand of [byOwner, byController]) {
      const path = `/futurebudgets/${demand.id}`;
      for (const username of ['pfm', 'controller', 'admin']) {
        for (const body of [
          { id: demand.id, status: 'approved', approved_budget: '1500' },
          { id: demand.id, status: 'declined', sender_id: username, description: 'Not this year.' },
        ]) {
          const refused = await context.as(username).put<Json>(path, body);
          assert.equal(refused.status, 403, `${username}: ${refused.text}`);
          assert.equal(refused.body.message, TEXTS.decideDemand);
        }
      }
      assert.equal(await statusOf(demand.id), 'proposed');
      assert.deepEqual((await context.as('viewer').get<Json>(path)).body.comments, {});
    }
  });

  it("the proposer's decision is stored, logged and told to the entity's owner", async () => {
    const proposal = await create(context.as('controller'), proposalBody());
    // Typed without cents: stored, told and logged as the amount it is.
    const decided = await approve(context.as('controller'), proposal.id, '1200');
    assert.equal(decided.status, 'approved');
    assert.equal(decided.approved_budget, '1200.00');
    const logged = (await activityLines(context)).filter(
      (l) => l[3] === 'futurebudget' && l[4] === String(proposal.id) && l[2] === 'UPDATE',
    );
    assert.deepEqual(
      logged.map((l) => l[5]),
      ['status=approved; approved_budget=1200.00'],
    );
    const notice = await context.api.query<{ message: string }>(
      `select message from notifications n join users u on u.id = n.user_id
        where u.username = 'pfm' and message like $1`,
      [`%#${proposal.id} %`],
    );
    assert.deepEqual(notice, [
      {
        message: `The next-year budget request #${proposal.id} for 'Plan Product' was approved: 1.200,00 EUR.`,
      },
    ]);
  });

  it('comments carry sender and time, oldest first, and are limited to 240 characters', async () => {
    const demand = await create(context.as('pfm'), demandBody({ demand_id: 'D-C' }));
    const first = await context.as('controller').post<Json>('/futurebudgetcomments', {
      sender_id: 'controller',
      future_budget_id: demand.id,
      message: 'Please add the licence estimate.',
    });
    assert.equal(first.status, 201, first.text);
    assert.equal(first.body.sender_id, 'controller');
    assert.match(first.body.time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    await context
      .as('pfm')
      .post('/futurebudgetcomments', { future_budget_id: demand.id, message: 'Added.' });
    const tooLong = await context.as('pfm').post<Json>('/futurebudgetcomments', {
      future_budget_id: demand.id,
      message: 'x'.repeat(241),
    });
    assert.deepEqual(fieldsOf(tooLong.body), ['message: Comment can have at most 240 characters']);
    const unknown = await context.as('pfm').post<Json>('/futurebudgetcomments', {
      future_budget_id: 999999,
      message: 'hello',
    });
    assert.equal(unknown.status, 400);
    const read = await context.as('viewer').get<Json>(`/futurebudgets/${demand.id}`);
    const thread = Object.values(read.body.comments as Json).map(
      (c) => `${c.sender_id}: ${c.message}`,
    );
    assert.deepEqual(thread, ['controller: Please add the licence estimate.', 'pfm: Added.']);
  });

  it('lists by status, the proposals and demands of a user, and pages that agree', async () => {
    const inReview = await context.as('viewer').get<Json>('/futurebudgets?status=proposed');
    const statuses = new Set(Object.values(inReview.body).map((plan) => (plan as Json).status));
    assert.deepEqual([...statuses], ['proposed']);
    const proposals = await context
      .as('viewer')
      .get<Json>('/futurebudgets/proposals?username=controller');
    assert.ok(Object.values(proposals.body).every((p) => (p as Json).proposed_by === 'controller'));
    assert.ok(Object.keys(proposals.body).length >= 2);
    const demands = await context.as('viewer').get<Json>('/futurebudgets/demands?username=pfm');
    assert.ok(
      Object.values(demands.body).every(
        (p) => (p as Json).kind === 'demand' && (p as Json).sender_id === 'pfm',
      ),
    );
    const search = await context.as('viewer').get<Json>('/futurebudgets?search=D-OWN&limit=10');
    assert.equal(search.headers.get('x-total-count'), '1');
    const lastYear = await context.as('viewer').get<Json>('/futurebudgets?year=2026');
    assert.deepEqual(lastYear.body, {});
    await assertPagesAgree(context.as('viewer'), '/futurebudgets', 'entity_name');
    await assertPagesAgree(context.as('viewer'), '/futurebudgets', '-created');
  });

  it('writes one activity-log line per create, decision and comment', async () => {
    const lines = (await activityLines(context)).filter(([, , , entity]) =>
      String(entity).startsWith('futurebudget'),
    );
    const actions = lines.map(([, user, action, entity]) => `${user} ${action} ${entity}`);
    assert.ok(actions.includes('pfm CREATE futurebudget'));
    assert.ok(actions.includes('controller UPDATE futurebudget'));
    assert.ok(actions.includes('controller CREATE futurebudgetcomment'));
    assert.ok(
      lines.some(
        ([, , , , , summary]) =>
          summary === 'status=declined; reason=Covered by the platform budget.',
      ),
    );
  });
});

describe('approved future budgets are next year’s budget', () => {
  let context: TestContext;
  before(async () => {
    context = await startPlanningContext();
  });
  after(() => context.close());

  it('product, project, application and family show them, summed up the hierarchy', async () => {
    const controller = context.as('controller');
    // By hand: product 301 = 1000.00 (own) + 250.50 (project 401) + 120.25 (app 501) = 1370.75;
    // family 201 = 1370.75 + 75.00 (product 302) + 300.00 (its own plan) = 1745.75.
    const onProduct = await create(controller, proposalBody({ proposed_budget: '1200' }));
    await approve(controller, onProduct.id, '1000.00');
    const onProject = await create(
      controller,
      proposalBody({ entity_type: 'project', product_id: undefined, project_id: 401 }),
    );
    await approve(controller, onProject.id, '250.50');
    // A demand stays in review (nobody decides it): no budget.
    await create(
      context.as('requester'),
      demandBody({ entity_type: 'project', product_id: undefined, project_id: 401 }),
    );
    const onApp = await create(
      controller,
      proposalBody({ entity_type: 'application', product_id: undefined, application_id: 501 }),
    );
    await approve(controller, onApp.id, '120.25');
    const onOther = await create(controller, proposalBody({ product_id: 302 }));
    await approve(controller, onOther.id, '75');
    const onFamily = await create(
      controller,
      proposalBody({ entity_type: 'productfamily', product_id: undefined, product_family_id: 201 }),
    );
    await approve(controller, onFamily.id, '300');
    // In review or declined: no budget.
    await create(controller, proposalBody({ proposed_budget: '99999' }));

    const product = (await controller.get<Json>('/products/301')).body;
    assert.equal(product.totalnextyearbudget, '1370.75');
    assert.equal(product.nextyear.budget, '1370.75');
    assert.equal(product.nextyear.year, 2027);
    const project = (await controller.get<Json>('/projects/401')).body;
    assert.equal(project.totalnextyearbudget, '250.50');
    const application = (await controller.get<Json>('/applications/501')).body;
    assert.equal(application.totalnextyearbudget, '120.25');
    const family = (await controller.get<Json>('/productfamilies/201')).body;
    assert.equal(family.totalnextyearbudget, '1745.75');

    const owner = await context.api.query<{ message: string }>(
      `select message from notifications n join users u on u.id = n.user_id
        where u.username = 'requester' and title = 'Budget request approved'`,
    );
    assert.deepEqual(owner, [
      {
        message: `The next-year budget request #${onProject.id} for 'Plan Project' was approved: 250,50 EUR.`,
      },
    ]);
  });

  it('the family figure agrees with a recomputation from its products and its own plans', async () => {
    const families = Object.values(
      (await context.as('viewer').get<Json>('/productfamilies')).body,
    ) as Json[];
    const products = Object.values(
      (await context.as('viewer').get<Json>('/products')).body,
    ) as Json[];
    const own = await context.api.query<{ id: number; amount: string }>(
      `select product_family_id as id, sum(approved_budget)::text as amount from future_budgets
        where status = 'approved' and year = 2027 and product_family_id is not null group by 1`,
    );
    for (const family of families) {
      const cents = products
        .filter((p) => p.productfamily === family.id)
        .reduce((sum, p) => sum + BigInt(String(p.totalnextyearbudget).replace('.', '')), 0n);
      const ownCents = BigInt(
        (own.find((o) => o.id === family.id)?.amount ?? '0.00').replace('.', ''),
      );
      const recomputed = cents + ownCents;
      assert.equal(
        family.totalnextyearbudget.replace('.', ''),
        String(recomputed).padStart(3, '0'),
      );
    }
  });

  it('the planning picture: per product last, current and next year, with the family’s own row', async () => {
    const { body } = await context.as('viewer').get<Json>('/futurebudgets/picture');
    assert.equal(body.year, 2026);
    const rows = (body.rows as Json[]).map(
      (r) =>
        `${r.productfamily_name}|${r.product_name}|${r.current_year_budget}|${r.next_year_proposed}|${r.next_year_demanded}|${r.next_year_approved}`,
    );
    // Proposed: 1200 + 1000 (project) + 1000 (app) + 99999 (in review) on 301; 1000 on 302;
    // 1000 on the family. Demanded: the project's demand in review, 1500.
    assert.deepEqual(rows, [
      'Plan Family|null|0.00|1000.00|0.00|300.00',
      'Plan Family|Other Product|0.00|1000.00|0.00|75.00',
      'Plan Family|Plan Product|12000.00|103199.00|1500.00|1370.75',
    ]);
  });

  it('the entity figures of the proposal form: last year actuals and this year forecast', async () => {
    const reply = await context
      .as('controller')
      .get<Json>('/futurebudgets/entityfigures?entity_type=product&entity_id=301');
    assert.equal(reply.status, 200, reply.text);
    assert.deepEqual(reply.body, {
      year: 2026,
      last_year_actuals: '0.00',
      current_year_forecast: '0.00',
    });
    // No figures for an entity that does not exist (zeros would pass for a real one's).
    for (const query of [
      'entity_type=product&entity_id=999999',
      'entity_type=project&entity_id=301',
    ]) {
      const missing = await context
        .as('controller')
        .get<Json>(`/futurebudgets/entityfigures?${query}`);
      assert.deepEqual([missing.status, missing.body.message], [404, 'Entity not found.'], query);
    }
  });
});

describe('concurrent decisions (PostgreSQL)', () => {
  let context: TestContext;
  before(async () => {
    context = await startPlanningContext();
  });
  after(() => context.close());

  it('two decisions on one proposal at once: exactly one wins, the other gets 409', async (t) => {
    if (context.api.database !== 'postgres') return t.skip('PGlite has a single connection');
    for (let round = 0; round < 5; round++) {
      const proposal = await create(context.as('controller'), proposalBody());
      const path = `/futurebudgets/${proposal.id}`;
      const replies = await Promise.all([
        context.as('controller').put<Json>(path, { status: 'approved', approved_budget: '500' }),
        context.as('controller').put<Json>(path, { status: 'declined', description: 'Too much.' }),
      ]);
      assert.deepEqual(replies.map((r) => r.status).sort(), [200, 409]);
      const [row] = await context.api.query<{ status: string; comments: string }>(
        `select status, (select count(*) from future_budget_comments c where c.future_budget_id = f.id)::text as comments
           from future_budgets f where id = $1`,
        [proposal.id],
      );
      const winner = replies.find((r) => r.status === 200)!.body;
      assert.equal(row!.status, winner.status);
      assert.equal(row!.comments, winner.status === 'declined' ? '1' : '0');
      const decisions = await context.api.query(
        `select 1 from activity_log where entity = 'futurebudget' and entity_id = $1 and action = 'UPDATE'`,
        [String(proposal.id)],
      );
      assert.equal(decisions.length, 1);
    }
  });
});
