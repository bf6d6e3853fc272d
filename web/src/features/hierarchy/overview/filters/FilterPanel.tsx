// The left column of the overview: asks for the filter options TIMINGS.filterFetchDelayMs after
// it appears (spec §9 'filter fetch delay 100 ms'), shows the filter bar and turns what it
// emits into the filters of the URL.
import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { TIMINGS } from '@cost-steering/schema';
import { graphql } from '../../../../gql';
import { errorBannerText } from '../../../../shared/errors/errorText';
import type { AppliedFilters } from '../overviewLocation';
import { appliedFromChosen, FilterBar } from '../../../../shared/filters/FilterBar';

export const OverviewFiltersQuery = graphql(`
  query OverviewFilters {
    overviewFilters {
      key
      label
      options {
        id
        name
      }
    }
  }
`);

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
  const { data, error } = useQuery(OverviewFiltersQuery, { skip: !started });

  if (error && !data) return <Alert severity="error">{errorBannerText(error)}</Alert>;
  if (!data) return <CircularProgress size={24} aria-label="Loading filters" />;
  const filters = data.overviewFilters;
  return (
    <FilterBar
      // A new location (back button, link) restarts the selects from the filters in force.
      key={JSON.stringify(applied)}
      filters={filters}
      applied={applied}
      onSubmit={(chosen) => onApply(appliedFromChosen(filters, chosen))}
    />
  );
}
