// The order lists as .xlsx (http/list-export.ts): the columns of the screens' tables (spec §2
// 'Purchase order list', 'Expiration list'), every order of the current search, filter and sort.
// Current year, next year and remaining are EUR, as the REST API computes them.
import type { PurchaseOrder } from '../generated/graphql.ts';
import { listExport } from '../http/list-export.ts';
import type { ExportColumn } from '../http/xlsx-sheet.ts';

const ORDER_FIELDS = `orderNumber orderText ownerName companyName contactName orderAmount currency
  amountCurrentYear amountNextYear remainingAmount poDate deliveryDate`;

type OrderRow = Pick<
  PurchaseOrder,
  | 'orderNumber'
  | 'orderText'
  | 'ownerName'
  | 'companyName'
  | 'contactName'
  | 'orderAmount'
  | 'currency'
  | 'amountCurrentYear'
  | 'amountNextYear'
  | 'remainingAmount'
  | 'poDate'
  | 'deliveryDate'
>;
type ExpiringRow = OrderRow & Pick<PurchaseOrder, 'renewalRequestId' | 'renewalStatus'>;

const ORDER_COLUMNS: ExportColumn<OrderRow>[] = [
  { label: 'PO Number', type: 'text', value: (order) => order.orderNumber, width: 16 },
  { label: 'Description', type: 'text', value: (order) => order.orderText, width: 40 },
  { label: 'PO Owner', type: 'text', value: (order) => order.ownerName },
  { label: 'Company', type: 'text', value: (order) => order.companyName },
  { label: 'Company Contact', type: 'text', value: (order) => order.contactName },
  {
    label: 'Order Amount',
    type: 'money',
    value: (order) => order.orderAmount,
    currency: (order) => order.currency,
  },
  { label: 'Current Year (EUR)', type: 'money', value: (order) => order.amountCurrentYear },
  { label: 'Next Year (EUR)', type: 'money', value: (order) => order.amountNextYear },
  { label: 'Remaining (EUR)', type: 'money', value: (order) => order.remainingAmount },
  { label: 'PO Date', type: 'date', value: (order) => order.poDate },
  { label: 'Delivery Date', type: 'date', value: (order) => order.deliveryDate },
];

const pageQuery = (field: string, extraFields = '') => `
  query Export($offset: Int!, $limit: Int!, $search: String, $sort: PurchaseOrderSort, $filter: PurchaseOrderFilter) {
    page: ${field}(offset: $offset, limit: $limit, search: $search, sort: $sort, filter: $filter) {
      totalCount
      items { ${ORDER_FIELDS} ${extraFields} }
    }
  }`;

export const purchaseOrdersExport = listExport<OrderRow>({
  fileName: 'purchase-orders',
  query: pageQuery('purchaseOrders'),
  filtered: true,
  columns: ORDER_COLUMNS,
});

export const expiringOrdersExport = listExport<ExpiringRow>({
  fileName: 'expiring-orders',
  query: pageQuery('expiringPurchaseOrders', 'renewalRequestId renewalStatus'),
  filtered: true,
  columns: [
    ...ORDER_COLUMNS,
    { label: 'Renewed', type: 'text', value: (order) => order.renewalStatus ?? '' },
  ],
});
