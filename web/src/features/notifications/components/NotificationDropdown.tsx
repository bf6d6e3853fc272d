// The bell's dropdown: the latest notifications, each to open, mark read or delete, and a link
// to all of them. Loaded when the bell is first clicked (NotificationBell.tsx).
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'wouter';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { TEXTS } from '@cost-steering/schema';
import type { NotificationFieldsFragment } from '../../../gql/graphql';
import { useNotificationActions } from '../hooks/useNotificationActions';
import { NotificationModal } from './NotificationModal';
import { INSET_FOCUS_RING } from '../../../shared/layout/focusRings';
import { dropdownMessage, dropdownTitle } from '../truncate';
import { ReadStateButton } from './ReadStateButton';

const DELETE = 'Delete notification';

interface Props {
  anchor: HTMLElement | null;
  items: readonly NotificationFieldsFragment[];
  onClose(): void;
  /** A notification clicked: the bell opens it; it is marked read here. */
  onOpen(notification: NotificationFieldsFragment): void;
}

export default function NotificationDropdown({ anchor, items, onClose, onOpen }: Props) {
  // The actions load with the dropdown, not with every page (the first page's budget, issue 15).
  const { markRead, remove } = useNotificationActions();
  const onMarkRead = (notification: NotificationFieldsFragment) => void markRead(notification);
  const onRemove = (notification: NotificationFieldsFragment) => void remove(notification);
  // After Delete the notification leaves the list, its button with it, and MUI's focus trap put
  // the focus on the dropdown itself: it goes to the Delete button now in its place, else the one
  // before, else the link to all notifications (as the request form's Remove does).
  const box = useRef<HTMLDivElement>(null);
  const deleted = useRef<{ id: string; index: number } | null>(null);
  useEffect(() => {
    const gone = deleted.current;
    if (!gone || items.some((item) => item.id === gone.id)) return;
    deleted.current = null;
    const buttons = box.current?.querySelectorAll<HTMLElement>(`[aria-label="${DELETE}"]`) ?? [];
    (buttons[Math.min(gone.index, buttons.length - 1)] ?? box.current?.querySelector('a'))?.focus();
  }, [items]);
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box sx={{ width: 340 }} ref={box}>
        {items.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {TEXTS.noNotifications}
          </Typography>
        ) : (
          <List dense aria-label="Latest notifications">
            {items.map((notification, index) => (
              <ListItem
                key={notification.id}
                disablePadding
                secondaryAction={
                  <Box sx={{ display: 'flex' }}>
                    <ReadStateButton
                      read={notification.read}
                      onMarkRead={() => onMarkRead(notification)}
                    />
                    <IconButton
                      size="small"
                      aria-label={DELETE}
                      onClick={() => {
                        deleted.current = { id: notification.id, index };
                        onRemove(notification);
                      }}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Box>
                }
              >
                <ListItemButton
                  onClick={() => {
                    onOpen(notification);
                    onMarkRead(notification);
                  }}
                  sx={{ pr: 10, ...INSET_FOCUS_RING }}
                >
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
          <Button component={RouterLink} to="/notifications" onClick={onClose}>
            {TEXTS.viewAllNotifications}
          </Button>
        </Box>
      </Box>
    </Popover>
  );
}

/** The bell's opened notification: its Delete removes it, and the modal closes once it is gone. */
export function OpenedNotificationModal({
  notification,
  onClose,
}: {
  notification: NotificationFieldsFragment;
  onClose(): void;
}) {
  const { remove } = useNotificationActions();
  return (
    <NotificationModal
      notification={notification}
      onClose={onClose}
      onDelete={(opened) => void remove(opened).then((removed) => removed && onClose())}
    />
  );
}
