// Header of spec §1: logo (home link), app name, currency, notifications, user. The feature
// widgets are passed in by the shell so layout does not depend on feature internals.
// On a narrow screen there is no room for all of them in one row: below 900 px the app name is
// hidden (the logo still links home, under the app's name) rather than cut to 'Co…'; below
// 600 px (a phone) the tools also move behind a 'More' button; the actions (bell, user) stay, and
// the main menu is a button at the start of the row (`menu`) that opens a drawer.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useSession } from '../../shared/session/session';
import { HeaderOverflow } from './HeaderOverflow';
import { Logo } from './Logo';

/** Below this the header shows the compact (phone) layout. */
export const narrowHeader = (theme: Theme) => theme.breakpoints.down('sm');
/** Below this the app name does not fit beside the tools and actions. */
const noRoomForName = (theme: Theme) => theme.breakpoints.down('md');

interface Props {
  /** Settings that move into the 'More' popover on narrow screens (the currency). */
  tools: ReactNode;
  /** Always in the bar (bell, user). */
  actions: ReactNode;
  /** On narrow screens only, first in the row: the main menu's button (MainMenu.tsx). */
  menu?: ReactNode;
}

export function Header({ tools, actions, menu }: Props) {
  const { configuration } = useSession();
  // Read synchronously (noSsr) so a phone never renders the wide header first.
  const narrow = useMediaQuery(narrowHeader, { noSsr: true });
  const hideName = useMediaQuery(noRoomForName, { noSsr: true });
  return (
    <AppBar
      position="static"
      elevation={0}
      sx={{ bgcolor: (theme) => theme.shell.header, color: (theme) => theme.shell.headerText }}
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        {narrow && menu}
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="none"
          // The name holds the visible app name (WCAG 2.5.3 label in name) and says where it goes.
          aria-label={`${configuration.appName} home`}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}
        >
          <Logo src={configuration.logo} appName={configuration.appName} />
          {!hideName && (
            <Typography variant="h6" component="span" noWrap>
              {configuration.appName}
            </Typography>
          )}
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {!narrow && tools}
          {actions}
          {narrow && <HeaderOverflow>{tools}</HeaderOverflow>}
        </Box>
      </Toolbar>
    </AppBar>
  );
}
