// Header bell (spec §2/§9): unread count badge; a dropdown with the 5 newest notifications, cut
// to fit, with read and delete actions; a modal on click; a link to the full list. Refreshed
// every 180000 ms.
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { NOTIFICATION_DROPDOWN_SIZE, TIMINGS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import type { NotificationFieldsFragment } from '../../../gql/graphql';
import { PoliteAnnouncement } from '../../../shared/a11y/PoliteAnnouncement';
import { useOpenedOnce } from '../../../shared/popups/LazyPopover';

// The modal (MUI Dialog) opens on a click only: it loads then, not with every page.
const OpenedNotificationModal = lazy(() =>
  import('./NotificationDropdown').then((module) => ({ default: module.OpenedNotificationModal })),
);
// The dropdown (MUI Popover, Modal, the list) and the read and delete actions (the write hook)
// load when the bell is first clicked (issue 15: the first page's budget).
const NotificationDropdown = lazy(() => import('./NotificationDropdown'));

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

/**
 * What a rise of the unread count says (WCAG 4.1.3): a poll or another write brought new
 * notifications, and only the bell's badge and name changed. Not the first count of the page,
 * nor a fall (the user read or deleted one).
 */
function useUnreadRise(unread: number | undefined): string {
  const [seen, setSeen] = useState(unread);
  const [said, setSaid] = useState('');
  if (unread !== seen) {
    // Adjusted while rendering, from the count of the previous render (React's pattern).
    setSeen(unread);
    if (seen !== undefined && unread !== undefined && unread > seen) {
      setSaid(unread === 1 ? '1 unread notification' : `${unread} unread notifications`);
    }
  }
  return said;
}

export function NotificationBell() {
  const { data } = useQuery(NotificationBellQuery, {
    variables: { limit: NOTIFICATION_DROPDOWN_SIZE },
    pollInterval: TIMINGS.notificationPollMs,
  });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState<NotificationFieldsFragment | null>(null);
  const dropdownOpened = useOpenedOnce(Boolean(anchor));

  const unread = data?.notifications.unreadCount ?? 0;
  const arrived = useUnreadRise(data?.notifications.unreadCount);
  const items = (data?.notifications.items ?? []).slice(0, NOTIFICATION_DROPDOWN_SIZE);

  function open(notification: NotificationFieldsFragment) {
    setAnchor(null);
    setOpened(notification);
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
      <PoliteAnnouncement text={arrived} />
      {dropdownOpened && (
        <Suspense fallback={null}>
          <NotificationDropdown
            anchor={anchor}
            items={items}
            onClose={() => setAnchor(null)}
            onOpen={open}
          />
        </Suspense>
      )}
      {opened && (
        <Suspense fallback={null}>
          <OpenedNotificationModal notification={opened} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </>
  );
}
