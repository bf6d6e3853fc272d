// /notifications (spec §2): every notification of the user, 10 per page from the server, with
// read, delete and open actions. Refreshed every 180000 ms like the bell.
import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import OpenIcon from '@mui/icons-material/OpenInNew';
import { PAGE_SIZE, TEXTS, TIMINGS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import type { NotificationFieldsFragment } from '../../../gql/graphql';
import { errorBannerText } from '../../../shared/errors/errorText';
import { formatLongDateTime } from '../../../shared/format/dateTime';
import { NotificationModal } from '../components/NotificationModal';
import { ReadStateButton } from '../components/ReadStateButton';
import { useNotificationActions } from '../hooks/useNotificationActions';
import { pageMessage } from '../truncate';

export const NotificationListQuery = graphql(`
  query NotificationList($offset: Int!, $limit: Int!) {
    notifications(offset: $offset, limit: $limit) {
      items {
        ...NotificationFields
      }
      totalCount
      unreadCount
    }
  }
`);

export function NotificationsPage() {
  const [page, setPage] = useState(0);
  const [opened, setOpened] = useState<NotificationFieldsFragment | null>(null);
  const { markRead, remove } = useNotificationActions();
  const { data, error, loading } = useQuery(NotificationListQuery, {
    variables: { offset: page * PAGE_SIZE, limit: PAGE_SIZE },
    pollInterval: TIMINGS.notificationPollMs,
  });

  const items = data?.notifications.items ?? [];
  const totalCount = data?.notifications.totalCount ?? 0;

  // Deleting the last notification of the last page: show the page before it.
  useEffect(() => {
    if (data && page > 0 && page * PAGE_SIZE >= totalCount) setPage(Math.max(0, page - 1));
  }, [data, page, totalCount]);

  function open(notification: NotificationFieldsFragment) {
    setOpened(notification);
    void markRead(notification);
  }

  async function removeOpened(notification: NotificationFieldsFragment) {
    if (await remove(notification)) setOpened(null);
  }

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Notifications
      </Typography>
      {error && <Alert severity="error">{errorBannerText(error)}</Alert>}
      {loading && !data ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading notifications" />
        </Box>
      ) : !error && items.length === 0 ? (
        <Typography color="text.secondary">{TEXTS.noNotifications}</Typography>
      ) : (
        <Paper>
          <TableContainer>
            <Table size="small" aria-label="Notifications">
              <TableHead>
                <TableRow>
                  <TableCell>Title</TableCell>
                  <TableCell>Message</TableCell>
                  <TableCell>Date</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((notification) => (
                  <TableRow key={notification.id} hover>
                    <TableCell sx={{ fontWeight: notification.read ? 400 : 600 }}>
                      {notification.title}
                    </TableCell>
                    <TableCell>{pageMessage(notification.message)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatLongDateTime(notification.created)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <ReadStateButton
                        read={notification.read}
                        onMarkRead={() => void markRead(notification)}
                      />
                      <Tooltip title="Open">
                        <IconButton
                          size="small"
                          aria-label="Open notification"
                          onClick={() => open(notification)}
                        >
                          <OpenIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Delete">
                        <IconButton
                          size="small"
                          aria-label="Delete notification"
                          onClick={() => void remove(notification)}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={totalCount}
            page={page}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_, next) => setPage(next)}
          />
        </Paper>
      )}
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
