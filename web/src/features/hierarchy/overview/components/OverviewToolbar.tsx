// The sort selector (spec §2 options; the server sorts) and the grid/list toggle.
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import type { OverviewSort } from '../../../../gql/graphql';
import { SelectField } from '../../../../shared/select/SelectField';
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
      <SelectField
        size="small"
        label="Sort"
        value={sort}
        options={SORT_OPTIONS}
        onChange={(value) => onSort(value as OverviewSort)}
        sx={{ minWidth: 160 }}
      />
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
