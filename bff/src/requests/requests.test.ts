// Purchase requests through the bff against a real rest-api with the demo organisation (today
// fixed): pages with one REST call whatever each row shows, mapping of the seeded requests, the
// whole way from Next to an order as mutations, and refusals as user errors with the spec's texts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  APPROVE_MESSAGES,
  LIST_ITEM_MESSAGES,
  REQUEST_MESSAGES,
  TEXTS,
} from '@cost-steering/schema';
import type { PurchaseRequest, PurchaseRequestPage } from '../generated/graphql.ts';
import { codes } from '../testing/graphql.ts';
import { REGISTER, demoConfigFile } from '../testing/fixtures.ts';
import { startStack, type Stack } from '../testing/stack.ts';

const TODAY = new Date('2026-03-10T09:00:00Z');
const ITEM = `id position name type costType entityType entityId resourceName quantity dailyRate
  amount currency amountEur amountCurrentYear remainingAmount productName projectName applicationName`;
const REQUEST = `id orderText startDate deliveryDate deliveryWarning orderAmount currency orderAmountEur
  amountCurrentYear amountNextYear openAmount completionRate owner ownerName companyId companyName
  contactId contactName supplierId supplierName sbuId sbuName accountingElement comments status
  message orderNumber supersedesId supersededById
  justification { status reviewedBy comment date }
  listItems { ${ITEM} }`;
const PAGE = `query Page($offset: Int!, $limit: Int!, $search: String, $sort: PurchaseRequestSort,
  $filter: PurchaseRequestFilter) {
  purchaseRequests(offset: $offset, limit: $limit, search: $search, sort: $sort, filter: $filter) {
    items { ${REQUEST} }
    totalCount
  }
}`;
const ARCHIVE = `query { archivedRequests(limit: 10, sort: { field: ORDER_TEXT, direction: ASC }) {
  items { orderText status message } totalCount } }`;
const PAYLOAD = `purchaseRequest { ${REQUEST} } errors { field message code }`;
const m = (name: string, input: string) =>
  `mutation M($input: ${input}!) { ${name}(input: $input) { ${PAYLOAD} } }`;
const CREATE = m('createPurchaseRequest', 'CreatePurchaseRequestInput');
const UPDATE = m('updatePurchaseRequest', 'UpdatePurchaseRequestInput');
const ADD_ITEM = `mutation M($input: AddRequestListItemInput!) { addRequestListItem(input: $input) {
  listItem { ${ITEM} } purchaseRequest { openAmount completionRate } errors { field message code } } }`;
const SEND = `mutation M($id: ID!) { sendPurchaseRequest(id: $id) { ${PAYLOAD} } }`;
const SIGN = m('signJustification', 'SignJustificationInput');
const APPROVE = m('approvePurchaseRequest', 'ApprovePurchaseRequestInput');
const DECLINE = m('declinePurchaseRequest', 'DeclinePurchaseRequestInput');
const IMPACT = `query I($id: ID!) { budgetImpact(requestId: $id) { requestId mode year
  entities { entityType entityId name budget committed pending thisRequest remaining exceeds status } } }`;

const PREVIEW = `query P($input: BudgetImpactPreviewInput!) { budgetImpactPreview(input: $input) {
  requestId mode entities { entityType entityId thisRequest } } }`;

type Payload = {
  purchaseRequest: PurchaseRequest | null;
  errors: Array<{ field: string | null; message: string; code: string }>;
};

let stack: Stack;
let refs: { contactId: string; supplierId: string; sbuId: string; projectId: string };

before(async () => {
  stack = await startStack({
    seed: true,
    today: () => TODAY,
    countCalls: true,
    configFile: await demoConfigFile(),
  });
  for (const user of ['requester', 'pfm', 'approver', 'viewer', 'admin'])
    await stack.as(user, REGISTER);
  const json = async (path: string) =>
    Object.values(
      (await (await stack.rest('requester', 'GET', path)).json()) as Record<
        string,
        { id: number; name?: string; company_contact_id?: number }
      >,
    );
  const [open] = await json('/purchaserequests');
  const [supplier] = await json('/suppliers');
  const [sbu] = await json('/sbu');
  const project = (await json('/projects')).find((p) => p.name === 'Customer Portal')!;
  refs = {
    contactId: String(open!.company_contact_id),
    supplierId: String(supplier!.id),
    sbuId: String(sbu!.id),
    projectId: String(project.id),
  };
});
after(() => stack.close());

async function run<T>(username: string, query: string, variables: Record<string, unknown>) {
  const response = await stack.as<T>(username, query, { variables });
  assert.equal(response.errors, undefined, JSON.stringify(response.errors));
  return response.data!;
}

/** A plain item on the project (Capital, Infrastructure) of `amount` EUR. */
const capitalItem = (requestId: string, amount: string) => ({
  requestId,
  entityType: 'PROJECT',
  entityId: refs.projectId,
  type: 'CAPITAL',
  costType: 'INFRASTRUCTURE',
  amount,
});

const validInput = (change: Record<string, unknown> = {}) => ({
  contactId: refs.contactId,
  startDate: '2026-03-10',
  deliveryDate: '2026-12-31',
  orderText: 'Graph storage',
  supplierId: refs.supplierId,
  sbuId: refs.sbuId,
  accountingElement: 'IT-HW-110',
  orderAmount: '1000.00',
  currency: 'EUR',
  ...change,
});

describe('purchase request lists', () => {
  it('pages the open requests with their items in one REST call, newest first', async () => {
    stack.proxy!.reset();
    const { purchaseRequests } = await run<{ purchaseRequests: PurchaseRequestPage }>(
      'viewer',
      PAGE,
      {
        offset: 0,
        limit: 10,
      },
    );
    assert.deepEqual(
      stack.proxy!.calls.map((call) => `${call.method} ${call.path.split('?')[0]}`),
      ['GET /purchaserequests'],
    );
    assert.equal(purchaseRequests.totalCount, 4);
    const ids = purchaseRequests.items.map((item) => Number(item.id));
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    );
    const training = purchaseRequests.items.find((item) => item.orderText === 'CRM training')!;
    assert.deepEqual(
      [training.currency, training.deliveryDate, training.status, training.justification],
      ['USD', null, 'PROPOSED', null],
    );
    assert.deepEqual(
      training.listItems.map((item) => [
        item.type,
        item.costType,
        item.entityType,
        item.applicationName,
      ]),
      [['UNDEFINED', null, 'APPLICATION', 'Sales CRM']],
    );
    const catalogue = purchaseRequests.items.find((i) => i.orderText === 'Data catalogue rollout')!;
    assert.deepEqual(
      [
        catalogue.justification?.status,
        catalogue.justification?.reviewedBy,
        catalogue.justification?.date,
      ],
      ['SIGNED', 'pfm', '2026-03-10'],
    );
    const timeAndMaterial = catalogue.listItems.find((item) => item.resourceName !== null)!;
    assert.deepEqual(
      [
        timeAndMaterial.quantity,
        timeAndMaterial.dailyRate,
        timeAndMaterial.amount,
        timeAndMaterial.position,
      ],
      ['12.000', '800.000', '9600.00', 2],
    );
    const signing = purchaseRequests.items.find((item) => item.orderText === 'Penetration test')!;
    assert.deepEqual(signing.justification, {
      status: 'PROPOSED',
      reviewedBy: null,
      comment: null,
      date: null,
    });
  });

  it('searches the description and keeps the REST order of a sorted page', async () => {
    const { purchaseRequests } = await run<{ purchaseRequests: PurchaseRequestPage }>(
      'viewer',
      PAGE,
      {
        offset: 0,
        limit: 10,
        search: 'E',
        sort: { field: 'ORDER_TEXT', direction: 'DESC' },
      },
    );
    assert.deepEqual(
      purchaseRequests.items.map((item) => item.orderText),
      ['Penetration test', 'Monitor upgrade', 'Data catalogue rollout'],
    );
  });

  it('lists the archive', async () => {
    const data = await run<{
      archivedRequests: {
        items: Array<{ orderText: string; status: string; message: string | null }>;
        totalCount: number;
      };
    }>('viewer', ARCHIVE, {});
    assert.deepEqual(data.archivedRequests.items, [
      { orderText: 'Conference tickets', status: 'WITHDRAWN', message: null },
      {
        orderText: 'Ergonomic chairs',
        status: 'DECLINED',
        message: 'Not an IT cost: please order through facilities.',
      },
    ]);
  });

  it('refuses a search over 40 characters before asking the REST API', async () => {
    const response = await stack.as('viewer', PAGE, {
      variables: { offset: 0, limit: 10, search: 'x'.repeat(41) },
    });
    assert.deepEqual(codes(response), ['BAD_USER_INPUT']);
  });

  it('refuses a company filter that cannot be an id before any call, naming the GraphQL field', async () => {
    const archive = `query A($filter: ArchiveFilter) {
      archivedRequests(limit: 10, filter: $filter) { totalCount } }`;
    for (const query of [PAGE, archive]) {
      stack.proxy!.reset();
      const response = await stack.as('viewer', query, {
        variables: { offset: 0, limit: 10, filter: { companyId: 'x' } },
      });
      assert.deepEqual(codes(response), ['BAD_USER_INPUT']);
      assert.equal(
        response.errors?.[0]?.message,
        'companyId must be an id: a positive whole number.',
      );
      assert.deepEqual(stack.proxy!.calls, []);
    }
    // An id that names no company matches nothing; a blank one is not chosen.
    const page = async (companyId: string) =>
      (
        await run<{ purchaseRequests: { totalCount: number } }>('viewer', PAGE, {
          offset: 0,
          limit: 10,
          filter: { companyId },
        })
      ).purchaseRequests.totalCount;
    const all = (
      await run<{ purchaseRequests: { totalCount: number } }>('viewer', PAGE, {
        offset: 0,
        limit: 10,
      })
    ).purchaseRequests.totalCount;
    assert.equal(await page('999999'), 0);
    assert.equal(await page(' '), all);
    assert.ok(all > 0);
  });

  it('answers null for a request that does not exist, without a call for a malformed id', async () => {
    stack.proxy!.reset();
    const data = await run<{ a: unknown; b: unknown }>(
      'viewer',
      'query { a: purchaseRequest(id: "999999") { id } b: purchaseRequest(id: "../archive") { id } }',
      {},
    );
    assert.deepEqual(data, { a: null, b: null });
    assert.equal(stack.proxy!.calls.length, 1);
  });
});

describe('drafts', () => {
  it("shows a DRAFT only to its owner: not in another user's list, null by id", async () => {
    const created = (
      await run<{ createPurchaseRequest: Payload }>('requester', CREATE, {
        input: validInput({ orderText: 'Owner only' }),
      })
    ).createPurchaseRequest.purchaseRequest!;
    const drafts = async (username: string) =>
      (
        await run<{ purchaseRequests: PurchaseRequestPage }>(username, PAGE, {
          offset: 0,
          limit: 100,
          filter: { statuses: ['DRAFT'] },
        })
      ).purchaseRequests.items.map((r) => r.id);
    const byId = async (username: string) =>
      (
        await run<{ purchaseRequest: { id: string } | null }>(
          username,
          'query Q($id: ID!) { purchaseRequest(id: $id) { id } }',
          { id: created.id },
        )
      ).purchaseRequest;
    assert.ok((await drafts('requester')).includes(created.id));
    assert.deepEqual(await byId('requester'), { id: created.id });
    for (const username of ['viewer', 'admin']) {
      assert.ok(!(await drafts(username)).includes(created.id), username);
      assert.equal(await byId(username), null, username);
    }
  });
});

describe("a Draft's info changed after Next (Edit → Save)", () => {
  it('changes the fields given, keeps the rest, and refuses an amount below the items and another currency', async () => {
    const created = (
      await run<{ createPurchaseRequest: Payload }>('requester', CREATE, {
        input: validInput({ orderText: 'Before Edit' }),
      })
    ).createPurchaseRequest.purchaseRequest!;
    await run('requester', ADD_ITEM, { input: capitalItem(created.id, '600.00') });

    const saved = (
      await run<{ updatePurchaseRequest: Payload }>('requester', UPDATE, {
        input: {
          id: created.id,
          orderText: 'After Edit',
          orderAmount: '800.00',
          deliveryDate: null,
        },
      })
    ).updatePurchaseRequest;
    assert.deepEqual(saved.errors, []);
    const after = saved.purchaseRequest!;
    assert.deepEqual(
      [after.orderText, after.orderAmount, after.openAmount, after.deliveryDate, after.currency],
      ['After Edit', '800.00', '200.00', null, 'EUR'],
    );
    assert.equal(after.accountingElement, 'IT-HW-110');

    const refused = (
      await run<{ updatePurchaseRequest: Payload }>('requester', UPDATE, {
        input: { id: created.id, orderAmount: '599.99' },
      })
    ).updatePurchaseRequest;
    assert.deepEqual(refused, {
      purchaseRequest: null,
      errors: [
        {
          field: 'orderAmount',
          message: "Order amount cannot be less than the list items' total of 600,00 EUR",
          code: 'VALIDATION',
        },
      ],
    });
    const otherCurrency = (
      await run<{ updatePurchaseRequest: Payload }>('requester', UPDATE, {
        input: { id: created.id, currency: 'USD' },
      })
    ).updatePurchaseRequest;
    assert.deepEqual(otherCurrency.errors, [
      {
        field: 'currency',
        message: 'The currency cannot change while the request has list items',
        code: 'VALIDATION',
      },
    ]);
  });
});

describe('purchase request mutations', () => {
  it('refuses invalid input with the spec texts on the GraphQL input fields', async () => {
    const data = await run<{ createPurchaseRequest: Payload }>('requester', CREATE, {
      input: validInput({ orderText: 'o'.repeat(51), orderAmount: '0', contactId: null }),
    });
    assert.equal(data.createPurchaseRequest.purchaseRequest, null);
    assert.deepEqual(
      data.createPurchaseRequest.errors.map((e) => [e.field, e.message, e.code]).sort(),
      [
        ['companyId', REQUEST_MESSAGES.companyRequired, 'VALIDATION'],
        ['contactId', REQUEST_MESSAGES.contactRequired, 'VALIDATION'],
        ['orderAmount', REQUEST_MESSAGES.orderAmountZero, 'VALIDATION'],
        ['orderText', REQUEST_MESSAGES.orderTextTooLong, 'VALIDATION'],
      ],
    );
  });

  it('refuses a decline message over 240 characters on the field message; the request stays open', async () => {
    const [open] = Object.values(
      (await (await stack.rest('approver', 'GET', '/purchaserequests')).json()) as Record<
        string,
        { id: number; status: string }
      >,
    );
    const data = await run<{ declinePurchaseRequest: Payload }>('approver', DECLINE, {
      input: { requestId: String(open!.id), message: 'x'.repeat(241) },
    });
    assert.deepEqual(data.declinePurchaseRequest, {
      purchaseRequest: null,
      errors: [
        {
          field: 'message',
          message: 'Message can have at most 240 characters',
          code: 'VALIDATION',
        },
      ],
    });
    const again = await stack.rest('approver', 'GET', `/purchaserequests/${open!.id}`);
    assert.equal(((await again.json()) as { status: string }).status, open!.status);
  });

  it('goes from Next to a purchase order: items, send, signature, approval', async () => {
    const created = (
      await run<{ createPurchaseRequest: Payload }>('requester', CREATE, { input: validInput() })
    ).createPurchaseRequest.purchaseRequest!;
    assert.deepEqual(
      [created.status, created.openAmount, created.listItems],
      ['DRAFT', '1000.00', []],
    );

    const over = await run<{ addRequestListItem: { errors: Payload['errors'] } }>(
      'requester',
      ADD_ITEM,
      {
        input: capitalItem(created.id, '1000.01'),
      },
    );
    assert.deepEqual(over.addRequestListItem.errors, [
      { field: 'amount', message: LIST_ITEM_MESSAGES.overOpenAmount, code: 'VALIDATION' },
    ]);
    const added = await run<{
      addRequestListItem: {
        listItem: Record<string, unknown>;
        purchaseRequest: Record<string, unknown>;
      };
    }>('requester', ADD_ITEM, {
      input: {
        requestId: created.id,
        entityType: 'PROJECT',
        entityId: refs.projectId,
        type: 'EXPENSE',
        costType: 'MAINTENANCE',
        resourceName: 'Senior engineer',
        quantity: '2.5',
        dailyRate: '400',
      },
    });
    assert.deepEqual(
      [
        added.addRequestListItem.listItem.amount,
        added.addRequestListItem.listItem.type,
        added.addRequestListItem.listItem.entityType,
      ],
      ['1000.00', 'EXPENSE', 'PROJECT'],
    );
    assert.deepEqual(added.addRequestListItem.purchaseRequest, {
      openAmount: '0.00',
      completionRate: '100.00',
    });

    const sent = (
      await run<{ sendPurchaseRequest: Payload }>('requester', SEND, { id: created.id })
    ).sendPurchaseRequest;
    assert.deepEqual(
      [sent.purchaseRequest?.status, sent.purchaseRequest?.justification?.status],
      ['PROPOSED', 'PROPOSED'],
    );

    const early = (
      await run<{ approvePurchaseRequest: Payload }>('approver', APPROVE, {
        input: { requestId: created.id, orderNumber: 'PO-GRAPH-1' },
      })
    ).approvePurchaseRequest;
    assert.deepEqual(early.errors, [
      { field: null, message: APPROVE_MESSAGES.mustBeSigned, code: 'CONFLICT' },
    ]);
    const decline = (
      await run<{ declinePurchaseRequest: Payload }>('approver', DECLINE, {
        input: { requestId: created.id, message: 'No' },
      })
    ).declinePurchaseRequest;
    assert.deepEqual(
      decline.errors.map((e) => e.message),
      [APPROVE_MESSAGES.mustBeSigned],
    );

    const signed = (
      await run<{ signJustification: Payload }>('pfm', SIGN, {
        input: { requestId: created.id, comment: 'Fine.', date: '2026-03-10' },
      })
    ).signJustification;
    assert.deepEqual(signed.purchaseRequest?.justification, {
      status: 'SIGNED',
      reviewedBy: 'pfm',
      comment: 'Fine.',
      date: '2026-03-10',
    });

    const empty = (
      await run<{ approvePurchaseRequest: Payload }>('approver', APPROVE, {
        input: { requestId: created.id, orderNumber: '' },
      })
    ).approvePurchaseRequest;
    assert.deepEqual(empty.errors, [
      { field: 'orderNumber', message: APPROVE_MESSAGES.orderNumberRequired, code: 'VALIDATION' },
    ]);
    const approved = (
      await run<{ approvePurchaseRequest: Payload }>('approver', APPROVE, {
        input: { requestId: created.id, orderNumber: 'PO-GRAPH-1' },
      })
    ).approvePurchaseRequest;
    assert.deepEqual(
      [approved.errors, approved.purchaseRequest?.status, approved.purchaseRequest?.orderNumber],
      [[], 'APPROVED', 'PO-GRAPH-1'],
    );
  });

  it('answers an item added or removed as done when the request cannot be read again', async () => {
    const created = (
      await run<{ createPurchaseRequest: Payload }>('requester', CREATE, {
        input: validInput({ orderText: 'Read again later' }),
      })
    ).createPurchaseRequest.purchaseRequest!;
    const failNextRead = () => {
      stack.proxy!.reset();
      stack.proxy!.failNext(
        (method, path) => method === 'GET' && path === `/purchaserequests/${created.id}`,
        503,
      );
    };
    failNextRead();
    const added = await run<{
      addRequestListItem: { listItem: { amount: string }; purchaseRequest: null; errors: [] };
    }>('requester', ADD_ITEM, {
      input: capitalItem(created.id, '100.00'),
    });
    // Not an error: answered as failed, the user would add it again.
    assert.deepEqual(added.addRequestListItem, {
      listItem: added.addRequestListItem.listItem,
      purchaseRequest: null,
      errors: [],
    });
    assert.equal(added.addRequestListItem.listItem.amount, '100.00');
    const items = async () => {
      const response = await stack.rest('requester', 'GET', `/purchaserequests/${created.id}`);
      return Object.keys(((await response.json()) as { listitems: object }).listitems).length;
    };
    assert.equal(await items(), 1);

    failNextRead();
    const removed = await run<{ removeRequestListItem: Payload }>(
      'requester',
      `mutation M($input: RemoveRequestListItemInput!) { removeRequestListItem(input: $input) { ${PAYLOAD} } }`,
      { input: { requestId: created.id, position: 1 } },
    );
    // Removed by position: answered as failed, a retry would remove the next item.
    assert.deepEqual(removed.removeRequestListItem, { purchaseRequest: null, errors: [] });
    assert.deepEqual(
      stack.proxy!.calls.map((call) => `${call.method} ${call.path}`),
      [`DELETE /purchaserequests/${created.id}/listitems/1`, `GET /purchaserequests/${created.id}`],
    );
    assert.equal(await items(), 0);
  });

  it('shows the budget impact of a request per entity', async () => {
    const created = (
      await run<{ createPurchaseRequest: Payload }>('requester', CREATE, {
        input: validInput({ deliveryDate: null, orderAmount: '500.00' }),
      })
    ).createPurchaseRequest.purchaseRequest!;
    await run('requester', ADD_ITEM, {
      input: {
        requestId: created.id,
        entityType: 'PROJECT',
        entityId: refs.projectId,
        type: 'CAPITAL',
        costType: 'ENHANCEMENT',
        amount: '500.00',
      },
    });
    const { budgetImpact } = await run<{
      budgetImpact: { mode: string; entities: Array<Record<string, unknown>> };
    }>('requester', IMPACT, { id: created.id });
    assert.equal(budgetImpact.mode, 'WARN');
    const [entity] = budgetImpact.entities;
    assert.deepEqual(
      [entity!.entityType, entity!.name, entity!.thisRequest],
      ['PROJECT', 'Customer Portal', '500.00'],
    );
    // remaining = budget − committed − pending − this, as the REST API computed it.
    assert.equal(typeof entity!.remaining, 'string');
    assert.ok(['POSITIVE', 'WARNING', 'NEGATIVE'].includes(entity!.status as string));
  });

  it('previews the impact before the request exists and names a bad field', async () => {
    // No delivery date: the whole 1234.56 EUR falls in the current year, on each entity.
    const input = {
      entities: [{ entityType: 'PROJECT', entityId: refs.projectId }],
      orderAmount: '1234.56',
      currency: 'EUR',
      startDate: '2026-02-01',
    };
    const { budgetImpactPreview } = await run<{
      budgetImpactPreview: { requestId: string | null; entities: Array<Record<string, unknown>> };
    }>('viewer', PREVIEW, { input });
    assert.deepEqual(budgetImpactPreview, {
      requestId: null,
      mode: 'WARN',
      entities: [{ entityType: 'PROJECT', entityId: refs.projectId, thisRequest: '1234.56' }],
    });
    const bad = await stack.as('viewer', PREVIEW, {
      variables: { input: { ...input, startDate: '2026-02-30' } },
    });
    assert.equal(bad.errors?.[0]?.message, 'Start date must be a date (yyyy-mm-dd)');
    const none = await stack.as('viewer', PREVIEW, {
      variables: { input: { ...input, entities: [] } },
    });
    assert.deepEqual(codes(none), ['BAD_USER_INPUT']);
  });

  it('keeps FORBIDDEN a GraphQL error and a missing request a NOT_FOUND user error', async () => {
    const forbidden = await stack.as('viewer', CREATE, { variables: { input: validInput() } });
    assert.deepEqual(codes(forbidden), ['FORBIDDEN']);
    assert.equal(forbidden.errors?.[0]?.message, TEXTS.forbidden);
    const gone = await run<{ sendPurchaseRequest: Payload }>('requester', SEND, { id: '999999' });
    assert.deepEqual(gone.sendPurchaseRequest.errors, [
      {
        field: 'id',
        message: 'The purchase request does not exist (any more).',
        code: 'NOT_FOUND',
      },
    ]);
  });
});
