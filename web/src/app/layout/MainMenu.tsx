// The menu bar under the header: the groups of spec §2 with the items this user may open.
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useOpenedOnce } from '../../shared/popups/LazyPopover';
import { useSession } from '../../shared/session/session';
import { visibleMenu, type MenuGroup } from '../routes/menu';
import { ROUTES, type AppRoute } from '../routes/routeTable';

// The menu itself (MUI Menu, Popover, Modal) loads when a group is first opened (issue 15).
const GroupMenuList = lazy(() => import('./GroupMenuList'));

function GroupMenu({ group }: { group: MenuGroup }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(Boolean(anchor));
  const menuId = `menu-${group.id}`;
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        {group.label}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <GroupMenuList
            id={menuId}
            group={group}
            anchor={anchor}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}

export function MainMenu({ routes = ROUTES }: { routes?: readonly AppRoute[] }) {
  const { user, configuration } = useSession();
  const groups = visibleMenu(
    routes,
    { roles: user.roles, flags: configuration.flags },
    configuration.financialGoalLabel,
  );
  return (
    <Box
      component="nav"
      aria-label="Main menu"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        px: 2,
        py: 0.5,
        bgcolor: (theme) => theme.shell.subheader,
        color: 'text.primary',
      }}
    >
      {groups.map((group) => (
        <GroupMenu key={group.id} group={group} />
      ))}
    </Box>
  );
}
