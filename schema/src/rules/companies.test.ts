import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { COMPANY_MESSAGES, CONTACT_MESSAGES, companySchema, contactSchema } from './companies.ts';
import { COUNTRY_NAMES, countryName } from './countries.ts';
import { WRONG_TYPES } from './wrong-types.ts';

async function outcome(
  schema: ReturnType<typeof companySchema> | ReturnType<typeof contactSchema>,
  value: object,
) {
  try {
    return {
      value: (await schema.validate(value, { abortEarly: false })) as Record<string, unknown>,
      errors: [],
    };
  } catch (error) {
    return { value: undefined, errors: (error as { errors: string[] }).errors };
  }
}

const company = {
  name: ' Contoso d.o.o. ',
  city: 'Zagreb',
  country: 'Croatia',
  street: 'Ilica',
  houseNumber: '42',
  postalCode: '10000',
};

describe('country list', () => {
  it('is the complete ISO 3166-1 list in English, sorted', () => {
    assert.equal(COUNTRY_NAMES.length, 250);
    assert.ok(COUNTRY_NAMES.includes('Croatia'));
    assert.ok(COUNTRY_NAMES.includes('United States of America'));
    assert.deepEqual(
      [...COUNTRY_NAMES].sort((a, b) => a.localeCompare(b, 'en')),
      COUNTRY_NAMES,
    );
  });

  it('reads any English name or alias in any letter case as the official name', () => {
    assert.equal(countryName('united states'), 'United States of America');
    assert.equal(countryName(' UK '), 'United Kingdom');
    assert.equal(countryName('Turkey'), 'Türkiye');
    assert.equal(countryName('Atlantis'), undefined);
    // 'Congo' names two countries: neither.
    assert.equal(countryName('Congo'), undefined);
    assert.equal(countryName('Republic of the Congo'), 'Republic of the Congo');
  });
});

describe('company rules', () => {
  it('accepts a full address, trimmed, with the official country name', async () => {
    const { value, errors } = await outcome(companySchema(), { ...company, country: 'croatia' });
    assert.deepEqual(errors, []);
    assert.equal(value?.name, 'Contoso d.o.o.');
    assert.equal(value?.country, 'Croatia');
  });

  it('requires name, city, country and postal code, and street and house number by default', async () => {
    const { errors } = await outcome(companySchema(), {});
    assert.deepEqual(errors.sort(), [
      COMPANY_MESSAGES.cityRequired,
      COMPANY_MESSAGES.countryRequired,
      COMPANY_MESSAGES.houseNumberRequired,
      COMPANY_MESSAGES.nameRequired,
      COMPANY_MESSAGES.postalCodeRequired,
      COMPANY_MESSAGES.streetRequired,
    ]);
    const blank = await outcome(companySchema(), { ...company, street: '  ', houseNumber: '' });
    assert.deepEqual(blank.errors.sort(), [
      COMPANY_MESSAGES.houseNumberRequired,
      COMPANY_MESSAGES.streetRequired,
    ]);
  });

  it('with Use Postal Code only, drops street and house number (sent as null)', async () => {
    const { value, errors } = await outcome(companySchema(), {
      ...company,
      postalCodeOnly: true,
      street: 'left over',
      houseNumber: null,
    });
    assert.deepEqual(errors, []);
    assert.equal(value?.street, null);
    assert.equal(value?.houseNumber, null);
  });

  it('refuses a country not on the list and every field over its limit', async () => {
    const { errors } = await outcome(companySchema(), {
      name: 'x'.repeat(33),
      city: 'x'.repeat(65),
      country: 'Atlantis',
      street: 'x'.repeat(65),
      houseNumber: 'x'.repeat(17),
      postalCode: 'x'.repeat(17),
    });
    assert.deepEqual(errors.sort(), [
      COMPANY_MESSAGES.countryUnknown,
      'City can have at most 64 characters',
      'House number can have at most 16 characters',
      'Name can have at most 32 characters',
      'Postal code can have at most 16 characters',
      'Street can have at most 64 characters',
    ]);
  });

  it('refuses every wrong JSON type with a validation error, never a throw', async () => {
    for (const [what, wrong] of WRONG_TYPES) {
      for (const field of ['name', 'country', 'street', 'postalCode']) {
        const { errors } = await outcome(companySchema(), { ...company, [field]: wrong });
        assert.deepEqual(
          errors,
          [
            `${field === 'postalCode' ? 'Postal code' : field[0]!.toUpperCase() + field.slice(1)} must be text`,
          ],
          `${field}: ${what}`,
        );
      }
      const contact = await outcome(contactSchema(), { companyId: '1', name: 'A', email: wrong });
      assert.deepEqual(contact.errors, ['Email must be text'], `email: ${what}`);
    }
  });
});

describe('contact rules', () => {
  it('requires company and name; phone and email are optional, blank is not given', async () => {
    assert.deepEqual((await outcome(contactSchema(), {})).errors.sort(), [
      CONTACT_MESSAGES.companyRequired,
      CONTACT_MESSAGES.nameRequired,
    ]);
    const { value, errors } = await outcome(contactSchema(), {
      companyId: '3',
      name: ' Ivana Horvat ',
      phone: ' ',
      email: '',
    });
    assert.deepEqual(errors, []);
    assert.deepEqual(value, { companyId: '3', name: 'Ivana Horvat', phone: null, email: null });
  });

  it('checks the phone characters, the email shape and the limits', async () => {
    const ok = await outcome(contactSchema(), {
      companyId: '3',
      name: 'Ivana',
      phone: '+385 (1) 555-0101',
      email: 'ivana.horvat@contoso.example',
    });
    assert.deepEqual(ok.errors, []);
    const { errors } = await outcome(contactSchema(), {
      companyId: '3',
      name: 'x'.repeat(33),
      phone: 'call me',
      email: 'ivana@',
    });
    assert.deepEqual(errors.sort(), [
      CONTACT_MESSAGES.emailInvalid,
      'Name can have at most 32 characters',
      CONTACT_MESSAGES.phoneCharacters,
    ]);
    const long = await outcome(contactSchema(), {
      companyId: '3',
      name: 'Ivana',
      phone: '1'.repeat(33),
      email: `${'a'.repeat(250)}@x.hr`,
    });
    assert.deepEqual(long.errors.sort(), [
      CONTACT_MESSAGES.emailTooLong,
      CONTACT_MESSAGES.phoneTooLong,
    ]);
  });
});
