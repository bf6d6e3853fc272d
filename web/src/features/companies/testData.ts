// Companies, contacts and the mocks of their queries, for this feature's tests.
import type { CompanyFieldsFragment, ContactFieldsFragment } from '../../gql/graphql';
import { CompanyFiltersQuery } from './documents';
import { CompanyListQuery } from './pages/CompaniesPage';

export function contact(id: number, companyId: string, more: Partial<ContactFieldsFragment> = {}) {
  return {
    __typename: 'Contact' as const,
    id: String(id),
    name: `Contact ${id}`,
    phone: null,
    email: null,
    companyId,
    ...more,
  };
}

export function company(id: number, more: Partial<CompanyFieldsFragment> = {}) {
  return {
    __typename: 'Company' as const,
    id: String(id),
    name: `Company ${String(id).padStart(2, '0')}`,
    street: 'Ilica',
    houseNumber: String(id),
    city: 'Zagreb',
    postalCode: '10000',
    country: 'Croatia',
    contacts: [] as ContactFieldsFragment[],
    ...more,
  };
}

export const BY_NAME = { field: 'NAME', direction: 'ASC' } as const;

export function companyListMock(
  items: ReturnType<typeof company>[],
  totalCount: number,
  more: { offset?: number; search?: string; sort?: object; country?: string; city?: string } = {},
) {
  return {
    request: {
      query: CompanyListQuery,
      variables: {
        offset: more.offset ?? 0,
        limit: 10,
        search: more.search ?? null,
        sort: more.sort ?? BY_NAME,
        filter: { country: more.country ?? null, city: more.city ?? null },
      },
    },
    result: {
      data: { companies: { __typename: 'CompanyPage', items, totalCount } },
    },
  };
}

const option = (id: string, name = id) => ({ __typename: 'FilterOption' as const, id, name });

export function companyFiltersMock(companies: Array<{ id: string; name: string }>) {
  return {
    request: { query: CompanyFiltersQuery },
    result: {
      data: {
        companyFilters: [
          {
            __typename: 'CompanyFilter',
            key: 'COMPANY',
            label: 'Company',
            options: companies.map(({ id, name }) => option(id, name)),
          },
          {
            __typename: 'CompanyFilter',
            key: 'COUNTRY',
            label: 'Country',
            options: [option('Croatia'), option('Germany')],
          },
          { __typename: 'CompanyFilter', key: 'CITY', label: 'City', options: [option('Zagreb')] },
        ],
      },
    },
    // Asked again after a create (cache-and-network) and by every form.
    maxUsageCount: 10,
  };
}
