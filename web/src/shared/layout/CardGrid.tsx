// Cards in a grid: one column on a phone, then two, three and four as the screen widens (MUI's
// breakpoints sm, md and lg), every card of a row as tall as the tallest (the cards fill their
// cell). CSS grid on a Box does all of it; MUI's Grid, used before, was ~1.5 kB gzip of the first
// page's JavaScript (issue 15, web/README.md 'First page').
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

const columns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

export function CardGrid({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box
      sx={[
        {
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: columns(1), sm: columns(2), md: columns(3), lg: columns(4) },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
