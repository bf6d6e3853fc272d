// 'My drafts' on /requests (issue 31): the requests Next created and nobody sent yet, shown to
// their owner only (the server lists a Draft to its owner alone). Resume opens one in the request
// form (/create-request?draft={id}) where it was left; Delete withdraws it as Cancel Request does
// (it moves to the archive, where it can be restored or deleted for good). Shown only while the
// user has a Draft: an editor without one sees nothing more on the page.
import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PurchaseRequestSortField } from '../../../gql/graphql';
import { DataTable, type DataTableColumn } from '../../../shared/data-table/DataTable';
import { RowButton } from '../../../shared/data-table/RowButton';
import { actionsColumn, dateColumn } from '../../../shared/data-table/columns';
import { useServerList } from '../../../shared/data-table/useServerList';
import { useNavigate } from '../../../shared/routing/useNavigate';
import { ConfirmModal } from '../modals/ConfirmModal';
import { MyDraftListQuery } from './documents';
import { orderAmountColumn, type RequestRow } from './openRequestColumns';
import { useWithdrawRequest } from './useRequestActions';

type Column = DataTableColumn<RequestRow, PurchaseRequestSortField>;

/** The form that resumes a Draft. */
export const resumePath = (id: string) => `/create-request?draft=${encodeURIComponent(id)}`;

function draftColumns(resume: (row: RequestRow) => void, remove: (row: RequestRow) => void) {
  const columns: Column[] = [
    { field: 'id', headerName: 'Request ID', sortField: 'ID', width: 100 },
    actionsColumn(2, (row) => (
      <>
        <RowButton
          label="Resume"
          ariaLabel={`Resume draft ${row.id}`}
          onClick={() => resume(row)}
        />
        <RowButton
          label="Delete"
          ariaLabel={`Delete draft ${row.id}`}
          color="error"
          onClick={() => remove(row)}
        />
      </>
    )),
    {
      field: 'orderText',
      headerName: 'Description',
      sortField: 'ORDER_TEXT',
      minWidth: 200,
      flex: 2,
    },
    orderAmountColumn,
    {
      field: 'items',
      headerName: 'List items',
      width: 110,
      sortable: false,
      valueGetter: (_value, row) => row.listItems.length,
    },
    dateColumn('startDate', 'Start Date', 'START_DATE'),
  ];
  return columns;
}

export function MyDrafts() {
  const navigate = useNavigate();
  const list = useServerList<PurchaseRequestSortField>({ field: 'ID', direction: 'DESC' });
  const { data, previousData, error, loading } = useQuery(MyDraftListQuery, {
    variables: list.variables,
  });
  const shown = (data ?? previousData)?.purchaseRequests;
  const rows = useMemo(() => shown?.items ?? [], [shown]);
  const withdraw = useWithdrawRequest();
  const [deleting, setDeleting] = useState<RequestRow | null>(null);
  const columns = useMemo(
    () => draftColumns((row) => navigate(resumePath(row.id)), setDeleting),
    [navigate],
  );
  // Nothing to resume (and no search narrowing the list): the section is not shown.
  if (!error && (shown?.totalCount ?? 0) === 0 && !list.variables.search) return null;
  return (
    <Box component="section" aria-labelledby="my-drafts-title" sx={{ mb: 3 }}>
      <Typography id="my-drafts-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        My drafts
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Requests you started and have not sent yet. Only you see them.
      </Typography>
      <DataTable
        label="My Drafts"
        columns={columns}
        rows={rows}
        totalCount={shown?.totalCount ?? 0}
        loading={loading}
        error={error}
        list={list}
        emptyText="You have no drafts."
        noMatchText="No such draft has been found."
        onRowOpen={(row) => navigate(resumePath(row.id))}
      />
      {deleting && (
        <ConfirmModal
          title="Delete draft"
          text={`Delete draft ${deleting.id} '${deleting.orderText}'? It moves to the archive.`}
          confirmLabel="Delete"
          onConfirm={() => withdraw(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
