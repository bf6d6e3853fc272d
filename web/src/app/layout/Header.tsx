// Header of spec §1: logo (home link), app name, currency, notifications, user. The feature
// widgets are passed in by the shell so layout does not depend on feature internals.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useSession } from '../../shared/session/session';
import { Logo } from './Logo';

export function Header({ actions }: { actions: ReactNode }) {
  const { configuration } = useSession();
  return (
    <AppBar
      position="static"
      elevation={0}
      sx={{ bgcolor: (theme) => theme.shell.header, color: (theme) => theme.shell.headerText }}
    >
      <Toolbar sx={{ gap: 2 }}>
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="none"
          aria-label="Home"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
        >
          <Logo src={configuration.logo} appName={configuration.appName} />
          <Typography variant="h6" component="span" noWrap>
            {configuration.appName}
          </Typography>
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>{actions}</Box>
      </Toolbar>
    </AppBar>
  );
}
