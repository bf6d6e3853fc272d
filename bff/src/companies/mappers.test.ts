import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputIdError } from '../writes/input-ids.ts';
import { renameFields } from '../writes/write.ts';
import { INPUT_FIELDS, toRestCompanyInput, toRestContactInput } from './inputs.ts';
import { companyFields, ownContacts, toCompanyFilters } from './mappers.ts';
import type { RestCompany } from './rest.ts';

const company: RestCompany = {
  id: 3,
  name: 'Contoso d.o.o.',
  street: null,
  house_number: null,
  city: 'Zagreb',
  postal_code: '10000',
  country: 'Croatia',
};

describe('company mappers', () => {
  it('maps the REST fields, keeping a postal-code-only address null', () => {
    const mapped = Object.fromEntries(
      Object.entries(companyFields).map(([field, map]) => [field, map(company)]),
    );
    assert.deepEqual(mapped, {
      id: '3',
      name: 'Contoso d.o.o.',
      street: null,
      houseNumber: null,
      city: 'Zagreb',
      postalCode: '10000',
      country: 'Croatia',
    });
  });

  it('orders a company’s own contacts by name (the parsed keyed list is by id)', () => {
    assert.equal(ownContacts(company), undefined);
    const contacts = ownContacts({
      ...company,
      contacts: {
        '1': { id: 1, name: 'marko', phone: null, email: null, company_id: 3 },
        '2': { id: 2, name: 'Ivana', phone: null, email: null, company_id: 3 },
      },
    });
    assert.deepEqual(
      contacts?.map((contact) => contact.name),
      ['Ivana', 'marko'],
    );
  });

  it('sorts filter options by name and drops keys it does not know', () => {
    const filters = toCompanyFilters({
      filters: [
        {
          key: 'company',
          label: 'Company',
          options: { '2': { id: 2, name: 'beta' }, '9': { id: 9, name: 'Alpha' } },
        },
        { key: 'planet', label: 'Planet', options: {} },
        { key: 'city', label: 'City', options: { Zagreb: { id: 'Zagreb', name: 'Zagreb' } } },
      ],
    });
    assert.deepEqual(filters, [
      {
        key: 'COMPANY',
        label: 'Company',
        options: [
          { id: '9', name: 'Alpha' },
          { id: '2', name: 'beta' },
        ],
      },
      { key: 'CITY', label: 'City', options: [{ id: 'Zagreb', name: 'Zagreb' }] },
    ]);
  });
});

describe('company inputs', () => {
  it('sends blank street and house number as null (postal code only)', () => {
    const body = toRestCompanyInput({
      name: 'A',
      city: 'B',
      country: 'Croatia',
      street: ' ',
      houseNumber: undefined,
      postalCode: '1',
    });
    assert.deepEqual([body.street, body.house_number], [null, null]);
  });

  it('sends phone and email only when filled, and no call for an id that cannot exist', () => {
    assert.deepEqual(toRestContactInput({ companyId: ' 4 ', name: 'A', phone: '', email: null }), {
      name: 'A',
      company_id: 4,
    });
    assert.throws(() => toRestContactInput({ companyId: 'four', name: 'A' }), InputIdError);
  });

  it('names the GraphQL input fields in user errors', () => {
    assert.deepEqual(
      renameFields(
        [
          { field: 'house_number', message: 'm', code: 'VALIDATION' },
          { field: 'company_id', message: 'm', code: 'VALIDATION' },
          { field: null, message: 'm', code: 'VALIDATION' },
        ],
        INPUT_FIELDS,
      ).map((error) => error.field),
      ['houseNumber', 'companyId', null],
    );
  });
});
