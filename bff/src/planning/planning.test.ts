// Next-year planning through the bff against a real rest-api with the demo organisation: pages
// with their comments in one REST call, the writes and their user errors (the server's reasons
// for a refusal), the planning picture and its CSV download.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TEXTS } from '@cost-steering/schema';
import type { FutureBudget, FutureBudgetPage, PlanningPicture } from '../generated/graphql.ts';
import { startStack, type Stack } from '../testing/stack.ts';

const PLAN_FIELDS = `id kind status entityType entityId entityName owner year demandId demandTitle
  demandedBudget proposedBudget approvedBudget proposedBy sender description created
  comments { id time sender message }`;
const LIST = `query List($status: [FutureBudgetStatus!], $search: String) {
  futureBudgets(status: $status, search: $search, limit: 50, sort: { field: ENTITY_NAME, direction: ASC }) {
    items { ${PLAN_FIELDS} } totalCount
  }
}`;
const MINE = `{ myFutureBudgetProposals(limit: 50) { items { id proposedBy kind } totalCount }
  myFutureBudgetDemands(limit: 50) { items { id sender kind } totalCount } }`;
const CREATE = `mutation Create($input: CreateFutureBudgetInput!) {
  createFutureBudget(input: $input) { futureBudget { ${PLAN_FIELDS} } errors { field message code } }
}`;
const APPROVE = `mutation Approve($input: ApproveFutureBudgetInput!) {
  approveFutureBudget(input: $input) { futureBudget { id status approvedBudget } errors { field message code } }
}`;
const DECLINE = `mutation Decline($input: DeclineFutureBudgetInput!) {
  declineFutureBudget(input: $input) { futureBudget { id status comments { sender message } } errors { field message code } }
}`;
const COMMENT = `mutation Comment($input: AddFutureBudgetCommentInput!) {
  addFutureBudgetComment(input: $input) { futureBudget { id comments { sender message } } errors { field message code } }
}`;
const PICTURE = `{ planningPicture { year rows { productFamilyName productName currentYearBudget nextYearApproved growth }
  totals { currentYearBudget nextYearApproved nextYearProposed nextYearDemanded growth } } }`;

let stack: Stack;
before(async () => {
  stack = await startStack({ seed: true, countCalls: true });
});
after(() => stack.close());

async function query<T>(
  document: string,
  variables: Record<string, unknown> = {},
  user = 'viewer',
) {
  const response = await stack.as<T>(user, document, { variables });
  assert.equal(response.errors, undefined, JSON.stringify(response.errors));
  return response.data!;
}

const list = (variables: Record<string, unknown>) =>
  query<{ futureBudgets: FutureBudgetPage }>(LIST, variables).then((data) => data.futureBudgets);

describe('planning through the bff', () => {
  it('maps a page with the comment threads of every record from one REST call', async () => {
    stack.proxy!.reset();
    const inReview = await list({ status: ['PROPOSED', 'DECLINED'] });
    assert.deepEqual(
      stack.proxy!.calls.map((call) => call.path.split('?')[0]),
      ['/futurebudgets'],
    );
    assert.ok(inReview.items.every((plan) => plan.status !== 'APPROVED'));
    const suite = inReview.items.find((plan) => plan.entityName === 'Collaboration Suite')!;
    assert.equal(suite.kind, 'PROPOSAL');
    assert.equal(suite.status, 'PROPOSED');
    assert.equal(suite.entityType, 'PRODUCT');
    assert.equal(suite.owner, 'requester');
    assert.equal(suite.proposedBudget, '240000.00');
    assert.equal(suite.proposedBy, 'controller');
    assert.equal(suite.demandedBudget, null);
    assert.deepEqual(
      suite.comments.map((comment) => `${comment.sender}: ${comment.message}`),
      ['requester: Does this include the meeting room devices?', 'controller: Yes, 40 rooms.'],
    );
    const portal = inReview.items.find((plan) => plan.demandId === 'D-CRM-07')!;
    assert.deepEqual(
      [portal.kind, portal.status, portal.entityType, portal.demandTitle, portal.demandedBudget],
      ['DEMAND', 'DECLINED', 'PROJECT', 'Portal phase three', '90000.00'],
    );
    const approved = await list({ status: ['APPROVED'], search: 'D-DWH-03' });
    assert.equal(approved.totalCount, 1);
    assert.equal(approved.items[0]!.approvedBudget, '110000.00');
  });

  it('an empty status list is an empty page, without a REST call', async () => {
    stack.proxy!.reset();
    const none = await list({ status: [] });
    assert.deepEqual(none, { items: [], totalCount: 0 });
    assert.deepEqual(stack.proxy!.calls, []);
    // The page arguments are checked as for any page.
    const tooLong = await stack.as('viewer', LIST, {
      variables: { status: [], search: 'x'.repeat(41) },
    });
    assert.equal(tooLong.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
  });

  it("lists the signed-in user's own proposals and demands", async () => {
    const mine = await query<{
      myFutureBudgetProposals: { items: Array<{ proposedBy: string; kind: string }> };
      myFutureBudgetDemands: { items: Array<{ sender: string; kind: string }> };
    }>(MINE, {}, 'requester');
    assert.deepEqual(mine.myFutureBudgetProposals.items, []);
    assert.deepEqual(
      [...new Set(mine.myFutureBudgetDemands.items.map((d) => `${d.sender} ${d.kind}`))],
      ['requester DEMAND'],
    );
    assert.equal(mine.myFutureBudgetDemands.items.length, 2);
  });

  it("refuses a demand by a non-owner with the server's reason as a FORBIDDEN user error", async () => {
    const input = {
      kind: 'DEMAND',
      entityType: 'PRODUCT',
      entityId: await productId('Collaboration Suite'),
      amount: '5000',
      demandTitle: 'Headsets',
      demandId: 'D-HS-1',
    };
    const refused = await query<{ createFutureBudget: { errors: unknown[] } }>(
      CREATE,
      { input },
      'pfm',
    );
    assert.deepEqual(refused.createFutureBudget.errors, [
      { field: null, message: TEXTS.demandNotOwner, code: 'FORBIDDEN' },
    ]);
    const tooLong = await query<{ createFutureBudget: { errors: unknown[] } }>(
      CREATE,
      { input: { ...input, demandTitle: 'x'.repeat(33) } },
      'requester',
    );
    assert.deepEqual(tooLong.createFutureBudget.errors, [
      {
        field: 'demandTitle',
        message: 'Demand title can have at most 32 characters',
        code: 'VALIDATION',
      },
    ]);
    const created = await query<{ createFutureBudget: { futureBudget: FutureBudget } }>(
      CREATE,
      { input },
      'requester',
    );
    assert.equal(created.createFutureBudget.futureBudget.kind, 'DEMAND');
    assert.equal(created.createFutureBudget.futureBudget.sender, 'requester');
  });

  it("refuses a proposal carrying a demand's title or ID on those fields, without a REST call", async () => {
    const input = {
      kind: 'PROPOSAL',
      entityType: 'PRODUCT',
      entityId: await productId('HR Portal'),
      amount: '1000',
      demandTitle: 'Headsets',
      demandId: 'D-HS-2',
    };
    stack.proxy!.reset();
    const refused = await query<{ createFutureBudget: { futureBudget: null; errors: unknown[] } }>(
      CREATE,
      { input },
      'controller',
    );
    assert.deepEqual(refused.createFutureBudget, {
      futureBudget: null,
      errors: [
        { field: 'demandTitle', message: 'A proposal has no demand title', code: 'VALIDATION' },
        { field: 'demandId', message: 'A proposal has no demand ID', code: 'VALIDATION' },
      ],
    });
    assert.deepEqual(stack.proxy!.calls, []);
  });

  it('only the proposer decides; the decline reason becomes the last comment', async () => {
    const input = {
      kind: 'PROPOSAL',
      entityType: 'PRODUCT',
      entityId: await productId('HR Portal'),
      amount: '155000.50',
    };
    const { createFutureBudget } = await query<{
      createFutureBudget: { futureBudget: FutureBudget };
    }>(CREATE, { input }, 'controller');
    const id = createFutureBudget.futureBudget.id;
    const byAdmin = await query<{ approveFutureBudget: { errors: unknown[] } }>(
      APPROVE,
      { input: { id, approvedBudget: '150000' } },
      'admin',
    );
    assert.deepEqual(byAdmin.approveFutureBudget.errors, [
      { field: null, message: TEXTS.decideNotProposer, code: 'FORBIDDEN' },
    ]);
    const zero = await query<{ approveFutureBudget: { errors: unknown[] } }>(
      APPROVE,
      { input: { id, approvedBudget: '0' } },
      'controller',
    );
    assert.deepEqual(zero.approveFutureBudget.errors, [
      {
        field: 'approvedBudget',
        message: 'Approved amount must be at least 1',
        code: 'VALIDATION',
      },
    ]);
    const blank = await query<{ declineFutureBudget: { errors: unknown[] } }>(
      DECLINE,
      { input: { id, reason: ' ' } },
      'controller',
    );
    assert.deepEqual(blank.declineFutureBudget.errors, [
      { field: 'reason', message: 'Decline reason is required', code: 'VALIDATION' },
    ]);
    const commented = await query<{ addFutureBudgetComment: { futureBudget: FutureBudget } }>(
      COMMENT,
      { input: { futureBudgetId: id, message: 'Why the 50 cents?' } },
      'pfm',
    );
    assert.deepEqual(commented.addFutureBudgetComment.futureBudget.comments, [
      { sender: 'pfm', message: 'Why the 50 cents?' },
    ]);
    const declined = await query<{ declineFutureBudget: { futureBudget: FutureBudget } }>(
      DECLINE,
      { input: { id, reason: 'Rounding, please resubmit.' } },
      'controller',
    );
    assert.equal(declined.declineFutureBudget.futureBudget.status, 'DECLINED');
    assert.deepEqual(declined.declineFutureBudget.futureBudget.comments, [
      { sender: 'pfm', message: 'Why the 50 cents?' },
      { sender: 'controller', message: 'Rounding, please resubmit.' },
    ]);
    const again = await query<{ approveFutureBudget: { errors: unknown[] } }>(
      APPROVE,
      { input: { id, approvedBudget: '150000' } },
      'controller',
    );
    assert.deepEqual(again.approveFutureBudget.errors, [
      { field: null, message: TEXTS.alreadyDecided, code: 'CONFLICT' },
    ]);
  });

  it("gives an entity's figures for the proposal form; NOT_FOUND for one that does not exist", async () => {
    const FIGURES = `query F($id: ID!) { planningEntityFigures(entityType: PRODUCT, entityId: $id) {
      year lastYearActuals currentYearForecast } }`;
    const [product] = Object.values(
      (await (await stack.rest('viewer', 'GET', '/products')).json()) as Record<
        string,
        { id: number }
      >,
    );
    const found = await query<{ planningEntityFigures: { year: number } }>(FIGURES, {
      id: String(product!.id),
    });
    assert.equal(typeof found.planningEntityFigures.year, 'number');
    stack.proxy!.reset();
    for (const id of ['999999', 'abc']) {
      const missing = await stack.as(`viewer`, FIGURES, { variables: { id } });
      assert.deepEqual(
        [missing.errors?.[0]?.extensions?.code, missing.errors?.[0]?.message, missing.data],
        ['NOT_FOUND', 'Entity not found.', null],
        id,
      );
    }
    // The malformed id is refused without a call.
    assert.equal(stack.proxy!.calls.length, 1);
  });

  it('gives the planning picture with exact totals and growth', async () => {
    const { planningPicture } = await query<{ planningPicture: PlanningPicture }>(PICTURE);
    const cents = (value: string) => BigInt(value.replace('.', ''));
    const sum = (pick: (row: PlanningPicture['rows'][number]) => string) =>
      planningPicture.rows.reduce((total, row) => total + cents(pick(row)), 0n);
    assert.equal(
      cents(planningPicture.totals.nextYearApproved),
      sum((row) => row.nextYearApproved),
    );
    assert.equal(
      cents(planningPicture.totals.currentYearBudget),
      sum((row) => row.currentYearBudget),
    );
    const lakehouse = planningPicture.rows.find((row) => row.productName === 'Data Warehouse')!;
    // 230000 on the product + 110000 on its Lakehouse Migration project (the seed).
    assert.equal(lakehouse.nextYearApproved, '340000.00');
    assert.equal(
      cents(lakehouse.growth),
      cents(lakehouse.nextYearApproved) - cents(lakehouse.currentYearBudget),
    );
  });

  it("gives families, products and projects next year's budget from the approved plans", async () => {
    const data = await query<{
      productFamilies: Array<{ name: string; nextYearBudget: string }>;
      products: Array<{
        name: string;
        nextYear: { budget: string };
        projects: Array<{ name: string; nextYearBudget: string }>;
      }>;
    }>(`{ productFamilies { name nextYearBudget }
          products { name nextYear { budget } projects { name nextYearBudget } } }`);
    // The seed: 230000 on Data Warehouse + 110000 on its Lakehouse Migration project.
    const family = data.productFamilies.find((f) => f.name === 'Data & Analytics')!;
    assert.equal(family.nextYearBudget, '340000.00');
    const product = data.products.find((p) => p.name === 'Data Warehouse')!;
    assert.equal(product.nextYear.budget, '340000.00');
    const project = product.projects.find((p) => p.name === 'Lakehouse Migration')!;
    assert.equal(project.nextYearBudget, '110000.00');
  });

  it('downloads the picture as CSV with the bearer token, and refuses without one', async () => {
    const token = await stack.issuer.mintFor('viewer');
    const response = await fetch(`${stack.bffUrl}/files/planning-picture.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/csv/);
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    assert.equal(
      lines[0],
      'Product family,Product,Last year actuals (EUR),Current year budget (EUR),Current year forecast (EUR),Next year demanded (EUR),Next year proposed (EUR),Next year approved (EUR),Growth (EUR)',
    );
    assert.ok(lines.some((line) => line.startsWith('Data & Analytics,Data Warehouse,')));
    assert.ok(lines.at(-1)!.startsWith('Total,,'));
    const anonymous = await fetch(`${stack.bffUrl}/files/planning-picture.csv`);
    assert.equal(anonymous.status, 401);
  });
});

async function productId(name: string): Promise<string> {
  const { products } = await query<{ products: Array<{ id: string; name: string }> }>(
    '{ products { id name } }',
  );
  return products.find((product) => product.name === name)!.id;
}
