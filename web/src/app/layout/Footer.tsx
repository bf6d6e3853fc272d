// Footer of spec §1: the app name and 'Version | x'.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSession } from '../../shared/session/session';

export function Footer({ version }: { version: ReactNode }) {
  const { configuration } = useSession();
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        px: 2,
        py: 1.5,
        bgcolor: (theme) => theme.shell.footer,
        color: (theme) => theme.shell.footerText,
      }}
    >
      <Typography variant="body2">{configuration.appName}</Typography>
      <Typography variant="body2">{version}</Typography>
    </Box>
  );
}
