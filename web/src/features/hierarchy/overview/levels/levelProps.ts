import type { OverviewFilterInput, OverviewSort } from '../../../../gql/graphql';
import type { ListView } from '../../../../shared/layout/ViewToggle';
import type { OverviewNavigation } from '../useOverviewLocation';

export type OverviewView = ListView;

/** What the page gives every level: the submitted filter, the sort and the view, and the URL. */
export interface LevelProps {
  filter: OverviewFilterInput;
  sort: OverviewSort;
  view: OverviewView;
  navigation: OverviewNavigation;
}
