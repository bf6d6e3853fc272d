import type { OverviewFilterInput, OverviewSort } from '../../../../gql/graphql';
import type { OverviewNavigation } from '../useOverviewLocation';

export type OverviewView = 'grid' | 'list';

/** What the page gives every level: the submitted filter, the sort and the view, and the URL. */
export interface LevelProps {
  filter: OverviewFilterInput;
  sort: OverviewSort;
  view: OverviewView;
  navigation: OverviewNavigation;
}
