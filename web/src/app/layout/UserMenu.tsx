// User dropdown (spec §2): name, roles (without the default role) and groups, 'Activity Logs'
// only with the activity-log role, Logout. It shows lists next to its buttons, which a
// role="menu" may not hold, so it is a dialog (HeaderDialog) named after the user.
// On narrow screens the button shows the icon only; its name stays the user's name.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Rule } from '../../shared/layout/Rule';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import { ROLES } from '@cost-steering/schema';
import { hasAnyRole, useSession } from '../../shared/session/session';
import { narrowHeader } from './Header';
import { HeaderDialog } from './HeaderDialog';

function Section({ title, values }: { title: string; values: readonly string[] }) {
  return (
    <Box sx={{ px: 2, py: 0.5 }}>
      <Typography variant="caption" color="text.secondary">
        {title}
      </Typography>
      {values.length === 0 ? (
        <Typography variant="body2">None</Typography>
      ) : (
        <Box component="ul" aria-label={title} sx={{ m: 0, pl: 2 }}>
          {values.map((value) => (
            <Typography component="li" variant="body2" key={value}>
              {value}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

export function UserMenu({
  activityLogItem,
}: {
  /** The feature's button; shown only with the activity-log role. */
  activityLogItem: (close: () => void) => ReactNode;
}) {
  const { user, logout } = useSession();
  const narrow = useMediaQuery(narrowHeader, { noSsr: true });
  return (
    <HeaderDialog
      minWidth={240}
      trigger={(props) => (
        <Button
          color="inherit"
          startIcon={narrow ? undefined : <AccountCircleIcon />}
          aria-label={user.displayName}
          sx={{ textTransform: 'none', minWidth: 0, whiteSpace: 'nowrap' }}
          {...props}
        >
          {narrow ? <AccountCircleIcon /> : user.displayName}
        </Button>
      )}
    >
      {({ close, titleId }) => (
        <>
          <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
            <Typography id={titleId} component="h2" sx={{ fontWeight: 600 }}>
              {user.displayName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {user.username}
            </Typography>
          </Box>
          <Section title="Roles" values={user.roles} />
          <Section title="Groups" values={user.groups} />
          <Rule sx={{ mt: 1 }} />
          <Box
            sx={{
              display: 'grid',
              justifyItems: 'start',
              p: 1,
              '& .MuiButton-root': { textTransform: 'none' },
            }}
          >
            {hasAnyRole(user, [ROLES.activityLog]) && activityLogItem(close)}
            <Button
              color="inherit"
              startIcon={<LogoutIcon />}
              onClick={() => {
                close();
                logout();
              }}
            >
              Logout
            </Button>
          </Box>
        </>
      )}
    </HeaderDialog>
  );
}
