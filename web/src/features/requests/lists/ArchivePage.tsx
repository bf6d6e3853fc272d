// /archive (spec §2 'Archive'): declined and withdrawn requests — Details, Edit (role
// edit-purchase-request: the form at /edit-purchase-request reads `?request={id}`), Restore
// (open again; not for a request an edit has replaced) and Delete for good.
import { useMemo, useState } from 'react';
import { useNavigate } from '../../../shared/routing/useNavigate';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { REQUEST_TEXTS, archiveDescription } from '@cost-steering/schema';
import type { PurchaseRequestSortField } from '../../../gql/graphql';
import { DataTable, type DataTableColumn } from '../../../shared/data-table/DataTable';
import { useServerList } from '../../../shared/data-table/useServerList';
import { formatLongDate } from '../../../shared/format/date';
import { useSession } from '../../../shared/session/session';
import { ConfirmModal } from '../modals/ConfirmModal';
import { RequestDetailsModal } from '../modals/RequestDetailsModal';
import { ArchivedRequestListQuery } from './documents';
import { orderAmountColumn, type RequestRow } from './openRequestColumns';
import { isRequestEditor, ownsOrEdits } from './requestAccess';
import { RowButton } from '../../../shared/data-table/RowButton';
import { actionsColumn } from '../../../shared/data-table/columns';
import { statusLabel } from './requestFormat';
import { useDeleteArchivedRequest, useRestoreRequest } from './useRequestActions';

type Column = DataTableColumn<RequestRow, PurchaseRequestSortField>;

interface ArchiveActions {
  details(row: RequestRow): void;
  edit?: (row: RequestRow) => void;
  /** Restore and Delete are the owner's or an editor's (as the server decides). */
  mayChange(row: RequestRow): boolean;
  restore(row: RequestRow): void;
  remove(row: RequestRow): void;
}

/** Why a replaced request can be neither restored nor edited again (the server says 409). */
const replacedReason = (row: RequestRow) =>
  row.supersededById ? `Replaced by request ${row.supersededById}` : undefined;

/** Restore and Delete on every row (spec §2); disabled with the reason where the user may not. */
const NOT_YOURS = "Only the request's owner or a purchase request editor may do this.";

/** Details, Edit, Restore, Delete in one cell after the id: in view at 1280 px. */
function archiveActions(actions: ArchiveActions): Column {
  const { edit } = actions;
  return actionsColumn(edit ? 4 : 3, (row) => {
    const changeRefused = actions.mayChange(row) ? replacedReason(row) : NOT_YOURS;
    return (
      <>
        <RowButton
          label="Details"
          ariaLabel={`Details of request ${row.id}`}
          onClick={() => actions.details(row)}
        />
        {edit && (
          <RowButton
            label="Edit"
            ariaLabel={`Edit request ${row.id}`}
            disabledReason={replacedReason(row)}
            onClick={() => edit(row)}
          />
        )}
        <RowButton
          label="Restore"
          ariaLabel={`Restore request ${row.id}`}
          disabledReason={changeRefused}
          onClick={() => actions.restore(row)}
        />
        <RowButton
          label="Delete"
          ariaLabel={`Delete request ${row.id}`}
          color="error"
          disabledReason={actions.mayChange(row) ? undefined : NOT_YOURS}
          onClick={() => actions.remove(row)}
        />
      </>
    );
  });
}

function archiveColumns(actions: ArchiveActions): Column[] {
  return [
    { field: 'id', headerName: 'Request ID', sortField: 'ID', width: 100 },
    archiveActions(actions),
    {
      field: 'orderText',
      headerName: 'Description',
      sortField: 'ORDER_TEXT',
      minWidth: 200,
      flex: 2,
      // The cut is for the cell; the full text stays its title and is in Details and the CSV.
      renderCell: ({ row }) => (
        <span title={row.orderText}>{archiveDescription(row.orderText)}</span>
      ),
    },
    { field: 'ownerName', headerName: 'PR Owner', sortField: 'OWNER', minWidth: 130, flex: 1 },
    { field: 'companyName', headerName: 'Company', sortField: 'COMPANY', minWidth: 130, flex: 1 },
    orderAmountColumn,
    {
      field: 'startDate',
      headerName: 'Start Date',
      sortField: 'START_DATE',
      width: 150,
      valueFormatter: (value: string) => formatLongDate(value),
    },
    {
      field: 'status',
      headerName: 'Status',
      sortField: 'STATUS',
      width: 110,
      valueGetter: (_value, row) => statusLabel(row.status),
    },
  ];
}

export function ArchivePage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const list = useServerList<PurchaseRequestSortField>({ field: 'ID', direction: 'DESC' });
  const { data, previousData, error, loading } = useQuery(ArchivedRequestListQuery, {
    variables: list.variables,
  });
  const shown = (data ?? previousData)?.archivedRequests;
  const restore = useRestoreRequest();
  const deleteForGood = useDeleteArchivedRequest();
  const [modal, setModal] = useState<{ kind: 'details' | 'delete'; row: RequestRow } | null>(null);
  const mayEdit = isRequestEditor(user);
  const columns = useMemo(
    () =>
      archiveColumns({
        details: (row) => setModal({ kind: 'details', row }),
        edit: mayEdit
          ? (row) => void navigate(`/edit-purchase-request?request=${encodeURIComponent(row.id)}`)
          : undefined,
        mayChange: (row) => ownsOrEdits(user, row.owner),
        restore: (row) => void restore(row.id),
        remove: (row) => setModal({ kind: 'delete', row }),
      }),
    [mayEdit, navigate, restore, user],
  );
  const close = () => setModal(null);

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {REQUEST_TEXTS.archiveTitle}
      </Typography>
      <DataTable
        label={REQUEST_TEXTS.archiveTitle}
        exportName="archive"
        columns={columns}
        rows={shown?.items ?? []}
        totalCount={shown?.totalCount ?? 0}
        loading={loading}
        error={error}
        list={list}
        emptyText={REQUEST_TEXTS.archiveEmpty}
        noMatchText={REQUEST_TEXTS.noRequestFound}
        searchLabel="Search by description"
        onRowOpen={(row) => setModal({ kind: 'details', row })}
      />
      {modal?.kind === 'details' && <RequestDetailsModal request={modal.row} onClose={close} />}
      {modal?.kind === 'delete' && (
        <ConfirmModal
          title="Delete request for good"
          text={`Delete request ${modal.row.id} '${modal.row.orderText}' permanently? This cannot be undone.`}
          confirmLabel="Delete"
          onConfirm={() => deleteForGood(modal.row.id)}
          onClose={close}
        />
      )}
    </Box>
  );
}
