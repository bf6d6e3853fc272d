// The companies a contact can belong to: the filter panel's Company options (every company, by
// name; one call), plus a company just created that the list may not hold yet.
import { useQuery } from '@apollo/client/react';
import { CompanyFiltersQuery } from '../documents';
import type { Option } from '../forms/fields';
import { useCompanyErrorBanner } from './useCompanyErrorBanner';

export function useCompanyChoices(justCreated: Option | null): Option[] {
  const { data, error } = useQuery(CompanyFiltersQuery, { fetchPolicy: 'cache-and-network' });
  useCompanyErrorBanner(error);
  const options = data?.companyFilters.find((filter) => filter.key === 'COMPANY')?.options ?? [];
  return justCreated && !options.some((option) => option.id === justCreated.id)
    ? [...options, { id: justCreated.id, name: justCreated.name }]
    : [...options];
}
