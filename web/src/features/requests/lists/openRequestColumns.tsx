// The columns of /requests (spec §2 'Open requests'), chosen by flags and by who looks: approvers
// get Approve and Decline, everyone else Delete; Product Family Managers get Justify.
import Box from '@mui/material/Box';
import { APPROVE_MESSAGES } from '@cost-steering/schema';
import type { PurchaseRequestSortField, RequestRowFieldsFragment } from '../../../gql/graphql';
import type { DataTableColumn } from '../../../shared/data-table/DataTable';
import { formatLongDate } from '../../../shared/format/date';
import { DeliveryWarning } from './DeliveryWarning';
import { RowButton } from './RowButton';
import { ownCurrency, statusLabel } from './requestFormat';

export type RequestRow = RequestRowFieldsFragment;
type Column = DataTableColumn<RequestRow, PurchaseRequestSortField>;

export interface OpenRequestViewer {
  suppliersEnabled: boolean;
  sbuEnabled: boolean;
  /** Role approve-purchase-request. */
  approver: boolean;
  /** pr_justification_enabled and in group 'Product Family Manager'. */
  justifier: boolean;
  /** Whether this row shows Delete (see OpenRequestsPage: the server decides in the end). */
  canDelete(row: RequestRow): boolean;
  /** Whether the Delete column is shown at all. */
  deleteColumn: boolean;
  money(eur: string): string;
}

export interface OpenRequestActions {
  details(row: RequestRow): void;
  approve(row: RequestRow): void;
  decline(row: RequestRow): void;
  remove(row: RequestRow): void;
  justify(row: RequestRow): void;
}

/** A request awaiting its signature cannot be approved or declined yet (spec §4). */
export function awaitingSignature(row: RequestRow): boolean {
  return row.justification?.status === 'PROPOSED';
}

function actionColumn(field: string, headerName: string, render: Column['renderCell']): Column {
  return {
    field,
    headerName,
    width: 110,
    sortable: false,
    disableExport: true,
    disableColumnMenu: true,
    renderCell: render,
  };
}

export function openRequestColumns(viewer: OpenRequestViewer, actions: OpenRequestActions) {
  const columns: Column[] = [
    { field: 'id', headerName: 'Request ID', sortField: 'ID', width: 110 },
  ];
  if (viewer.suppliersEnabled) {
    columns.push({ field: 'supplierName', headerName: 'Supplier', minWidth: 120, flex: 1 });
  }
  if (viewer.sbuEnabled) {
    columns.push({ field: 'sbuName', headerName: 'SBU', minWidth: 100, flex: 1 });
  }
  columns.push(
    {
      field: 'orderText',
      headerName: 'Description',
      sortField: 'ORDER_TEXT',
      minWidth: 180,
      flex: 2,
    },
    { field: 'ownerName', headerName: 'PR Owner', sortField: 'OWNER', minWidth: 130, flex: 1 },
    { field: 'companyName', headerName: 'Company', sortField: 'COMPANY', minWidth: 130, flex: 1 },
    {
      field: 'contactName',
      headerName: 'Company Contact',
      sortField: 'CONTACT',
      minWidth: 140,
      flex: 1,
    },
    {
      field: 'orderAmount',
      headerName: 'Amount',
      sortField: 'ORDER_AMOUNT',
      width: 150,
      align: 'right',
      headerAlign: 'right',
      valueGetter: (_value, row) => ownCurrency(row.orderAmount, row.currency),
    },
    {
      field: 'amountCurrentYear',
      headerName: 'Current Year',
      width: 150,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (value: string) => viewer.money(value),
    },
    {
      field: 'amountNextYear',
      headerName: 'Next Year',
      width: 150,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (value: string) => viewer.money(value),
    },
    {
      field: 'startDate',
      headerName: 'Start Date',
      sortField: 'START_DATE',
      width: 150,
      valueFormatter: (value: string) => formatLongDate(value),
    },
    {
      field: 'deliveryDate',
      headerName: 'Delivery Date',
      sortField: 'DELIVERY_DATE',
      width: 150,
      valueFormatter: (value: string | null) => formatLongDate(value),
    },
    {
      field: 'status',
      headerName: 'Status',
      sortField: 'STATUS',
      width: 130,
      valueGetter: (_value, row) => statusLabel(row.status),
      renderCell: ({ row }) => (
        <Box component="span">
          {statusLabel(row.status)}
          {row.deliveryWarning && <DeliveryWarning />}
        </Box>
      ),
    },
  );
  if (viewer.approver) {
    const reason = (row: RequestRow) =>
      awaitingSignature(row) ? APPROVE_MESSAGES.mustBeSigned : undefined;
    columns.push(
      actionColumn('approve', 'Approve', ({ row }) => (
        <RowButton
          label="Approve"
          ariaLabel={`Approve request ${row.id}`}
          color="success"
          disabledReason={reason(row)}
          onClick={() => actions.approve(row)}
        />
      )),
      actionColumn('decline', 'Decline', ({ row }) => (
        <RowButton
          label="Decline"
          ariaLabel={`Decline request ${row.id}`}
          color="error"
          disabledReason={reason(row)}
          onClick={() => actions.decline(row)}
        />
      )),
    );
  } else if (viewer.deleteColumn) {
    columns.push(
      actionColumn('delete', 'Delete', ({ row }) =>
        viewer.canDelete(row) ? (
          <RowButton
            label="Delete"
            ariaLabel={`Delete request ${row.id}`}
            color="error"
            onClick={() => actions.remove(row)}
          />
        ) : null,
      ),
    );
  }
  if (viewer.justifier) {
    columns.push(
      actionColumn('justify', 'Justify', ({ row }) =>
        awaitingSignature(row) ? (
          <RowButton
            label="Justify"
            ariaLabel={`Justify request ${row.id}`}
            onClick={() => actions.justify(row)}
          />
        ) : null,
      ),
    );
  }
  columns.push(
    actionColumn('details', 'Details', ({ row }) => (
      <RowButton
        label="Details"
        ariaLabel={`Details of request ${row.id}`}
        onClick={() => actions.details(row)}
      />
    )),
  );
  return columns;
}
