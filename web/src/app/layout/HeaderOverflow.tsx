// The header's 'More' button on narrow screens: the tools that do not fit in the bar (the
// currency select), in a dialog popover.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { HeaderDialog } from './HeaderDialog';

export const OVERFLOW_LABEL = 'More options';

export function HeaderOverflow({ children }: { children: ReactNode }) {
  return (
    <HeaderDialog
      label={OVERFLOW_LABEL}
      trigger={(props) => (
        <IconButton color="inherit" aria-label={OVERFLOW_LABEL} {...props}>
          <MoreVertIcon />
        </IconButton>
      )}
    >
      {() => <Box sx={{ p: 2, display: 'grid', gap: 2 }}>{children}</Box>}
    </HeaderDialog>
  );
}
