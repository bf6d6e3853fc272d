// Header bell (spec §2/§9): unread count badge; a dropdown with the 5 newest notifications, cut
// to fit, with read and delete actions; a modal on click; a link to the full list. Refreshed
// every 180000 ms.
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import NotificationsIcon from '@mui/icons-material/Notifications';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { NOTIFICATION_DROPDOWN_SIZE, TEXTS, TIMINGS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import type { NotificationFieldsFragment } from '../../../gql/graphql';
import { useNotificationActions } from '../hooks/useNotificationActions';
import { dropdownMessage, dropdownTitle } from '../truncate';
import { ReadStateButton } from './ReadStateButton';

// The modal (MUI Dialog) opens on a click only: it loads then, not with every page.
const NotificationModal = lazy(() =>
  import('./NotificationModal').then((module) => ({ default: module.NotificationModal })),
);

export const NotificationBellQuery = graphql(`
  query NotificationBell($limit: Int!) {
    notifications(offset: 0, limit: $limit) {
      items {
        ...NotificationFields
      }
      totalCount
      unreadCount
    }
  }
`);

export function NotificationBell() {
  const { data } = useQuery(NotificationBellQuery, {
    variables: { limit: NOTIFICATION_DROPDOWN_SIZE },
    pollInterval: TIMINGS.notificationPollMs,
  });
  const { markRead, remove } = useNotificationActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState<NotificationFieldsFragment | null>(null);

  const unread = data?.notifications.unreadCount ?? 0;
  const items = (data?.notifications.items ?? []).slice(0, NOTIFICATION_DROPDOWN_SIZE);

  function open(notification: NotificationFieldsFragment) {
    setAnchor(null);
    setOpened(notification);
    void markRead(notification);
  }

  async function removeOpened(notification: NotificationFieldsFragment) {
    if (await remove(notification)) setOpened(null);
  }

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={`Notifications, ${unread} unread`}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unread} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ width: 340 }}>
          {items.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {TEXTS.noNotifications}
            </Typography>
          ) : (
            <List dense aria-label="Latest notifications">
              {items.map((notification) => (
                <ListItem
                  key={notification.id}
                  disablePadding
                  secondaryAction={
                    <Box sx={{ display: 'flex' }}>
                      <ReadStateButton
                        read={notification.read}
                        onMarkRead={() => void markRead(notification)}
                      />
                      <IconButton
                        size="small"
                        aria-label="Delete notification"
                        onClick={() => void remove(notification)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Box>
                  }
                >
                  <ListItemButton onClick={() => open(notification)} sx={{ pr: 10 }}>
                    <ListItemText
                      primary={dropdownTitle(notification.title)}
                      secondary={dropdownMessage(notification.message)}
                      slotProps={{
                        primary: { sx: { fontWeight: notification.read ? 400 : 600 } },
                      }}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
          <Divider />
          <Box sx={{ p: 1, textAlign: 'center' }}>
            <Button component={RouterLink} to="/notifications" onClick={() => setAnchor(null)}>
              {TEXTS.viewAllNotifications}
            </Button>
          </Box>
        </Box>
      </Popover>
      {opened && (
        <Suspense fallback={null}>
          <NotificationModal
            notification={opened}
            onClose={() => setOpened(null)}
            onDelete={(notification) => void removeOpened(notification)}
          />
        </Suspense>
      )}
    </>
  );
}
