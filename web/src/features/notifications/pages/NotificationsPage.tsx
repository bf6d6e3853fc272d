// /notifications (spec §2): every notification of the user in the shared DataTable — 10 per page,
// searched and sorted on the server — with read, delete and open actions. Refreshed every
// 180000 ms like the bell.
import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import OpenIcon from '@mui/icons-material/OpenInNew';
import { TEXTS, TIMINGS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import type { NotificationFieldsFragment, NotificationSortField } from '../../../gql/graphql';
import { DataTable, type DataTableColumn } from '../../../shared/data-table/DataTable';
import { useServerList } from '../../../shared/data-table/useServerList';
import { formatLongDateTime } from '../../../shared/format/dateTime';
import { NotificationModal } from '../components/NotificationModal';
import { ReadStateButton } from '../components/ReadStateButton';
import { useNotificationActions } from '../hooks/useNotificationActions';
import { pageMessage } from '../truncate';

export const NotificationListQuery = graphql(`
  query NotificationList($offset: Int!, $limit: Int!, $search: String, $sort: NotificationSort) {
    notifications(offset: $offset, limit: $limit, search: $search, sort: $sort) {
      items {
        ...NotificationFields
      }
      totalCount
    }
  }
`);

type Row = NotificationFieldsFragment;
type Actions = ReturnType<typeof useNotificationActions> & { open(row: Row): void };

function notificationColumns(actions: Actions): DataTableColumn<Row, NotificationSortField>[] {
  return [
    {
      field: 'title',
      headerName: 'Title',
      sortField: 'TITLE',
      flex: 1,
      minWidth: 160,
      renderCell: ({ row }) => (
        <Box component="span" sx={{ fontWeight: row.read ? 400 : 600 }}>
          {row.title}
        </Box>
      ),
    },
    {
      field: 'message',
      headerName: 'Message',
      flex: 2,
      minWidth: 220,
      valueFormatter: (value: string) => pageMessage(value),
    },
    {
      field: 'created',
      headerName: 'Date',
      sortField: 'CREATED',
      width: 220,
      valueFormatter: (value: string) => formatLongDateTime(value),
    },
    {
      field: 'read',
      headerName: 'Read',
      sortField: 'READ',
      width: 80,
      valueFormatter: (value: boolean) => (value ? 'Read' : 'Unread'),
      renderCell: ({ row }) => (
        <ReadStateButton read={row.read} onMarkRead={() => void actions.markRead(row)} />
      ),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 110,
      align: 'right',
      headerAlign: 'right',
      disableExport: true,
      renderCell: ({ row }) => (
        <>
          <Tooltip title="Open">
            <IconButton
              size="small"
              aria-label="Open notification"
              onClick={() => actions.open(row)}
            >
              <OpenIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton
              size="small"
              aria-label="Delete notification"
              onClick={() => void actions.remove(row)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      ),
    },
  ];
}

export function NotificationsPage() {
  const list = useServerList<NotificationSortField>({ field: 'CREATED', direction: 'DESC' });
  const [opened, setOpened] = useState<Row | null>(null);
  const { markRead, remove } = useNotificationActions();
  const { data, previousData, error, loading } = useQuery(NotificationListQuery, {
    variables: list.variables,
    pollInterval: TIMINGS.notificationPollMs,
  });
  // While the next page loads, keep showing the last one (no flash of the empty state).
  const shown = (data ?? previousData)?.notifications;

  const open = useCallback(
    (row: Row) => {
      setOpened(row);
      void markRead(row);
    },
    [markRead],
  );
  const columns = useMemo(
    () => notificationColumns({ markRead, remove, open }),
    [markRead, remove, open],
  );

  async function removeOpened(notification: Row) {
    if (await remove(notification)) setOpened(null);
  }

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Notifications
      </Typography>
      <DataTable
        label="Notifications"
        exportName="notifications"
        columns={columns}
        rows={shown?.items ?? []}
        totalCount={shown?.totalCount ?? 0}
        loading={loading}
        error={error}
        list={list}
        emptyText={TEXTS.noNotifications}
        noMatchText={TEXTS.noNotificationsMatch}
        searchLabel="Search notifications"
        onRowOpen={open}
      />
      {opened && (
        <NotificationModal
          notification={opened}
          onClose={() => setOpened(null)}
          onDelete={(notification) => void removeOpened(notification)}
        />
      )}
    </Box>
  );
}
