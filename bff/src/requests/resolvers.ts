// Query/Mutation fields of the requests domain: pages asked of the REST API (each request with
// its items: no call per row), one request through a per-request loader, and every write as a
// payload with user errors carrying the REST API's texts on the GraphQL input fields.
import type {
  MutationResolvers,
  QueryResolvers,
  RequestStatus,
  Resolvers,
} from '../generated/graphql.ts';
import { badUserInput } from '../errors.ts';
import { filterId, isRestId } from '../keyed.ts';
import { readAfterWrite } from '../read-after-write.ts';
import { nullIfNotFound } from '../rest-client.ts';
import type { GraphQLContext } from '../context.ts';
import { write, type FieldNames } from '../writes/write.ts';
import {
  REQUEST_WRITE_FIELDS as FIELDS,
  requestWrite,
  restId,
  toRestClassification,
  toRestItemBody,
  toRestPreviewQuery,
  toRestRequestBody,
} from './inputs.ts';
import {
  REQUEST_STATUSES,
  toBudgetImpact,
  toPurchaseRequest,
  toRequestListItem,
} from './mappers.ts';
import { requestCalls as calls, requestPage, type RestRequest } from './rest.ts';

/** A write answering with the request: the payload of most mutations. */
async function requestPayload(
  run: () => Promise<RestRequest | null>,
  fields: FieldNames = {},
  idField = 'id',
) {
  const { value, errors } = await write(run, requestWrite(fields, idField));
  return { purchaseRequest: value ? toPurchaseRequest(value) : null, errors };
}

const REST_STATUS = Object.fromEntries(
  Object.entries(REQUEST_STATUSES).map(([rest, graphql]) => [graphql, rest]),
) as Record<RequestStatus, string>;

const statusList = (statuses: readonly RequestStatus[] | null | undefined) =>
  statuses && statuses.length > 0 ? statuses.map((s) => REST_STATUS[s]).join(',') : undefined;

const JUSTIFICATION = { PROPOSED: 'Proposed', SIGNED: 'Signed', DECLINED: 'Declined' } as const;

const query: QueryResolvers<GraphQLContext> = {
  purchaseRequests: async (_parent, { filter, ...args }, { rest }) => {
    const page = await requestPage(rest, '/purchaserequests', args, {
      status: statusList(filter?.statuses),
      owner: filter?.owner?.trim() || undefined,
      company: filterId('companyId', filter?.companyId),
      justification_status: filter?.justificationStatus
        ? JUSTIFICATION[filter.justificationStatus]
        : undefined,
    });
    return { items: page.items.map(toPurchaseRequest), totalCount: page.totalCount };
  },
  archivedRequests: async (_parent, { filter, ...args }, { rest }) => {
    const page = await requestPage(rest, '/archive', args, {
      status: statusList(filter?.statuses),
      owner: filter?.owner?.trim() || undefined,
      company: filterId('companyId', filter?.companyId),
    });
    return { items: page.items.map(toPurchaseRequest), totalCount: page.totalCount };
  },
  purchaseRequest: async (_parent, { id }, { loaders }) => {
    if (!isRestId(id)) return null;
    const request = await nullIfNotFound(loaders.requests.byId.load(id));
    return request ? toPurchaseRequest(request) : null;
  },
  budgetImpact: async (_parent, { requestId }, { rest }) => {
    if (!isRestId(requestId)) return null;
    const impact = await nullIfNotFound(calls.budgetImpact(rest, requestId));
    return impact ? toBudgetImpact(requestId, impact) : null;
  },
  budgetImpactPreview: async (_parent, { input }, { rest }) => {
    if (input.entities.length === 0) throw badUserInput('entities: choose at least one entity.');
    return toBudgetImpact(null, await calls.budgetImpactPreview(rest, toRestPreviewQuery(input)));
  },
};

const mutation: MutationResolvers<GraphQLContext> = {
  createPurchaseRequest: (_parent, { input }, { rest }) =>
    requestPayload(
      () => calls.create(rest, toRestRequestBody(input)),
      FIELDS.request,
      'supersedesId',
    ),
  updatePurchaseRequest: (_parent, { input: { id, ...change } }, { rest }) =>
    requestPayload(
      () => calls.update(rest, restId('id', id), toRestRequestBody(change)),
      FIELDS.request,
    ),
  sendPurchaseRequest: (_parent, { id }, { rest }) =>
    requestPayload(() => calls.patch(rest, restId('id', id), { status: 'Proposed' })),
  signJustification: (_parent, { input }, { rest }) =>
    requestPayload(
      () =>
        calls.patch(rest, restId('requestId', input.requestId), {
          isJustification: true,
          justification_status: 'Signed',
          justification_comment: input.comment ?? null,
          justification_date: input.date ?? null,
        }),
      FIELDS.justification,
      'requestId',
    ),
  declineJustification: (_parent, { input }, { rest }) =>
    requestPayload(
      () =>
        calls.patch(rest, restId('requestId', input.requestId), {
          isJustification: true,
          justification_status: 'Declined',
          justification_comment: input.comment ?? null,
        }),
      FIELDS.justification,
      'requestId',
    ),
  approvePurchaseRequest: (_parent, { input }, { rest }) =>
    requestPayload(
      () =>
        calls.approve(rest, restId('requestId', input.requestId), {
          ordernumber: input.orderNumber ?? null,
          ...(input.contactId ? { company_contact_id: input.contactId } : {}),
        }),
      FIELDS.approve,
      'requestId',
    ),
  declinePurchaseRequest: (_parent, { input }, { rest }) =>
    requestPayload(
      () => calls.decline(rest, restId('requestId', input.requestId), input.message ?? null),
      {},
      'requestId',
    ),
  withdrawPurchaseRequest: (_parent, { id }, { rest }) =>
    requestPayload(() => calls.withdraw(rest, restId('id', id))),
  restoreArchivedRequest: (_parent, { id }, { rest }) =>
    requestPayload(() => calls.restore(rest, restId('id', id))),
  deleteArchivedRequest: async (_parent, { id }, { rest }) => {
    const { value, errors } = await write(async () => {
      await calls.deleteArchived(rest, restId('id', id));
      return id;
    }, requestWrite());
    return { deletedId: value, errors };
  },
  removeRequestListItem: (_parent, { input }, { rest, log }) =>
    requestPayload(
      async () => {
        const id = restId('requestId', input.requestId);
        await calls.removeItem(rest, id, input.position);
        // Removed by position: answered as failed, a retry would remove the next item.
        return readAfterWrite(() => calls.one(rest, id), log, `purchase request ${id}`);
      },
      FIELDS.item,
      'requestId',
    ),
  addRequestListItem: async (_parent, { input }, { rest, log }) => {
    const { value, errors } = await write(
      async () => {
        const id = restId('requestId', input.requestId);
        const item = await calls.addItem(rest, id, toRestItemBody(input));
        // Added: answered as failed, a retry would add it twice.
        const request = await readAfterWrite(
          () => calls.one(rest, id),
          log,
          `purchase request ${id}`,
        );
        return { item, request };
      },
      requestWrite(FIELDS.item, 'requestId'),
    );
    return {
      listItem: value ? toRequestListItem(value.item) : null,
      purchaseRequest: value?.request ? toPurchaseRequest(value.request) : null,
      errors,
    };
  },
  assignListItemCostType: async (_parent, { input }, { rest }) => {
    const { value, errors } = await write(
      async () => {
        const itemId = restId('listItemId', input.listItemId);
        const classification = toRestClassification(input.type, input.costType);
        const item = await calls.assignCostType(rest, itemId, classification ?? '');
        const request = await calls.one(rest, String(item.purchaserequest));
        return { item, request };
      },
      requestWrite(FIELDS.costType, 'listItemId'),
    );
    return {
      listItem: value ? toRequestListItem(value.item) : null,
      purchaseRequest: value ? toPurchaseRequest(value.request) : null,
      errors,
    };
  },
};

export const requestResolvers: Resolvers = {
  Query: query,
  Mutation: mutation,
};
