// The sort selector (spec §2 options; the server sorts) and the grid/list toggle.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import type { OverviewSort } from '../../../../gql/graphql';
import type { OverviewView } from '../levels/levelProps';
import { SORT_OPTIONS } from '../sortOptions';

interface Props {
  sort: OverviewSort;
  onSort(sort: OverviewSort): void;
  view: OverviewView;
  onView(view: OverviewView): void;
}

export function OverviewToolbar({ sort, onSort, view, onView }: Props) {
  return (
    <>
      <TextField
        select
        size="small"
        label="Sort"
        value={sort}
        onChange={(event) => onSort(event.target.value as OverviewSort)}
        sx={{ minWidth: 160 }}
      >
        {SORT_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_, next: OverviewView | null) => next && onView(next)}
        aria-label="Show as"
      >
        <ToggleButton value="grid" aria-label="Grid view">
          <GridViewIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="list" aria-label="List view">
          <ViewListIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
    </>
  );
}
