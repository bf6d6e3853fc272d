// Query/Mutation fields of the companies domain: pages asked of the REST API, one company with its
// contacts, the filter panel, and the two creates with their user errors.
import type { CompanyFilterInput, Resolvers } from '../generated/graphql.ts';
import { NotFoundError } from '../errors.ts';
import { write } from '../writes/write.ts';
import { isRestId } from '../keyed.ts';
import { pageQuery } from '../paging.ts';
import { companyFields, contactFields, ownContacts, toCompanyFilters } from './mappers.ts';
import { INPUT_FIELDS, toRestCompanyInput, toRestContactInput } from './inputs.ts';
import {
  companyPage,
  contactPage,
  getCompanyFilters,
  postCompany,
  postContact,
  type CompanyListFilter,
} from './rest.ts';

/** Blank choices of the filter panel mean 'All'. */
function listFilter(filter: CompanyFilterInput | null | undefined): CompanyListFilter {
  return { country: filter?.country?.trim() || undefined, city: filter?.city?.trim() || undefined };
}

export const companyResolvers: Resolvers = {
  Query: {
    companies: (_parent, { filter, ...args }, { rest }) =>
      companyPage(rest, args, listFilter(filter)),
    company: (_parent, { id }, { loaders }) => loaders.companies.company.load(id),
    companyContacts: (_parent, { companyId, ...args }, { rest }) => {
      if (isRestId(companyId)) return contactPage(rest, companyId, args);
      pageQuery(args, { NAME: 'name' }); // the same argument checks, then: no such company
      return { items: [], totalCount: 0 };
    },
    companyFilters: async (_parent, _args, { rest }) =>
      toCompanyFilters(await getCompanyFilters(rest)),
  },
  Company: {
    ...companyFields,
    contacts: (company, _args, { loaders }) =>
      ownContacts(company) ?? loaders.companies.contactsOf.load(String(company.id)),
  },
  Contact: {
    ...contactFields,
    company: async (contact, _args, { loaders }) => {
      const company = await loaders.companies.company.load(String(contact.company_id));
      if (!company) throw new NotFoundError('Company not found.');
      return company;
    },
  },
  CompanyPage: {
    items: (page) => page.items,
    totalCount: (page) => page.totalCount,
  },
  ContactPage: {
    items: (page) => page.items,
    totalCount: (page) => page.totalCount,
  },
  Mutation: {
    createCompany: async (_parent, { input }, { rest }) => {
      const { value, errors } = await write(() => postCompany(rest, toRestCompanyInput(input)), {
        fields: INPUT_FIELDS,
      });
      return { company: value, errors };
    },
    createContact: async (_parent, { input }, { rest, loaders }) => {
      const { value, errors } = await write(
        async () => {
          const contact = await postContact(rest, toRestContactInput(input));
          // The payload's company shows its contacts with the new one.
          loaders.companies.contactsOf.clear(String(contact.company_id));
          loaders.companies.company.clear(String(contact.company_id));
          return contact;
        },
        { fields: INPUT_FIELDS },
      );
      return { contact: value, errors };
    },
  },
};
