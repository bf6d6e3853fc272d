// Read/unread icon of a notification; clicking an unread one marks it read. (A plain title, not
// an MUI Tooltip: the bell is on every page and Tooltip would add Popper to the first load.)
import IconButton from '@mui/material/IconButton';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import DraftsIcon from '@mui/icons-material/DraftsOutlined';

interface Props {
  read: boolean;
  onMarkRead(): void;
}

export function ReadStateButton({ read, onMarkRead }: Props) {
  const label = read ? 'Read' : 'Unread: mark as read';
  return (
    <IconButton
      size="small"
      aria-label={label}
      title={label}
      onClick={read ? undefined : onMarkRead}
      color={read ? 'default' : 'primary'}
    >
      {read ? <DraftsIcon fontSize="small" /> : <MarkEmailUnreadIcon fontSize="small" />}
    </IconButton>
  );
}
