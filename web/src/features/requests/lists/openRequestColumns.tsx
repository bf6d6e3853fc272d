// The columns of /requests (spec §2 'Open requests'), chosen by flags and by who looks: approvers
// get Approve and Decline, everyone else Delete; Product Family Managers get Justify. The buttons
// share one Actions cell after the id, so an approver reaches them without scrolling sideways.
import Box from '@mui/material/Box';
import { APPROVE_MESSAGES } from '@cost-steering/schema';
import type { PurchaseRequestSortField, RequestRowFieldsFragment } from '../../../gql/graphql';
import type { DataTableColumn } from '../../../shared/data-table/DataTable';
import { actionsColumn, dateColumn } from '../../../shared/data-table/columns';
import { DeliveryWarning } from './DeliveryWarning';
import { RowButton } from '../../../shared/data-table/RowButton';
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

/** A request's amount as ordered, in its own currency (web/README.md 'Row actions and columns'). */
export const orderAmountColumn: Column = {
  field: 'orderAmount',
  headerName: 'Amount',
  sortField: 'ORDER_AMOUNT',
  width: 150,
  align: 'right',
  headerAlign: 'right',
  valueGetter: (_value, row) => ownCurrency(row.orderAmount, row.currency),
};

/** Hidden until shown with the column chooser, so the list fits 1280 px (web/README.md). */
export const OPEN_REQUESTS_HIDDEN = ['contactName', 'amountNextYear', 'deliveryDate'];
/** What an approver on a phone needs of a request at first (besides Actions): what it is, and where it stands. */
export const OPEN_REQUESTS_PHONE = ['id', 'orderText', 'status'];

/** The status, and that a signature is pending (the approver cannot act yet, spec §4). */
export function requestStatusText(row: RequestRow): string {
  return awaitingSignature(row)
    ? `${statusLabel(row.status)} (${SIGNATURE_PENDING})`
    : statusLabel(row.status);
}

/** What the Status column adds while a Product Family Manager's signature is pending. */
export const SIGNATURE_PENDING = 'awaiting signature';

/** The row's buttons: Approve and Decline or Delete, Justify, Details (spec §2 order). */
function rowActions(viewer: OpenRequestViewer, actions: OpenRequestActions) {
  const reason = (row: RequestRow) =>
    awaitingSignature(row) ? APPROVE_MESSAGES.mustBeSigned : undefined;
  const count =
    (viewer.approver ? 2 : viewer.deleteColumn ? 1 : 0) + (viewer.justifier ? 1 : 0) + 1;
  return actionsColumn<RequestRow, PurchaseRequestSortField>(count, (row) => (
    <>
      {viewer.approver && (
        <>
          <RowButton
            label="Approve"
            ariaLabel={`Approve request ${row.id}`}
            color="success"
            disabledReason={reason(row)}
            onClick={() => actions.approve(row)}
          />
          <RowButton
            label="Decline"
            ariaLabel={`Decline request ${row.id}`}
            color="error"
            disabledReason={reason(row)}
            onClick={() => actions.decline(row)}
          />
        </>
      )}
      {!viewer.approver && viewer.deleteColumn && viewer.canDelete(row) && (
        <RowButton
          label="Delete"
          ariaLabel={`Delete request ${row.id}`}
          color="error"
          onClick={() => actions.remove(row)}
        />
      )}
      {viewer.justifier && awaitingSignature(row) && (
        <RowButton
          label="Justify"
          ariaLabel={`Justify request ${row.id}`}
          onClick={() => actions.justify(row)}
        />
      )}
      <RowButton
        label="Details"
        ariaLabel={`Details of request ${row.id}`}
        onClick={() => actions.details(row)}
      />
    </>
  ));
}

export function openRequestColumns(viewer: OpenRequestViewer, actions: OpenRequestActions) {
  // The actions come right after the id: in view at 1280 px whatever else is shown.
  const columns: Column[] = [
    { field: 'id', headerName: 'Request ID', sortField: 'ID', width: 100 },
    rowActions(viewer, actions),
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
    orderAmountColumn,
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
    dateColumn('startDate', 'Start Date', 'START_DATE'),
    dateColumn('deliveryDate', 'Delivery Date', 'DELIVERY_DATE'),
    {
      field: 'status',
      headerName: 'Status',
      sortField: 'STATUS',
      width: 200,
      valueGetter: (_value, row) => requestStatusText(row),
      renderCell: ({ row }) => (
        <Box component="span">
          {requestStatusText(row)}
          {row.deliveryWarning && <DeliveryWarning />}
        </Box>
      ),
    },
  );
  return columns;
}
