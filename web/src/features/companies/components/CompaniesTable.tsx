// The companies list of spec §2 in the shared DataTable: name, street, house number, city, postal
// code, country; rows expand to their contacts (name, phone, email) and a Details button opens one
// company's contacts in a modal. DataGrid's community edition has no detail panel, so an expanded
// company is followed by a row of its own that spans every column and holds the contacts.
import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { TEXTS } from '@cost-steering/schema';
import type {
  CompanyFieldsFragment,
  CompanyFilterInput,
  CompanySortField,
} from '../../../gql/graphql';
import { DataTable, type DataTableColumn } from '../../../shared/data-table/DataTable';
import type { ServerList } from '../../../shared/data-table/useServerList';
import { ContactList } from './ContactList';

/** A company, or the row of contacts under an expanded company (`contactsOf` its id). */
export type CompanyRow = CompanyFieldsFragment & { contactsOf?: string };

const contactsRowId = (companyId: string) => `${companyId}:contacts`;

/** The page's companies with a contacts row after each expanded one. */
export function withContactRows(
  companies: readonly CompanyFieldsFragment[],
  expanded: ReadonlySet<string>,
): CompanyRow[] {
  return companies.flatMap((company) =>
    expanded.has(company.id)
      ? [company, { ...company, id: contactsRowId(company.id), contactsOf: company.id }]
      : [company],
  );
}

interface Handlers {
  expanded: ReadonlySet<string>;
  toggle(companyId: string): void;
  openDetails(companyId: string): void;
}

const text = (value: string | null | undefined) => value ?? '';

const COMPANIES_PHONE = ['contacts', 'name', 'city'];

function companyColumns(handlers: Handlers): DataTableColumn<CompanyRow, CompanySortField>[] {
  const columns: DataTableColumn<CompanyRow, CompanySortField>[] = [
    {
      field: 'contacts',
      headerName: 'Contacts',
      width: 96,
      disableExport: true,
      // The contacts row spans the whole table.
      colSpan: (_value, row) => (row.contactsOf ? columns.length : 1),
      renderCell: ({ row }) => {
        if (row.contactsOf) {
          return (
            <Box id={row.id} sx={{ width: '100%', py: 1 }}>
              <ContactList contacts={row.contacts} label={`Contacts of ${row.name}`} />
            </Box>
          );
        }
        const open = handlers.expanded.has(row.id);
        return (
          <IconButton
            size="small"
            aria-label={`${open ? 'Hide' : 'Show'} contacts of ${row.name}`}
            aria-expanded={open}
            aria-controls={open ? contactsRowId(row.id) : undefined}
            onClick={() => handlers.toggle(row.id)}
          >
            {open ? <ExpandMoreIcon /> : <ChevronRightIcon />}
          </IconButton>
        );
      },
    },
    { field: 'name', headerName: 'Name', sortField: 'NAME', flex: 1, minWidth: 180 },
    { field: 'street', headerName: 'Street', flex: 1, minWidth: 140, valueFormatter: text },
    { field: 'houseNumber', headerName: 'House number', width: 130, valueFormatter: text },
    { field: 'city', headerName: 'City', sortField: 'CITY', width: 130 },
    { field: 'postalCode', headerName: 'Postal code', width: 120 },
    { field: 'country', headerName: 'Country', sortField: 'COUNTRY', flex: 1, minWidth: 140 },
    {
      field: 'actions',
      headerName: 'Details',
      width: 110,
      disableExport: true,
      renderCell: ({ row }) => (
        <Button
          size="small"
          aria-label={`Details of ${row.name}`}
          onClick={() => handlers.openDetails(row.id)}
        >
          Details
        </Button>
      ),
    },
  ];
  return columns;
}

interface Props {
  list: ServerList<CompanySortField>;
  companies: readonly CompanyFieldsFragment[];
  totalCount: number;
  loading: boolean;
  /** The list's filter (country, city), for 'Export to Excel'. */
  filter: CompanyFilterInput;
  onDetails(companyId: string): void;
}

export function CompaniesTable({ list, companies, totalCount, loading, filter, onDetails }: Props) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const columns = useMemo(
    () =>
      companyColumns({
        expanded,
        openDetails: onDetails,
        toggle: (id) =>
          setExpanded((current) => {
            const next = new Set(current);
            if (!next.delete(id)) next.add(id);
            return next;
          }),
      }),
    [expanded, onDetails],
  );
  return (
    <DataTable
      label="Companies"
      exportName="companies"
      exportFilter={filter}
      columns={columns}
      // On a phone: which company, where, and its contacts (and Details).
      phoneColumns={COMPANIES_PHONE}
      rows={withContactRows(companies, expanded)}
      totalCount={totalCount}
      loading={loading}
      list={list}
      emptyText={TEXTS.noCompanies}
      noMatchText={TEXTS.noCompaniesMatch}
      searchLabel="Search companies by name"
      getRowHeight={({ model }) => (model.contactsOf ? 'auto' : null)}
      exportsRow={(row) => !row.contactsOf}
    />
  );
}
