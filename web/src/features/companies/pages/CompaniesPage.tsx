// /companies (spec §2 'Companies'): the filter panel on the left; on the right the sort select and
// the companies in the shared DataTable (10 a page, searched by name, rows expanding to contacts,
// Details), or — with a company chosen in the panel — that company's contacts. The panel is the
// shared filter bar: Company, Country, City, each 'All' first, and Submit.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TIMINGS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import type { CompanyFilterKey, CompanySortField, ContactSortField } from '../../../gql/graphql';
import { useServerList } from '../../../shared/data-table/useServerList';
import {
  appliedFromChosen,
  FilterBar,
  type AppliedFilters,
  type ChosenFilter,
} from '../../../shared/filters/FilterBar';
import { CompaniesTable } from '../components/CompaniesTable';
import { CompanyDetailsModal } from '../components/CompanyDetailsModal';
import { ContactsTable } from '../components/ContactsTable';
import { SortSelect, sortOptions } from '../components/SortSelect';
import { CompanyFiltersQuery } from '../documents';
import { useCompanyErrorBanner } from '../hooks/useCompanyErrorBanner';

export const CompanyListQuery = graphql(`
  query CompanyList(
    $offset: Int!
    $limit: Int!
    $search: String
    $sort: CompanySort
    $filter: CompanyFilterInput
  ) {
    companies(offset: $offset, limit: $limit, search: $search, sort: $sort, filter: $filter) {
      items {
        ...CompanyFields
      }
      totalCount
    }
  }
`);

export const COMPANY_SORTS = sortOptions<CompanySortField>([
  ['NAME', 'Name'],
  ['CITY', 'City'],
  ['COUNTRY', 'Country'],
]);
export const CONTACT_SORTS = sortOptions<ContactSortField>([['NAME', 'Name']]);

/** The filter options are fetched after the spec's filter delay (100 ms), as on the overview. */
function useDelayedFilters() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), TIMINGS.filterFetchDelayMs);
    return () => clearTimeout(timer);
  }, []);
  return useQuery(CompanyFiltersQuery, { skip: !ready, fetchPolicy: 'cache-and-network' });
}

export function CompaniesPage() {
  const [applied, setApplied] = useState<AppliedFilters<CompanyFilterKey>>({});
  const [details, setDetails] = useState<string | null>(null);
  const companiesList = useServerList<CompanySortField>({ field: 'NAME', direction: 'ASC' });
  const contactsList = useServerList<ContactSortField>({ field: 'NAME', direction: 'ASC' });
  const filters = useDelayedFilters();
  useCompanyErrorBanner(filters.error);

  const chosenCompany = useMemo(() => {
    const options = filters.data?.companyFilters.find((f) => f.key === 'COMPANY')?.options;
    return applied.COMPANY ? options?.find((option) => option.id === applied.COMPANY) : undefined;
  }, [applied.COMPANY, filters.data]);

  const companyFilter = { country: applied.COUNTRY ?? null, city: applied.CITY ?? null };
  const companies = useQuery(CompanyListQuery, {
    variables: { ...companiesList.variables, filter: companyFilter },
    skip: Boolean(chosenCompany),
  });
  useCompanyErrorBanner(companies.error);
  const shown = (companies.data ?? companies.previousData)?.companies;

  const { setPage } = companiesList;
  const filterList = filters.data?.companyFilters;
  const submitFilters = useCallback(
    (chosen: ChosenFilter[]) => {
      setApplied(appliedFromChosen(filterList ?? [], chosen));
      setPage(0);
      contactsList.setPage(0);
    },
    [filterList, setPage, contactsList],
  );

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Companies
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Paper sx={{ p: 2, width: { xs: '100%', md: 260 }, flexShrink: 0 }}>
          {filterList && (
            <FilterBar filters={filterList} applied={applied} onSubmit={submitFilters} />
          )}
        </Paper>
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <Box sx={{ mb: 2 }}>
            {chosenCompany ? (
              <SortSelect
                options={CONTACT_SORTS}
                value={contactsList.variables.sort}
                onChange={contactsList.setSort}
              />
            ) : (
              <SortSelect
                options={COMPANY_SORTS}
                value={companiesList.variables.sort}
                onChange={companiesList.setSort}
              />
            )}
          </Box>
          {chosenCompany ? (
            <ContactsTable
              companyId={chosenCompany.id}
              companyName={chosenCompany.name}
              list={contactsList}
            />
          ) : (
            <CompaniesTable
              list={companiesList}
              companies={shown?.items ?? []}
              totalCount={shown?.totalCount ?? 0}
              loading={companies.loading}
              filter={companyFilter}
              onDetails={setDetails}
            />
          )}
        </Box>
      </Stack>
      {details && <CompanyDetailsModal companyId={details} onClose={() => setDetails(null)} />}
    </Box>
  );
}
