// The columns of the order lists (spec §2 'Purchase order list', 'Expiration list'): every column
// the server sorts is sortable; the actions (Details, Invoice, Renew) come from the screen.
import type { OrderRowFieldsFragment, PurchaseOrderSortField } from '../../gql/graphql';
import type { DataTableColumn } from '../../shared/data-table/DataTable';
import { dateColumn } from '../../shared/data-table/columns';
import { eur, ownCurrency } from '../../shared/orders/format';

export type OrderRow = OrderRowFieldsFragment;
export type OrderColumn = DataTableColumn<OrderRow, PurchaseOrderSortField>;

const text = (value: string | null | undefined) => value ?? '';

/** Hidden until shown with the column chooser, so the lists fit 1280 px (web/README.md). */
export const ORDERS_HIDDEN = ['contactName', 'amountNextYear'];

export function orderColumns(money: (eur: string) => string): OrderColumn[] {
  return [
    { field: 'orderNumber', headerName: 'PO Number', sortField: 'ORDER_NUMBER', width: 140 },
    {
      field: 'orderText',
      headerName: 'Description',
      sortField: 'ORDER_TEXT',
      minWidth: 200,
      flex: 2,
    },
    { field: 'ownerName', headerName: 'PO Owner', sortField: 'OWNER', minWidth: 130, flex: 1 },
    {
      field: 'companyName',
      headerName: 'Company',
      sortField: 'COMPANY',
      minWidth: 130,
      flex: 1,
      valueFormatter: text,
    },
    {
      field: 'contactName',
      headerName: 'Company Contact',
      sortField: 'CONTACT',
      minWidth: 140,
      flex: 1,
      valueFormatter: text,
    },
    {
      field: 'orderAmount',
      headerName: 'Order Amount',
      sortField: 'ORDER_AMOUNT',
      width: 150,
      align: 'right',
      headerAlign: 'right',
      valueGetter: (_value, row) => ownCurrency(row.orderAmount, row.currency),
    },
    {
      field: 'amountCurrentYear',
      headerName: 'Current Year',
      sortField: 'AMOUNT_CURRENT_YEAR',
      width: 150,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (value: string) => money(value),
    },
    {
      field: 'amountNextYear',
      headerName: 'Next Year',
      sortField: 'AMOUNT_NEXT_YEAR',
      width: 150,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (value: string) => money(value),
    },
    {
      field: 'remainingAmount',
      headerName: 'Remaining (EUR)',
      sortField: 'REMAINING_AMOUNT',
      width: 160,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (value: string) => eur(value),
    },
    dateColumn('poDate', 'PO Date', 'START_DATE'),
    dateColumn('deliveryDate', 'Delivery Date', 'DELIVERY_DATE'),
  ];
}
