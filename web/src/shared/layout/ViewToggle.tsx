// The grid/list switch of the overviews: two icon buttons in a group labelled 'Show as', the view
// shown pressed (aria-pressed). Plain IconButtons rather than MUI's ToggleButtonGroup, whose
// roving focus and two components were ~3 kB gzip of the first page's JavaScript (issue 15,
// web/README.md 'First page'); each button is in the tab order, as toggle buttons may be.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';

export type ListView = 'grid' | 'list';

const VIEWS = [
  { value: 'grid', label: 'Grid view', Icon: GridViewIcon },
  { value: 'list', label: 'List view', Icon: ViewListIcon },
] as const;

export function ViewToggle({
  view,
  onView,
  sx,
}: {
  view: ListView;
  onView(view: ListView): void;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      role="group"
      aria-label="Show as"
      sx={[
        { display: 'inline-flex', border: 1, borderColor: 'divider', borderRadius: 1 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {VIEWS.map(({ value, label, Icon }) => {
        const pressed = view === value;
        return (
          <IconButton
            key={value}
            size="small"
            aria-label={label}
            aria-pressed={pressed}
            onClick={() => onView(value)}
            sx={{
              borderRadius: 0,
              px: 1.25,
              color: pressed ? 'text.primary' : 'action.active',
              bgcolor: pressed ? 'action.selected' : 'transparent',
            }}
          >
            <Icon fontSize="small" />
          </IconButton>
        );
      })}
    </Box>
  );
}
