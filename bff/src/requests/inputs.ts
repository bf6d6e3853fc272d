// GraphQL inputs of the request mutations → REST bodies (CONTRACT.md 'Purchase requests'), and
// REST user errors → the GraphQL input fields they belong to.
import { costClassification, type CostType, type ItemType } from '@cost-steering/schema';
import type {
  AddRequestListItemInput,
  BudgetImpactPreviewInput,
  CreatePurchaseRequestInput,
  CostType as GraphQLCostType,
  ListItemType,
  UpdatePurchaseRequestInput,
} from '../generated/graphql.ts';
import { ERROR_CODES } from '../errors.ts';
import { inputId } from '../writes/input-ids.ts';
import type { FieldNames, WriteRules } from '../writes/write.ts';
import type { RestEntityType } from './rest.ts';

/** What a request write answers when the request is gone or its id cannot be one. */
export const REQUEST_GONE = 'The purchase request does not exist (any more).';

/** A required id: refused before any call when it cannot name a REST entity (InputIdError). */
export const restId = (field: string, id: string): string => inputId(field, id, REQUEST_GONE);

/**
 * Optional ids pass as they are: the REST API answers a malformed one with a 400 naming its field
 * (mapped back below), like any other invalid value.
 */
const idOrNull = (id: string | null | undefined) =>
  id == null || id.trim() === '' ? null : id.trim();

/** REST field of a request body → GraphQL input field. */
const REQUEST_FIELDS: Record<string, string> = {
  company_id: 'companyId',
  company_contact_id: 'contactId',
  podate: 'startDate',
  deliverydate: 'deliveryDate',
  ordertext: 'orderText',
  accountingelement: 'accountingElement',
  orderamount: 'orderAmount',
  supplier: 'supplierId',
  sbu: 'sbuId',
  buying_unit: 'buyingUnitId',
  supersedes: 'supersedesId',
  renews: 'renewsId',
};

const INPUT_TO_REST: Array<
  [keyof UpdatePurchaseRequestInput | 'supersedesId' | 'renewsId', string]
> = [
  ['companyId', 'company_id'],
  ['contactId', 'company_contact_id'],
  ['startDate', 'podate'],
  ['deliveryDate', 'deliverydate'],
  ['orderText', 'ordertext'],
  ['supplierId', 'supplier'],
  ['sbuId', 'sbu'],
  ['buyingUnitId', 'buying_unit'],
  ['accountingElement', 'accountingelement'],
  ['comments', 'comments'],
  ['orderAmount', 'orderamount'],
  ['currency', 'currency'],
  ['owner', 'owner'],
  ['supersedesId', 'supersedes'],
  ['renewsId', 'renews'],
];

const ID_FIELDS = new Set([
  'companyId',
  'contactId',
  'supplierId',
  'sbuId',
  'buyingUnitId',
  'supersedesId',
  'renewsId',
]);

/**
 * The REST body of the fields the input gives (absent fields stay absent: for an update they
 * keep the stored value). An explicit null is sent as null ("not given": the rules say whether
 * that is allowed).
 */
export function toRestRequestBody(
  input: CreatePurchaseRequestInput | Omit<UpdatePurchaseRequestInput, 'id'>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const given = input as Record<string, string | null | undefined>;
  for (const [field, restField] of INPUT_TO_REST) {
    if (!(field in given) || given[field] === undefined) continue;
    body[restField] = ID_FIELDS.has(field) ? idOrNull(given[field]) : given[field];
  }
  return body;
}

const ITEM_TYPES: Record<ListItemType, ItemType> = {
  CAPITAL: 'Capital',
  EXPENSE: 'Expense',
  UNDEFINED: 'Undefined',
};
const COST_TYPES: Record<GraphQLCostType, CostType> = {
  INFRASTRUCTURE: 'Infrastructure',
  MAINTENANCE: 'Maintenance',
  ENHANCEMENT: 'Enhancement',
};
const REST_ENTITY_TYPES: Record<AddRequestListItemInput['entityType'], RestEntityType> = {
  PRODUCT: 'Product',
  PROJECT: 'Project',
  APPLICATION: 'Application',
};

/** 'Capital Infrastructure' … or 'Undefined', as the REST payload's `costtype` carries them. */
export function toRestClassification(
  type: ListItemType,
  costType: GraphQLCostType | null | undefined,
) {
  if (type !== 'UNDEFINED' && !costType) return null;
  return costClassification(ITEM_TYPES[type], costType ? COST_TYPES[costType] : null);
}

export function toRestItemBody(input: AddRequestListItemInput): Record<string, unknown> {
  const body: Record<string, unknown> = {
    type: REST_ENTITY_TYPES[input.entityType],
    idoftype: idOrNull(input.entityId),
    costtype: toRestClassification(input.type, input.costType),
  };
  const optional = {
    name: input.name,
    position: input.position,
    resourcename: input.resourceName,
    quantity: input.quantity,
    daily_rate: input.dailyRate,
    amount: input.amount,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined && value !== null && value !== '') body[key] = value;
  }
  return body;
}

const ITEM_FIELDS: Record<string, string> = {
  type: 'entityType',
  idoftype: 'entityId',
  costtype: 'type',
  resourcename: 'resourceName',
  daily_rate: 'dailyRate',
};
const APPROVE_FIELDS: Record<string, string> = {
  ordernumber: 'orderNumber',
  company_contact_id: 'contactId',
};
const JUSTIFICATION_FIELDS: Record<string, string> = {
  justification_comment: 'comment',
  justification_date: 'date',
};

/**
 * How a request write's refusal reads (write.ts): the REST fields as this mutation's input names
 * them, and a 404 — the request is gone — on the input's id field.
 */
export const requestWrite = (fields: FieldNames = {}, idField = 'id'): WriteRules => ({
  fields,
  gone: { field: idField, message: REQUEST_GONE, code: ERROR_CODES.notFound },
});

export const REQUEST_WRITE_FIELDS = {
  request: REQUEST_FIELDS,
  item: ITEM_FIELDS,
  approve: APPROVE_FIELDS,
  justification: JUSTIFICATION_FIELDS,
  costType: { costtype: 'costType' },
};

/**
 * The preview's query string (CONTRACT.md 'Budget impact'). Values go as given: the REST API
 * answers a malformed one with a 400 naming its field, a BAD_USER_INPUT here.
 */
export function toRestPreviewQuery(input: BudgetImpactPreviewInput): string {
  const query = new URLSearchParams({
    entities: input.entities
      .map((e) => `${REST_ENTITY_TYPES[e.entityType]}:${e.entityId.trim()}`)
      .join(','),
    orderamount: input.orderAmount,
    currency: input.currency,
    podate: input.startDate,
  });
  const deliveryDate = idOrNull(input.deliveryDate);
  if (deliveryDate) query.set('deliverydate', deliveryDate);
  const replaces = idOrNull(input.replacesId);
  if (replaces) query.set('replaces', replaces);
  return query.toString();
}
