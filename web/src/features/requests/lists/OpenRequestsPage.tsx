// /requests (spec §2 'Open requests'): the open (PROPOSED) requests in the shared DataTable with
// the actions of the viewer's role, and the modals they open.
//
// Who sees Delete: spec §6 gives Delete to "others" than approvers; the server lets the owner or
// role edit-purchase-request withdraw a request (DESIGN.md §4). So a non-approver sees the Delete
// column when they hold edit-purchase-request or own a request on the page, and Delete in the
// rows they may withdraw — a viewer sees neither. The server still decides (403 → banner).
import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GROUPS, REQUEST_TEXTS, ROLES } from '@cost-steering/schema';
import type { PurchaseRequestSortField } from '../../../gql/graphql';
import { useMoney } from '../../../shared/currency/currency';
import { DataTable } from '../../../shared/data-table/DataTable';
import { useServerList } from '../../../shared/data-table/useServerList';
import { hasAnyRole, useSession } from '../../../shared/session/session';
import { ApproveModal } from '../modals/ApproveModal';
import { ConfirmModal } from '../modals/ConfirmModal';
import { DeclineModal } from '../modals/DeclineModal';
import { JustificationModal } from '../modals/JustificationModal';
import { RequestDetailsModal } from '../modals/RequestDetailsModal';
import { OpenRequestListQuery } from './documents';
import {
  openRequestColumns,
  OPEN_REQUESTS_HIDDEN,
  OPEN_REQUESTS_PHONE,
  type RequestRow,
} from './openRequestColumns';
import { MyDrafts } from './MyDrafts';
import { isRequestEditor, ownsOrEdits } from './requestAccess';
import { useWithdrawRequest } from './useRequestActions';

type ModalKind = 'details' | 'approve' | 'decline' | 'delete' | 'justify';

export function OpenRequestsPage() {
  const { user, configuration } = useSession();
  const { flags } = configuration;
  const money = useMoney();
  const list = useServerList<PurchaseRequestSortField>({ field: 'ID', direction: 'DESC' });
  const { data, previousData, error, loading } = useQuery(OpenRequestListQuery, {
    variables: list.variables,
  });
  const shown = (data ?? previousData)?.purchaseRequests;
  const rows = useMemo(() => shown?.items ?? [], [shown]);
  const withdraw = useWithdrawRequest();

  // The modal reads its request from the list on screen, so an item typed in the approve modal
  // (updated in the cache by its id) shows at once.
  const [modal, setModal] = useState<{ kind: ModalKind; row: RequestRow } | null>(null);
  const modalRow = modal && (rows.find((row) => row.id === modal.row.id) ?? modal.row);
  const close = () => setModal(null);

  const approver = hasAnyRole(user, [ROLES.approvePurchaseRequest]);
  const editor = isRequestEditor(user);
  const ownsOne = rows.some((row) => row.owner.toLowerCase() === user.username.toLowerCase());
  const columns = useMemo(
    () =>
      openRequestColumns(
        {
          suppliersEnabled: flags.suppliersEnabled,
          sbuEnabled: flags.prSbuEnabled,
          approver,
          justifier:
            flags.prJustificationEnabled && user.groups.includes(GROUPS.productFamilyManager),
          deleteColumn: editor || ownsOne,
          canDelete: (row) => ownsOrEdits(user, row.owner),
          money,
        },
        {
          details: (row) => setModal({ kind: 'details', row }),
          approve: (row) => setModal({ kind: 'approve', row }),
          decline: (row) => setModal({ kind: 'decline', row }),
          remove: (row) => setModal({ kind: 'delete', row }),
          justify: (row) => setModal({ kind: 'justify', row }),
        },
      ),
    [flags, approver, editor, ownsOne, user, money],
  );

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Open Requests
      </Typography>
      {editor && <MyDrafts />}
      <DataTable
        label="Open Requests"
        exportName="purchase-requests"
        columns={columns}
        hiddenByDefault={OPEN_REQUESTS_HIDDEN}
        phoneColumns={OPEN_REQUESTS_PHONE}
        rows={rows}
        totalCount={shown?.totalCount ?? 0}
        loading={loading}
        error={error}
        list={list}
        emptyText={REQUEST_TEXTS.noOpenRequests}
        noMatchText={REQUEST_TEXTS.noRequestFound}
        searchLabel="Search by description"
        onRowOpen={(row) => setModal({ kind: 'details', row })}
      />
      {modal?.kind === 'details' && modalRow && (
        <RequestDetailsModal request={modalRow} onClose={close} />
      )}
      {modal?.kind === 'approve' && modalRow && <ApproveModal request={modalRow} onClose={close} />}
      {modal?.kind === 'decline' && modalRow && <DeclineModal request={modalRow} onClose={close} />}
      {modal?.kind === 'justify' && modalRow && (
        <JustificationModal request={modalRow} onClose={close} />
      )}
      {modal?.kind === 'delete' && modalRow && (
        <ConfirmModal
          title="Delete request"
          text={`Delete request ${modalRow.id} '${modalRow.orderText}'? It moves to the archive.`}
          confirmLabel="Delete"
          onConfirm={() => withdraw(modalRow.id)}
          onClose={close}
        />
      )}
    </Box>
  );
}
