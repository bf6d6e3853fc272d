// The REST calls of the companies domain (rest-api/CONTRACT.md 'Companies') and its per-request
// loaders: the contacts of every company of a page come from one GET /company-contacts?company=…,
// companies named by several contacts from one GET /companies?id=….
import DataLoader from 'dataloader';
import type { CompanySortField, ContactSortField } from '../generated/graphql.ts';
import { byIdLoader, childrenLoader } from '../loaders.ts';
import { toQueryString } from '../query-string.ts';
import { valuesById } from '../keyed.ts';
import { pageQuery, type PageArgs, type RestPage } from '../paging.ts';
import { nullIfNotFound, type RestClient } from '../rest-client.ts';
import { urlPart } from '../url-part.ts';

export interface RestContact {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  company_id: number;
}

export interface RestCompany {
  id: number;
  name: string;
  street: string | null;
  house_number: string | null;
  city: string;
  postal_code: string;
  country: string;
  /** Only in the answers about one company (GET /companies/{id}, POST /companies). */
  contacts?: Record<string, RestContact>;
}

export type RestCompanyPage = RestPage<RestCompany>;
export type RestContactPage = RestPage<RestContact>;

export interface RestCompanyFilters {
  filters?: Array<{
    key: string;
    label: string;
    options?: Record<string, { id: number | string; name: string }>;
  }>;
}

export interface RestCompanyInput {
  name: string;
  city: string;
  country: string;
  street: string | null;
  house_number: string | null;
  postal_code: string;
}

export interface RestContactInput {
  name: string;
  company_id: number;
  phone?: string;
  email?: string;
}

/** GraphQL sort fields → the REST API's. */
const COMPANY_SORT: Record<CompanySortField, string> = {
  NAME: 'name',
  CITY: 'city',
  COUNTRY: 'country',
};
const CONTACT_SORT: Record<ContactSortField, string> = { NAME: 'name' };

export interface CompanyListFilter {
  country?: string | undefined;
  city?: string | undefined;
}

export function companyPage(
  rest: RestClient,
  args: PageArgs<CompanySortField>,
  filter: CompanyListFilter,
): Promise<RestCompanyPage> {
  return rest.getPage<RestCompany>('/companies', pageQuery(args, COMPANY_SORT, { ...filter }));
}

export function contactPage(
  rest: RestClient,
  companyId: string,
  args: PageArgs<ContactSortField>,
): Promise<RestContactPage> {
  const query = pageQuery(args, CONTACT_SORT, { company: companyId });
  return rest.getPage<RestContact>('/company-contacts', query);
}

export function getCompany(rest: RestClient, id: string): Promise<RestCompany | null> {
  return nullIfNotFound(rest.getJson<RestCompany>(`/companies/${urlPart(id)}`));
}

export function getCompanyFilters(rest: RestClient): Promise<RestCompanyFilters> {
  return rest.getJson<RestCompanyFilters>('/companyfilters');
}

export function postCompany(rest: RestClient, body: RestCompanyInput): Promise<RestCompany> {
  return rest.postJson<RestCompany>('/companies', body);
}

export function postContact(rest: RestClient, body: RestContactInput): Promise<RestContact> {
  return rest.postJson<RestContact>('/company-contacts', body);
}

export function createCompanyLoaders(rest: RestClient) {
  return {
    /** Companies by id: one → GET /companies/{id}; several → GET /companies?id=…. */
    company: byIdLoader<RestCompany>({
      one: (id) => getCompany(rest, id),
      many: async (ids) =>
        valuesById(
          await rest.getJson<Record<string, RestCompany>>(
            `/companies${toQueryString({ id: ids.join(',') })}`,
          ),
        ),
    }),
    /** Contacts by company, A-Z (the REST order; one call for every company asked in a wave). */
    contactsOf: childrenLoader<RestContact>({
      many: async (companyIds) =>
        sortedByName(
          valuesById(
            await rest.getJson<Record<string, RestContact>>(
              `/company-contacts${toQueryString({ company: companyIds })}`,
            ),
          ),
        ),
      parentOf: (contact) => String(contact.company_id),
    }),
  } satisfies Record<string, DataLoader<string, unknown>>;
}

export type CompanyLoaders = ReturnType<typeof createCompanyLoaders>;

const byName = new Intl.Collator('en', { sensitivity: 'accent' });

/** A keyed list parsed into an object is in id order; contacts are shown by name, ties by id. */
export function sortedByName<Row extends { id: number; name: string }>(rows: Row[]): Row[] {
  return [...rows].sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
}
