// /cost-units (spec §2 'Cost units' overview): filters on the left; the cost units they choose as
// cards (status badge, budget summary, product cards, Manage), ten at a time from the server.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COST_UNIT_TEXTS, PAGE_SIZE } from '@cost-steering/schema';
import type { CostUnitFilterInput, CostUnitFilterKey, CostUnitStatus } from '../../../gql/graphql';
import {
  appliedFromChosen,
  FilterBar,
  type AppliedFilters,
  type ChosenFilter,
} from '../../../shared/filters/FilterBar';
import { ExcelExportButton } from '../../../shared/data-table/ExcelExportButton';
import { CostUnitCard } from '../components/CostUnitCard';
import { CostUnitFiltersQuery, CostUnitsQuery } from '../documents';

const REST_TO_STATUS: Record<string, CostUnitStatus> = {
  Active: 'ACTIVE',
  Proposed: 'PROPOSED',
  Retired: 'RETIRED',
  Global: 'GLOBAL',
};

/** The chosen options as the query's filter; only chosen filters count (spec §2 filter bar). */
export function toCostUnitFilter(applied: AppliedFilters<CostUnitFilterKey>): CostUnitFilterInput {
  const status = applied.STATUS && REST_TO_STATUS[applied.STATUS];
  return {
    ...(applied.COST_UNIT && { costUnitIds: [applied.COST_UNIT] }),
    ...(status && { statuses: [status] }),
    ...(applied.MANAGER && { managers: [applied.MANAGER] }),
    ...(applied.PRODUCT && { productIds: [applied.PRODUCT] }),
  };
}

function CostUnitList({ filter }: { filter: CostUnitFilterInput }) {
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery(CostUnitsQuery, {
    variables: { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, filter },
    fetchPolicy: 'cache-and-network',
  });
  const units = data?.costUnits.items ?? [];
  const total = data?.costUnits.totalCount ?? 0;
  if (!loading && total === 0) return <Typography>No cost units match the filters.</Typography>;
  return (
    <Stack spacing={2}>
      {/* Every cost unit the filters choose, not only this page's (issue 32). */}
      <Box sx={{ alignSelf: 'flex-end' }}>
        <ExcelExportButton list="cost-units" query={{ search: null, sort: null, filter }} />
      </Box>
      {units.map((unit) => (
        <CostUnitCard key={unit.id} unit={unit} />
      ))}
      {total > PAGE_SIZE && (
        <Pagination
          count={Math.ceil(total / PAGE_SIZE)}
          page={page}
          onChange={(_event, value) => setPage(value)}
        />
      )}
    </Stack>
  );
}

export function CostUnitsPage() {
  const { data } = useQuery(CostUnitFiltersQuery, { fetchPolicy: 'cache-and-network' });
  const filters = data?.costUnitFilters;
  const [applied, setApplied] = useState<AppliedFilters<CostUnitFilterKey> | null>(null);

  function submit(chosen: ChosenFilter[]) {
    setApplied(chosen.length > 0 ? appliedFromChosen(filters ?? [], chosen) : null);
  }

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' } }}>
      <Paper sx={{ p: 2, alignSelf: 'start' }}>
        {filters && <FilterBar filters={filters} applied={applied ?? {}} onSubmit={submit} />}
      </Paper>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          Cost Units Overview
        </Typography>
        {applied ? (
          <CostUnitList key={JSON.stringify(applied)} filter={toCostUnitFilter(applied)} />
        ) : (
          <Typography>{COST_UNIT_TEXTS.selectFilter}</Typography>
        )}
      </Stack>
    </Box>
  );
}
