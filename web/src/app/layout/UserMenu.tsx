// User dropdown (spec §2): name, roles (without the default role) and groups, 'Activity Logs'
// only with the activity-log role, Logout.
import { useState, type MouseEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import { ROLES } from '@cost-steering/schema';
import { hasAnyRole, useSession } from '../../shared/session/session';

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
  /** The feature's menu entry; shown only with the activity-log role. */
  activityLogItem: (close: () => void) => ReactNode;
}) {
  const { user, logout } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        aria-haspopup="menu"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        {user.displayName}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{user.displayName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.username}
          </Typography>
        </Box>
        <Section title="Roles" values={user.roles} />
        <Section title="Groups" values={user.groups} />
        <Divider />
        {hasAnyRole(user, [ROLES.activityLog]) && activityLogItem(close)}
        <MenuItem
          onClick={() => {
            close();
            logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
