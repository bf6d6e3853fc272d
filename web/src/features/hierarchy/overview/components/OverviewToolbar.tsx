// The sort selector (spec §2 options; the server sorts) and the grid/list toggle.
import type { OverviewSort } from '../../../../gql/graphql';
import { ViewToggle } from '../../../../shared/layout/ViewToggle';
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
      <ViewToggle view={view} onView={onView} />
    </>
  );
}
