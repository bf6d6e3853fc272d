// A horizontal rule in the theme's divider colour: MUI's Divider without its variants, for the
// header and the overview's cards, which load with the first page (its JS budget: Divider and
// its styles were 1 kB gzip of it).
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export function Rule({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Box
      component="hr"
      sx={[
        { m: 0, flexShrink: 0, border: 0, borderBottom: 1, borderColor: 'divider' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
