// REST companies and contacts → GraphQL (snake_case and keyed lists stay here).
import type { CompanyFilter, CompanyFilterKey } from '../generated/graphql.ts';
import { compareNames } from '../names.ts';
import { valuesById } from '../keyed.ts';
import {
  sortedByName,
  type RestCompany,
  type RestCompanyFilters,
  type RestContact,
} from './rest.ts';

/** The plain fields of a Company; `contacts` is a resolver (a loader, or the company's own). */
export const companyFields = {
  id: (company: RestCompany) => String(company.id),
  name: (company: RestCompany) => company.name,
  street: (company: RestCompany) => company.street,
  houseNumber: (company: RestCompany) => company.house_number,
  city: (company: RestCompany) => company.city,
  postalCode: (company: RestCompany) => company.postal_code,
  country: (company: RestCompany) => company.country,
};

/** The contacts a one-company answer carries, A-Z; undefined for a list row (loaded instead). */
export function ownContacts(company: RestCompany): RestContact[] | undefined {
  return company.contacts ? sortedByName(valuesById(company.contacts)) : undefined;
}

/** The plain fields of a Contact; `company` is a resolver (a loader). */
export const contactFields = {
  id: (contact: RestContact) => String(contact.id),
  name: (contact: RestContact) => contact.name,
  phone: (contact: RestContact) => contact.phone,
  email: (contact: RestContact) => contact.email,
  companyId: (contact: RestContact) => String(contact.company_id),
};

const FILTER_KEYS: Record<string, CompanyFilterKey> = {
  company: 'COMPANY',
  country: 'COUNTRY',
  city: 'CITY',
};

/** The filter panel in the REST order; options by name in any letter case (ties by id text). */
export function toCompanyFilters(body: RestCompanyFilters): CompanyFilter[] {
  return (body.filters ?? []).flatMap((filter) => {
    const key = FILTER_KEYS[filter.key];
    if (!key) return [];
    const options = Object.values(filter.options ?? {})
      .map((option) => ({ id: String(option.id), name: option.name }))
      .sort((a, b) => compareNames(a.name, b.name) || a.id.localeCompare(b.id));
    return [{ key, label: filter.label, options }];
  });
}
