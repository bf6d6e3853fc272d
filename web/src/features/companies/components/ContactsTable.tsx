// The contacts of the company chosen in the filter panel, in the shared DataTable: searched by
// name, sorted by name, with the spec's empty and 'no match' texts.
import { useQuery } from '@apollo/client/react';
import { TEXTS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import type { ContactFieldsFragment, ContactSortField } from '../../../gql/graphql';
import { DataTable, type DataTableColumn } from '../../../shared/data-table/DataTable';
import type { ServerList } from '../../../shared/data-table/useServerList';
import { useCompanyErrorBanner } from '../hooks/useCompanyErrorBanner';

export const CompanyContactsQuery = graphql(`
  query CompanyContacts(
    $companyId: ID!
    $offset: Int!
    $limit: Int!
    $search: String
    $sort: ContactSort
  ) {
    companyContacts(
      companyId: $companyId
      offset: $offset
      limit: $limit
      search: $search
      sort: $sort
    ) {
      items {
        ...ContactFields
      }
      totalCount
    }
  }
`);

const text = (value: string | null | undefined) => value ?? '';

const COLUMNS: DataTableColumn<ContactFieldsFragment, ContactSortField>[] = [
  { field: 'name', headerName: 'Name', sortField: 'NAME', flex: 1, minWidth: 180 },
  { field: 'phone', headerName: 'Phone', flex: 1, minWidth: 160, valueFormatter: text },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220, valueFormatter: text },
];

interface Props {
  companyId: string;
  companyName: string;
  list: ServerList<ContactSortField>;
}

export function ContactsTable({ companyId, companyName, list }: Props) {
  const { data, previousData, loading, error } = useQuery(CompanyContactsQuery, {
    variables: { companyId, ...list.variables },
  });
  useCompanyErrorBanner(error);
  const shown = (data ?? previousData)?.companyContacts;
  return (
    <DataTable
      label={`Contacts of ${companyName}`}
      columns={COLUMNS}
      rows={shown?.items ?? []}
      totalCount={shown?.totalCount ?? 0}
      loading={loading}
      list={list}
      emptyText={TEXTS.noContactsInCompany}
      noMatchText={TEXTS.noContactsMatch}
      searchLabel="Search contacts by name"
    />
  );
}
