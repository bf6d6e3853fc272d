// The overview's location read from and written to the URL query (see overviewLocation.ts).
// Every move is a history entry, so the browser's back button walks back up the levels.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { useNavigate } from '../../../shared/routing/useNavigate';
import {
  overviewSearch,
  parseOverviewSearch,
  type AppliedFilters,
  type OverviewLevel,
  type OverviewLocation,
} from './overviewLocation';

export interface OverviewNavigation {
  location: OverviewLocation;
  /** The href of a level, keeping the submitted filters. */
  hrefOf(level: OverviewLevel): string;
  goTo(level: OverviewLevel): void;
  applyFilters(filters: AppliedFilters): void;
}

export function useOverviewLocation(): OverviewNavigation {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useMemo(() => parseOverviewSearch(search), [search]);

  const hrefOf = useCallback(
    (level: OverviewLevel) => `/${overviewSearch({ level, filters: location.filters })}`,
    [location.filters],
  );
  const goTo = useCallback((level: OverviewLevel) => navigate(hrefOf(level)), [hrefOf, navigate]);
  const applyFilters = useCallback(
    (filters: AppliedFilters) => navigate(`/${overviewSearch({ level: location.level, filters })}`),
    [location.level, navigate],
  );
  return { location, hrefOf, goTo, applyFilters };
}
