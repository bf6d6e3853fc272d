// Companies through the bff against a real rest-api with the demo organisation: pages asked of
// the REST API (search, sort, filters, order kept), contacts of a whole page in one REST call,
// one company, the filter panel, and the creates with their user errors.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { COMPANY_MESSAGES, CONTACT_MESSAGES, TEXTS } from '@cost-steering/schema';
import type { Company, CompanyFilter, CompanyPage, ContactPage } from '../generated/graphql.ts';
import { codes } from '../testing/graphql.ts';
import { startStack, type Stack } from '../testing/stack.ts';

const COMPANIES = `query Companies($offset: Int!, $search: String, $sort: CompanySort, $filter: CompanyFilterInput) {
  companies(offset: $offset, limit: 10, search: $search, sort: $sort, filter: $filter) {
    items { id name street houseNumber city postalCode country contacts { id name phone email } }
    totalCount
  }
}`;
const COMPANY = `query Company($id: ID!) {
  company(id: $id) { id name street houseNumber contacts { name companyId company { name } } }
}`;
const CONTACTS = `query Contacts($companyId: ID!, $search: String, $limit: Int! = 10) {
  companyContacts(companyId: $companyId, search: $search, limit: $limit, sort: { field: NAME, direction: DESC }) {
    items { name phone email }
    totalCount
  }
}`;
const FILTERS = `{ companyFilters { key label options { id name } } }`;
const CREATE_COMPANY = `mutation Create($input: CreateCompanyInput!) {
  createCompany(input: $input) {
    company { id name street houseNumber city postalCode country contacts { id } }
    errors { field message code }
  }
}`;
const CREATE_CONTACT = `mutation Create($input: CreateContactInput!) {
  createContact(input: $input) {
    contact { id name phone email companyId company { id contacts { name } } }
    errors { field message code }
  }
}`;

let stack: Stack;
before(async () => {
  stack = await startStack({ seed: true, countCalls: true });
});
after(() => stack.close());

async function query<T>(
  document: string,
  variables: Record<string, unknown> = {},
  user = 'viewer',
) {
  const response = await stack.as<T>(user, document, { variables });
  assert.equal(response.errors, undefined, JSON.stringify(response.errors));
  return response.data!;
}

const companies = (variables: Record<string, unknown>) =>
  query<{ companies: CompanyPage }>(COMPANIES, { offset: 0, ...variables }).then(
    (data) => data.companies,
  );
const names = (page: { items: Array<{ name: string }> }) => page.items.map((item) => item.name);

async function companyId(name: string) {
  const page = await companies({ search: name });
  return page.items.find((item) => item.name === name)!.id;
}

describe('companies', () => {
  it('pages A-Z with the total, and the contacts of the whole page in one REST call', async () => {
    stack.proxy!.reset();
    const first = await companies({});
    assert.equal(first.totalCount, 12);
    assert.equal(first.items.length, 10);
    assert.deepEqual(names(first).slice(0, 2), ['Adatum AG', 'Alpine Ski House']);
    const calls = stack.proxy!.calls.map((call) => call.path.split('?')[0]).sort();
    assert.deepEqual(calls, ['/companies', '/company-contacts']);
    const contoso = first.items.find((item) => item.name === 'Contoso d.o.o.')!;
    assert.deepEqual(
      contoso.contacts.map((contact) => [contact.name, contact.phone, contact.email]),
      [
        ['Ivana Horvat', '+385 1 555 0101', 'ivana.horvat@contoso.example'],
        ['Marko Kovač', '+385 1 555 0102', null],
      ],
    );
    const proseware = first.items.find((item) => item.name === 'Proseware GmbH')!;
    assert.deepEqual(proseware.contacts, []);
    const litware = first.items.find((item) => item.name === 'Litware Security Ltd')!;
    assert.deepEqual([litware.street, litware.houseNumber], [null, null]);
    const second = await companies({ offset: 10 });
    assert.deepEqual(names(second), ['Tailspin Toys d.d.', 'Wide World Importers']);
  });

  it('keeps the REST order for each sort, and searches and filters on the server', async () => {
    const byCity = await companies({ sort: { field: 'CITY', direction: 'DESC' } });
    assert.deepEqual(
      byCity.items.slice(0, 3).map((item) => item.city),
      ['Zurich', 'Zermatt', 'Zagreb'],
    );
    const byCountry = await companies({ sort: { field: 'COUNTRY', direction: 'ASC' } });
    assert.equal(byCountry.items[0]!.country, 'Austria');
    assert.deepEqual(names(await companies({ search: ' WARE ' })), [
      'Litware Security Ltd',
      'Proseware GmbH',
    ]);
    const croatia = await companies({ filter: { country: 'Croatia', city: ' ' } });
    assert.equal(croatia.totalCount, 3);
    const zagreb = await companies({ filter: { country: 'Croatia', city: 'Zagreb' } });
    assert.deepEqual(names(zagreb), ['Contoso d.o.o.', 'Graphic Design Institute']);
  });

  it('refuses paging arguments out of bounds before any REST call', async () => {
    stack.proxy!.reset();
    const response = await stack.as('viewer', COMPANIES, {
      variables: { offset: -1 },
    });
    assert.deepEqual(codes(response), ['BAD_USER_INPUT']);
    const long = await stack.as('viewer', CONTACTS, {
      variables: { companyId: 'abc', search: 'x'.repeat(41) },
    });
    assert.deepEqual(codes(long), ['BAD_USER_INPUT']);
    assert.equal(stack.proxy!.calls.length, 0);
  });

  it('gives one company with its contacts A-Z, and null for an unknown id', async () => {
    const id = await companyId('Adatum AG');
    const { company } = await query<{ company: Company }>(COMPANY, { id });
    assert.equal(company.name, 'Adatum AG');
    assert.deepEqual(
      company.contacts.map((contact) => [contact.name, contact.companyId, contact.company.name]),
      [
        ['Nina Keller', id, 'Adatum AG'],
        ['Reto Frei', id, 'Adatum AG'],
      ],
    );
    for (const unknown of ['99999', 'abc']) {
      assert.equal((await query<{ company: null }>(COMPANY, { id: unknown })).company, null);
    }
  });

  it('pages a company’s contacts with search and sort; an id that cannot exist has none', async () => {
    const id = await companyId('Contoso d.o.o.');
    const all = await query<{ companyContacts: ContactPage }>(CONTACTS, { companyId: id });
    assert.deepEqual(names(all.companyContacts), ['Marko Kovač', 'Ivana Horvat']);
    const searched = await query<{ companyContacts: ContactPage }>(CONTACTS, {
      companyId: id,
      search: 'ivana',
    });
    assert.deepEqual(names(searched.companyContacts), ['Ivana Horvat']);
    const none = await query<{ companyContacts: ContactPage }>(CONTACTS, { companyId: 'abc' });
    assert.deepEqual(none.companyContacts, { items: [], totalCount: 0 });
  });

  it('offers the filter panel with options sorted by name', async () => {
    const { companyFilters } = await query<{ companyFilters: CompanyFilter[] }>(FILTERS);
    assert.deepEqual(
      companyFilters.map((filter) => [filter.key, filter.label, filter.options.length]),
      [
        ['COMPANY', 'Company', 12],
        ['COUNTRY', 'Country', 8],
        ['CITY', 'City', 11],
      ],
    );
    const [company, country] = companyFilters;
    assert.equal(company!.options[0]!.name, 'Adatum AG');
    assert.deepEqual(country!.options[1], { id: 'Croatia', name: 'Croatia' });
  });
});

describe('creating companies and contacts', () => {
  const input = {
    name: 'Fourth Coffee',
    city: 'Osijek',
    country: 'croatia',
    street: '',
    houseNumber: null,
    postalCode: '31000',
  };

  it('creates a company given by its postal code only, with the official country name', async () => {
    const { createCompany } = await query<{ createCompany: { company: Company; errors: [] } }>(
      CREATE_COMPANY,
      { input },
      'requester',
    );
    assert.deepEqual(createCompany.errors, []);
    assert.deepEqual(
      { ...createCompany.company, id: 'x' },
      {
        id: 'x',
        name: 'Fourth Coffee',
        street: null,
        houseNumber: null,
        city: 'Osijek',
        postalCode: '31000',
        country: 'Croatia',
        contacts: [],
      },
    );
  });

  it('answers a duplicate and bad fields as user errors on the GraphQL input fields', async () => {
    const duplicate = await query<{ createCompany: { errors: object[] } }>(
      CREATE_COMPANY,
      { input: { ...input, name: 'fourth COFFEE' } },
      'controller',
    );
    assert.deepEqual(duplicate.createCompany.errors, [
      { field: 'name', message: TEXTS.companyDuplicateServer, code: 'DUPLICATE_NAME' },
    ]);
    const half = await query<{ createCompany: { errors: object[] } }>(
      CREATE_COMPANY,
      { input: { ...input, name: 'Half', street: 'Ilica', postalCode: '', country: 'Atlantis' } },
      'requester',
    );
    assert.deepEqual(half.createCompany.errors, [
      { field: 'country', message: COMPANY_MESSAGES.countryUnknown, code: 'VALIDATION' },
      { field: 'houseNumber', message: COMPANY_MESSAGES.houseNumberRequired, code: 'VALIDATION' },
      { field: 'postalCode', message: COMPANY_MESSAGES.postalCodeRequired, code: 'VALIDATION' },
    ]);
  });

  it('is FORBIDDEN for a user without the roles', async () => {
    const response = await stack.as('viewer', CREATE_COMPANY, { variables: { input } });
    assert.deepEqual(codes(response), ['FORBIDDEN']);
    assert.equal(response.errors![0]!.message, TEXTS.forbidden);
  });

  it('creates a contact (blank phone not sent) and answers with the company’s contacts', async () => {
    const id = await companyId('Proseware GmbH');
    const { createContact } = await query<{
      createContact: { contact: Record<string, unknown>; errors: [] };
    }>(
      CREATE_CONTACT,
      { input: { companyId: id, name: 'Max Huber', phone: ' ', email: 'max@proseware.example' } },
      'requester',
    );
    assert.deepEqual(createContact.errors, []);
    assert.deepEqual(
      { ...createContact.contact, id: 'x' },
      {
        id: 'x',
        name: 'Max Huber',
        phone: null,
        email: 'max@proseware.example',
        companyId: id,
        company: { id, contacts: [{ name: 'Max Huber' }] },
      },
    );
  });

  it('answers an unknown company, a bad email and a duplicate as user errors', async () => {
    const unknown = await query<{ createContact: { errors: object[] } }>(
      CREATE_CONTACT,
      { input: { companyId: 'abc', name: 'A' } },
      'requester',
    );
    assert.deepEqual(unknown.createContact.errors, [
      { field: 'companyId', message: 'The company does not exist.', code: 'NOT_FOUND' },
    ]);
    const missing = await query<{ createContact: { errors: object[] } }>(
      CREATE_CONTACT,
      { input: { companyId: '99999', name: 'A' } },
      'requester',
    );
    assert.deepEqual(missing.createContact.errors, [
      { field: 'companyId', message: 'Company must be a known company', code: 'VALIDATION' },
    ]);
    const id = await companyId('Contoso d.o.o.');
    const email = await query<{ createContact: { errors: object[] } }>(
      CREATE_CONTACT,
      { input: { companyId: id, name: 'New', email: 'new@' } },
      'requester',
    );
    assert.deepEqual(email.createContact.errors, [
      { field: 'email', message: CONTACT_MESSAGES.emailInvalid, code: 'VALIDATION' },
    ]);
    const duplicate = await query<{ createContact: { errors: object[] } }>(
      CREATE_CONTACT,
      { input: { companyId: id, name: 'ivana horvat' } },
      'controller',
    );
    assert.deepEqual(duplicate.createContact.errors, [
      { field: 'name', message: TEXTS.contactDuplicateServer, code: 'DUPLICATE_NAME' },
    ]);
  });
});
