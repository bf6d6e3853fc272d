// The companies as .xlsx (http/list-export.ts): every company of the current search, filter
// (country, city) and sort, its contacts' names in one cell as the table's Contacts shows them.
import type { Company, Contact } from '../generated/graphql.ts';
import { listExport } from '../http/list-export.ts';

type CompanyRow = Pick<
  Company,
  'name' | 'street' | 'houseNumber' | 'city' | 'postalCode' | 'country'
> & {
  contacts: Array<Pick<Contact, 'name'>>;
};

export const companiesExport = listExport<CompanyRow>({
  fileName: 'companies',
  query: `
    query Export($offset: Int!, $limit: Int!, $search: String, $sort: CompanySort, $filter: CompanyFilterInput) {
      page: companies(offset: $offset, limit: $limit, search: $search, sort: $sort, filter: $filter) {
        totalCount
        items { name street houseNumber city postalCode country contacts { name } }
      }
    }`,
  filtered: true,
  columns: [
    { label: 'Name', type: 'text', value: (company) => company.name },
    { label: 'Street', type: 'text', value: (company) => company.street },
    { label: 'House number', type: 'text', value: (company) => company.houseNumber, width: 14 },
    { label: 'City', type: 'text', value: (company) => company.city, width: 20 },
    { label: 'Postal code', type: 'text', value: (company) => company.postalCode, width: 12 },
    { label: 'Country', type: 'text', value: (company) => company.country, width: 20 },
    {
      label: 'Contacts',
      type: 'text',
      value: (company) => company.contacts.map((contact) => contact.name).join('; '),
      width: 40,
    },
  ],
});
