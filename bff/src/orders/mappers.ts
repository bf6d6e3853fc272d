// REST purchase orders → the plain fields of PurchaseOrder (its list items included).
import type {
  CostType,
  ListItemType,
  OrderListItem,
  PurchaseOrder,
  RequestStatus,
} from '../generated/graphql.ts';
import { mapAllFields, type FieldMappers } from '../mapped-fields.ts';
import type { RestCostType, RestListItemType, RestOrder, RestOrderListItem } from './rest.ts';

const LIST_ITEM_TYPES: Record<RestListItemType, ListItemType> = {
  Capital: 'CAPITAL',
  Expense: 'EXPENSE',
  Undefined: 'UNDEFINED',
};

const COST_TYPES: Record<RestCostType, CostType> = {
  Infrastructure: 'INFRASTRUCTURE',
  Maintenance: 'MAINTENANCE',
  Enhancement: 'ENHANCEMENT',
};

export function toOrderListItem(item: RestOrderListItem): OrderListItem {
  return {
    id: String(item.id),
    position: item.position,
    name: item.name,
    type: LIST_ITEM_TYPES[item.type] ?? 'UNDEFINED',
    costType: item.costtype ? (COST_TYPES[item.costtype] ?? null) : null,
    resourceName: item.resourcename ?? null,
    quantity: item.quantity ?? null,
    dailyRate: item.daily_rate ?? null,
    amount: item.amount,
    currency: item.currency,
    amountEur: item.amount_eur,
    amountCurrentYear: item.amountCurrentYear,
    remainingAmount: item.li_remaining_amount,
    productFamilyName: item.productfamilyname ?? null,
    productName: item.productname ?? null,
    projectName: item.projectname ?? null,
    applicationName: item.applicationname ?? null,
    entityType: item.entitytype ? ENTITY_TYPES[item.entitytype] : null,
    entityId: item.idoftype === undefined ? null : String(item.idoftype),
  };
}

const ENTITY_TYPES = {
  Product: 'PRODUCT',
  Project: 'PROJECT',
  Application: 'APPLICATION',
} as const;

/** The plain fields; `invoices` is a relation (resolvers.ts). */
export type PurchaseOrderFields = Required<Omit<PurchaseOrder, '__typename' | 'invoices'>>;

const optionalId = (id: number | null | undefined) => (id == null ? null : String(id));

export const purchaseOrderFields: FieldMappers<RestOrder, PurchaseOrderFields> = {
  id: (order) => String(order.id),
  orderNumber: (order) => order.ordernumber,
  status: (order) => order.status,
  poDate: (order) => order.podate,
  deliveryDate: (order) => order.deliverydate ?? null,
  orderText: (order) => order.ordertext,
  owner: (order) => order.prowner,
  ownerName: (order) => order.prownername,
  contactName: (order) => order.contact_name ?? null,
  companyId: (order) => optionalId(order.company_id),
  companyName: (order) => order.company_name ?? null,
  contactId: (order) => optionalId(order.company_contact_id),
  supplierId: (order) => optionalId(order.supplier),
  sbuId: (order) => optionalId(order.sbu),
  buyingUnitId: (order) => optionalId(order.buying_unit),
  buyingUnitName: (order) => order.buying_unit_name ?? null,
  supplierName: (order) => order.suppliername ?? null,
  sbuName: (order) => order.sbuname ?? null,
  orderAmount: (order) => order.orderamount,
  currency: (order) => order.currency,
  orderAmountEur: (order) => order.orderamount_eur,
  amountCurrentYear: (order) => order.amountCurrentYear,
  amountNextYear: (order) => order.amountNextYear,
  remainingAmount: (order) => order.po_remaining_amount,
  invoicedAmount: (order) => order.invoiced_amount ?? null,
  approvedOn: (order) => order.approved_on ?? null,
  accountingElement: (order) => order.accountingelement ?? null,
  comments: (order) => order.comments ?? null,
  renewalRequestId: (order) => optionalId(order.renewed_by),
  // The REST statuses are the GraphQL ones in upper case (Draft → DRAFT).
  renewalStatus: (order) =>
    order.renewed_by_status ? (order.renewed_by_status.toUpperCase() as RequestStatus) : null,
  // No. column: items in their position order (keyed lists carry none).
  listItems: (order) =>
    Object.values(order.listitems ?? {})
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map(toOrderListItem),
};

export function toPurchaseOrder(order: RestOrder): PurchaseOrderFields {
  return mapAllFields(purchaseOrderFields, order);
}

/** The modal's order: newest PO date first, then the higher id (the later order) first. */
export function sortOrders(orders: readonly RestOrder[]): RestOrder[] {
  return [...orders].sort((a, b) => b.podate.localeCompare(a.podate) || b.id - a.id);
}
