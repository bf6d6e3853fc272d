// The left column of the overview: asks for the filter options TIMINGS.filterFetchDelayMs after
// it appears (spec §9 'filter fetch delay 100 ms'), shows the filter bar and turns what it
// emits into the filters of the URL.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { TIMINGS } from '@cost-steering/schema';
import { graphql } from '../../../../gql';
import { errorBannerText } from '../../../../shared/errors/errorText';
import type { OverviewFilterKey } from '../../../../gql/graphql';
import { filterInput, type AppliedFilters } from '../overviewLocation';
import { appliedFromChosen, FilterBar } from '../../../../shared/filters/FilterBar';

export const OverviewFiltersQuery = graphql(`
  query OverviewFilters($optionLimit: Int!, $chosen: OverviewFilterInput!) {
    overviewFilters(optionLimit: $optionLimit, chosen: $chosen) {
      key
      label
      totalOptions
      options {
        id
        name
      }
    }
  }
`);

export const OverviewFilterOptionsQuery = graphql(`
  query OverviewFilterOptions($key: OverviewFilterKey!, $search: String!) {
    overviewFilterOptions(key: $key, search: $search, limit: 50) {
      id
      name
    }
  }
`);

/**
 * Options per select on the first screen: a select with more (10,000 products at scale) searches
 * the server as the user types instead of bringing every name with the first screen.
 */
export const FILTER_OPTION_LIMIT = 100;

export { appliedFromChosen };

function useDelayedStart(delayMs: number): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return started;
}

interface Props {
  applied: AppliedFilters;
  onApply(filters: AppliedFilters): void;
}

export function FilterPanel({ applied, onApply }: Props) {
  const started = useDelayedStart(TIMINGS.filterFetchDelayMs);
  const chosen = useMemo(() => filterInput(applied), [applied]);
  const {
    data: fresh,
    previousData,
    error,
  } = useQuery(OverviewFiltersQuery, {
    variables: { optionLimit: FILTER_OPTION_LIMIT, chosen },
    skip: !started,
  });
  const client = useApolloClient();
  const search = useCallback(
    async (key: OverviewFilterKey, text: string) => {
      const result = await client.query({
        query: OverviewFilterOptionsQuery,
        variables: { key, search: text },
      });
      return result.data?.overviewFilterOptions ?? [];
    },
    [client],
  );

  // The bar stays while the options for new filters are asked (Submit keeps the focus).
  const data = fresh ?? previousData;
  if (error && !data) return <Alert severity="error">{errorBannerText(error)}</Alert>;
  if (!data) return <CircularProgress size={24} aria-label="Loading filters" />;
  const filters = data.overviewFilters;
  return (
    <FilterBar
      filters={filters}
      applied={applied}
      onSubmit={(picked) => onApply(appliedFromChosen(filters, picked))}
      search={search}
    />
  );
}
