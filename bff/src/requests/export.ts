// The request lists as .xlsx (http/list-export.ts): the open requests (spec §2 'Purchase request
// list') and the archive, every request of the current search, filter and sort. Current and next
// year are EUR, as the REST API computes them; the amount is in the request's own currency.
import type { PurchaseRequest } from '../generated/graphql.ts';
import { listExport } from '../http/list-export.ts';
import type { ExportColumn } from '../http/xlsx-sheet.ts';

type RequestRow = Pick<
  PurchaseRequest,
  | 'id'
  | 'orderText'
  | 'ownerName'
  | 'companyName'
  | 'contactName'
  | 'supplierName'
  | 'sbuName'
  | 'orderAmount'
  | 'currency'
  | 'amountCurrentYear'
  | 'amountNextYear'
  | 'startDate'
  | 'deliveryDate'
  | 'status'
>;

const REQUEST_FIELDS = `id orderText ownerName companyName contactName supplierName sbuName
  orderAmount currency amountCurrentYear amountNextYear startDate deliveryDate status`;

const REQUEST_COLUMNS: ExportColumn<RequestRow>[] = [
  { label: 'Request ID', type: 'number', value: (request) => Number(request.id) },
  { label: 'Description', type: 'text', value: (request) => request.orderText, width: 40 },
  { label: 'PR Owner', type: 'text', value: (request) => request.ownerName },
  { label: 'Company', type: 'text', value: (request) => request.companyName },
  { label: 'Company Contact', type: 'text', value: (request) => request.contactName },
  { label: 'Supplier', type: 'text', value: (request) => request.supplierName },
  { label: 'SBU', type: 'text', value: (request) => request.sbuName },
  {
    label: 'Amount',
    type: 'money',
    value: (request) => request.orderAmount,
    currency: (request) => request.currency,
  },
  { label: 'Current Year (EUR)', type: 'money', value: (request) => request.amountCurrentYear },
  { label: 'Next Year (EUR)', type: 'money', value: (request) => request.amountNextYear },
  { label: 'Start Date', type: 'date', value: (request) => request.startDate },
  { label: 'Delivery Date', type: 'date', value: (request) => request.deliveryDate },
  { label: 'Status', type: 'text', value: (request) => request.status },
];

const pageQuery = (field: string, filterType: string) => `
  query Export($offset: Int!, $limit: Int!, $search: String, $sort: PurchaseRequestSort, $filter: ${filterType}) {
    page: ${field}(offset: $offset, limit: $limit, search: $search, sort: $sort, filter: $filter) {
      totalCount
      items { ${REQUEST_FIELDS} }
    }
  }`;

export const openRequestsExport = listExport<RequestRow>({
  fileName: 'purchase-requests',
  query: pageQuery('purchaseRequests', 'PurchaseRequestFilter'),
  filtered: true,
  columns: REQUEST_COLUMNS,
});

export const archivedRequestsExport = listExport<RequestRow>({
  fileName: 'archive',
  query: pageQuery('archivedRequests', 'ArchiveFilter'),
  filtered: true,
  columns: REQUEST_COLUMNS,
});
