// REST purchase requests → GraphQL (one mapper per shape; names as the SDL has them).
import { figureStatus, sumDecimals } from '@cost-steering/schema';
import type {
  BudgetCheckMode,
  BudgetImpact,
  BudgetImpactEntity,
  EntityType,
  Justification,
  JustificationStatus,
  PurchaseRequest,
  RequestListItem,
  RequestStatus,
} from '../generated/graphql.ts';
import { toOrderListItem } from '../orders/index.ts';
import type {
  RestBudgetImpact,
  RestEntityType,
  RestJustificationStatus,
  RestRequest,
  RestRequestListItem,
  RestRequestStatus,
} from './rest.ts';
import { listItemsOf } from './rest.ts';

export const REQUEST_STATUSES: Record<RestRequestStatus, RequestStatus> = {
  Draft: 'DRAFT',
  Proposed: 'PROPOSED',
  Approved: 'APPROVED',
  Declined: 'DECLINED',
  Withdrawn: 'WITHDRAWN',
};

const JUSTIFICATION_STATUSES: Record<RestJustificationStatus, JustificationStatus> = {
  Proposed: 'PROPOSED',
  Signed: 'SIGNED',
  Declined: 'DECLINED',
};

export const ENTITY_TYPES: Record<RestEntityType, EntityType> = {
  Product: 'PRODUCT',
  Project: 'PROJECT',
  Application: 'APPLICATION',
};

const MODES: Record<RestBudgetImpact['mode'], BudgetCheckMode> = {
  off: 'OFF',
  warn: 'WARN',
  block: 'BLOCK',
};

export function toRequestListItem(item: RestRequestListItem): RequestListItem {
  // The fields an order's list item has too are mapped the same way.
  const { __typename: _order, ...common } = toOrderListItem(item);
  return {
    ...common,
    entityType: ENTITY_TYPES[item.entitytype],
    entityId: String(item.idoftype),
  };
}

function toJustification(request: RestRequest): Justification | null {
  if (!request.justification_status) return null;
  return {
    status: JUSTIFICATION_STATUSES[request.justification_status],
    reviewedBy: request.justified_by,
    reviewedByName: request.justified_by_name,
    comment: request.justification_comment,
    date: request.justification_date,
  };
}

const idOrNull = (id: number | null) => (id === null ? null : String(id));

export function toPurchaseRequest(request: RestRequest): PurchaseRequest {
  return {
    id: String(request.id),
    orderText: request.ordertext,
    startDate: request.podate,
    deliveryDate: request.deliverydate,
    deliveryWarning: request.deliverywarning,
    orderAmount: request.orderamount,
    currency: request.currency,
    orderAmountEur: request.orderamount_eur,
    amountCurrentYear: request.amountCurrentYear,
    amountNextYear: request.amountNextYear,
    openAmount: request.open_amount,
    completionRate: request.completionrate,
    owner: request.prowner,
    ownerName: request.prownername,
    companyId: String(request.company_id),
    companyName: request.company_name,
    contactId: String(request.company_contact_id),
    contactName: request.contact_name,
    supplierId: idOrNull(request.supplier),
    supplierName: request.suppliername,
    sbuId: idOrNull(request.sbu),
    sbuName: request.sbuname,
    buyingUnitId: idOrNull(request.buying_unit),
    buyingUnitName: request.buying_unit_name,
    accountingElement: request.accountingelement,
    comments: request.comments,
    status: REQUEST_STATUSES[request.status],
    message: request.message,
    justification: toJustification(request),
    orderNumber: request.ordernumber,
    supersedesId: idOrNull(request.supersedes_id),
    supersededById: idOrNull(request.superseded_by_id),
    renewsId: idOrNull(request.renews_id ?? null),
    created: request.created,
    updated: request.updated,
    listItems: listItemsOf(request)
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map(toRequestListItem),
  };
}

export function toBudgetImpact(requestId: string | null, impact: RestBudgetImpact): BudgetImpact {
  return {
    requestId,
    mode: MODES[impact.mode],
    year: impact.year,
    entities: impact.entities.map((entity): BudgetImpactEntity => ({
      entityType: ENTITY_TYPES[entity.entitytype],
      entityId: String(entity.id),
      name: entity.name,
      budget: entity.budget,
      committed: entity.committed,
      pending: entity.pending,
      thisRequest: entity.this_request,
      remaining: entity.remaining,
      exceeds: entity.exceeds,
      status: figureStatus(
        sumDecimals([entity.committed, entity.pending, entity.this_request]),
        entity.budget,
      ),
    })),
  };
}
