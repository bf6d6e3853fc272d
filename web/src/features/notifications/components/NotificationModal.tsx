// One notification in full (spec §2): title, message, date and Delete; a request that waits for a
// signature links to the open requests, a renewal alert (CONTRACT.md 'Renewal alerts': the path is
// in its text, notifications have no link field) to the renewal form of its order.
import { Link as RouterLink } from 'wouter';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ROLES, TEXTS } from '@cost-steering/schema';
import type { NotificationFieldsFragment } from '../../../gql/graphql';
import { formatLongDateTime } from '../../../shared/format/dateTime';
import { hasAnyRole, useSession } from '../../../shared/session/session';

export const REQUESTS_PATH = '/requests';

/** The renewal path a renewal alert's message names. */
const RENEW_PATH = /\/renew-purchase-request\?request=\d+/;

interface Props {
  notification: NotificationFieldsFragment;
  onClose(): void;
  onDelete(notification: NotificationFieldsFragment): void;
}

export function NotificationModal({ notification, onClose, onDelete }: Props) {
  const needsSignature = notification.message.includes(TEXTS.signRequestMarker);
  // Renewing is edit-purchase-request's (spec §6); an owner without it is only told.
  const mayRenew = hasAnyRole(useSession().user, [ROLES.editPurchaseRequest]);
  const renewPath = mayRenew ? RENEW_PATH.exec(notification.message)?.[0] : undefined;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="notification-title">
      <DialogTitle id="notification-title">{notification.title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ whiteSpace: 'pre-wrap', mb: 2 }}>{notification.message}</Typography>
        {needsSignature && (
          <Typography sx={{ mb: 2 }}>
            <Link component={RouterLink} to={REQUESTS_PATH} onClick={onClose}>
              Go to open requests
            </Link>
          </Typography>
        )}
        {renewPath && (
          <Typography sx={{ mb: 2 }}>
            <Link component={RouterLink} to={renewPath} onClick={onClose}>
              Renew the order
            </Link>
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {formatLongDateTime(notification.created)}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={() => onDelete(notification)}>
          Delete
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
