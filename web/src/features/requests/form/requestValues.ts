// The form's values and their mapping to and from GraphQL (enumsAsTypes: upper-case strings).
import type {
  AddRequestListItemInput,
  CreatePurchaseRequestInput,
  RequestFormFieldsFragment,
  UpdatePurchaseRequestInput,
} from '../../../gql/graphql';
import { serverToday } from '../../../shared/format/date';

export type EntityKind = 'PRODUCT' | 'PROJECT' | 'APPLICATION';

export interface SelectedEntity {
  type: EntityKind;
  id: string;
  name: string;
  productName: string;
}

export interface RequestInfoValues {
  companyId: string;
  contactId: string;
  startDate: string;
  deliveryDate: string;
  orderText: string;
  supplierId: string;
  sbuId: string;
  accountingElement: string;
  comments: string;
  orderAmount: string;
  currency: string;
  entities: SelectedEntity[];
}

export const EMPTY_REQUEST: RequestInfoValues = {
  companyId: '',
  contactId: '',
  startDate: '',
  deliveryDate: '',
  orderText: '',
  supplierId: '',
  sbuId: '',
  accountingElement: '',
  comments: '',
  orderAmount: '',
  currency: 'EUR',
  entities: [],
};

/**
 * Edit and Renew create a new request, whose start date the server refuses before today: a stored
 * start in the past becomes today, and a stored delivery date before that is left empty (it is
 * optional). A start of today or later is kept, and so is its delivery date.
 */
function plannedDates(request: RequestFormFieldsFragment, today: string) {
  const deliveryDate = request.deliveryDate ?? '';
  if (request.startDate >= today) return { startDate: request.startDate, deliveryDate };
  return {
    startDate: today,
    deliveryDate: deliveryDate !== '' && deliveryDate < today ? '' : deliveryDate,
  };
}

/** Edit and Renew: the stored request's info, and its items' entities as the selected ones. */
export function valuesFromRequest(request: RequestFormFieldsFragment): RequestInfoValues {
  const entities: SelectedEntity[] = [];
  for (const item of request.listItems) {
    if (entities.some((e) => e.type === item.entityType && e.id === item.entityId)) continue;
    const name =
      item.entityType === 'PROJECT'
        ? item.projectName
        : item.entityType === 'APPLICATION'
          ? item.applicationName
          : item.productName;
    entities.push({
      type: item.entityType,
      id: item.entityId,
      name: name ?? item.name,
      productName: item.productName ?? '',
    });
  }
  return {
    companyId: request.companyId,
    contactId: request.contactId,
    ...plannedDates(request, serverToday()),
    orderText: request.orderText,
    supplierId: request.supplierId ?? '',
    sbuId: request.sbuId ?? '',
    accountingElement: request.accountingElement ?? '',
    comments: request.comments ?? '',
    orderAmount: request.orderAmount,
    currency: request.currency,
    entities,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The request's info and amount, as both create and update take them. */
function requestInfoInput(values: RequestInfoValues) {
  return {
    companyId: values.companyId,
    contactId: values.contactId,
    startDate: values.startDate,
    deliveryDate: orNull(values.deliveryDate),
    orderText: values.orderText.trim(),
    supplierId: orNull(values.supplierId),
    sbuId: orNull(values.sbuId),
    accountingElement: orNull(values.accountingElement),
    comments: orNull(values.comments),
    orderAmount: values.orderAmount.trim(),
    currency: values.currency,
  };
}

/**
 * The create input. `supersedesId`: Edit's replaced request. `renewsId`: Renew's order (sent
 * only when renewing one, so the server marks the order renewed and stops its renewal alerts).
 */
export function createInput(
  values: RequestInfoValues,
  supersedesId: string | null,
  renewsId: string | null = null,
): CreatePurchaseRequestInput {
  return { ...requestInfoInput(values), supersedesId, ...(renewsId ? { renewsId } : {}) };
}

/** Edit → Save: the Draft's info as the form holds it (every field, so a cleared one clears). */
export function updateInput(id: string, values: RequestInfoValues): UpdatePurchaseRequestInput {
  return { id, ...requestInfoInput(values) };
}

export const entityKey = (entity: { type: string; id: string }) => `${entity.type}:${entity.id}`;

export function entityLabel(entity: SelectedEntity): string {
  const kind =
    entity.type === 'PRODUCT' ? 'Product' : entity.type === 'PROJECT' ? 'Project' : 'Application';
  return entity.type === 'PRODUCT'
    ? `${kind}: ${entity.name}`
    : `${kind}: ${entity.name} (${entity.productName})`;
}

type StoredItem = RequestFormFieldsFragment['listItems'][number];

/**
 * Edit and Renew carry the stored request's items into the new one, as they were: entity, type,
 * cost type, name, and person days × daily rate or the amount (the server recomputes the amount
 * of a time & material item, so it is never sent twice).
 */
export function carriedItemInput(requestId: string, item: StoredItem): AddRequestListItemInput {
  const base = {
    requestId,
    entityType: item.entityType,
    entityId: item.entityId,
    type: item.type,
    costType: item.costType ?? null,
    name: item.name,
  };
  return item.resourceName && item.quantity && item.dailyRate
    ? {
        ...base,
        resourceName: item.resourceName,
        quantity: item.quantity,
        dailyRate: item.dailyRate,
      }
    : { ...base, amount: item.amount };
}
