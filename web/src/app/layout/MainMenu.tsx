// The main menu: the groups of spec §2 with the items this user may open. On a wide screen a bar
// under the header; on a phone (below 600 px, `narrowHeader`) the bar's groups took three rows at
// 412 px, so there the menu is a drawer opened by the header's menu button (PhoneMenuButton) and
// the bar is not shown (issue 31 item 10).
import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import { useOpenedOnce } from '../../shared/popups/LazyPopover';
import { useSession } from '../../shared/session/session';
import { visibleMenu, type MenuGroup } from '../routes/menu';
import { ROUTES, type AppRoute } from '../routes/routeTable';
import { narrowHeader } from './Header';

// The menu itself (MUI Menu, Popover, Modal) loads when a group is first opened (issue 15).
const GroupMenuList = lazy(() => import('./GroupMenuList'));
// The phone's drawer (MUI Drawer, Modal), likewise.
const MenuDrawer = lazy(() => import('./MenuDrawer'));

/** The menu button's name; the drawer and its nav are named 'Main menu' too. */
export const PHONE_MENU_LABEL = 'Main menu';

function useMenuGroups(routes: readonly AppRoute[]): MenuGroup[] {
  const { user, configuration } = useSession();
  return visibleMenu(
    routes,
    { roles: user.roles, flags: configuration.flags },
    configuration.financialGoalLabel,
  );
}

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

/** The menu bar; nothing on a phone, where the header's PhoneMenuButton opens the menu. */
export function MainMenu({ routes = ROUTES }: { routes?: readonly AppRoute[] }) {
  const groups = useMenuGroups(routes);
  const narrow = useMediaQuery(narrowHeader, { noSsr: true });
  if (narrow) return null;
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

/** The header's menu button on a phone: opens the main menu in a drawer. */
export function PhoneMenuButton({ routes = ROUTES }: { routes?: readonly AppRoute[] }) {
  const groups = useMenuGroups(routes);
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const id = useId();
  return (
    <>
      <IconButton
        color="inherit"
        edge="start"
        aria-label={PHONE_MENU_LABEL}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <MenuDrawer id={id} groups={groups} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
