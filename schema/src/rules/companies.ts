// Spec §5 'Company' and 'Contact': the same rules run in the forms (Formik) and on the server.
// The spec gives only the name limit (32, §9); the other bounds are ours (web/README.md,
// rest-api/CONTRACT.md 'Companies'): long enough for any real address, short enough for a table.
import { LIMITS } from '../limits.ts';
import { countryName } from './countries.ts';
import { tooLong } from './messages.ts';
import { fields, flag, text } from './typed.ts';

export const COMPANY_LIMITS = {
  nameMax: LIMITS.nameMax,
  cityMax: 64,
  streetMax: 64,
  houseNumberMax: 16,
  postalCodeMax: 16,
  phoneMax: 32,
  emailMax: 254,
} as const;

export const COMPANY_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: tooLong('Name', COMPANY_LIMITS.nameMax),
  cityRequired: 'City is required',
  cityTooLong: tooLong('City', COMPANY_LIMITS.cityMax),
  countryRequired: 'Country is required',
  countryUnknown: 'Choose a country from the list',
  streetRequired: 'Street is required',
  streetTooLong: tooLong('Street', COMPANY_LIMITS.streetMax),
  houseNumberRequired: 'House number is required',
  houseNumberTooLong: tooLong('House number', COMPANY_LIMITS.houseNumberMax),
  postalCodeRequired: 'Postal code is required',
  postalCodeTooLong: tooLong('Postal code', COMPANY_LIMITS.postalCodeMax),
} as const;

export const CONTACT_MESSAGES = {
  companyRequired: 'Company is required',
  nameRequired: 'Name is required',
  nameTooLong: tooLong('Name', COMPANY_LIMITS.nameMax),
  phoneTooLong: tooLong('Phone', COMPANY_LIMITS.phoneMax),
  phoneCharacters: 'Phone can hold only digits, spaces and + - / ( )',
  emailTooLong: tooLong('Email', COMPANY_LIMITS.emailMax),
  emailInvalid: 'Email must be a valid email address',
} as const;

/** Street and house number: required, unless the company is given by its postal code only. */
const addressPart = (label: string, required: string, max: number, message: string) =>
  text(label)
    .nullable()
    .when('postalCodeOnly', {
      is: true,
      // Spec §5: 'then sent as null' — whatever the hidden fields still hold is dropped.
      then: (schema) => schema.transform(() => null),
      otherwise: (schema) => schema.required(required).max(max, message),
    });

/** Spec §5 'Company'. `postalCodeOnly` is the form's 'Use Postal Code only' tick box. */
export function companySchema() {
  return fields({
    name: text('Name')
      .required(COMPANY_MESSAGES.nameRequired)
      .max(COMPANY_LIMITS.nameMax, COMPANY_MESSAGES.nameTooLong),
    city: text('City')
      .required(COMPANY_MESSAGES.cityRequired)
      .max(COMPANY_LIMITS.cityMax, COMPANY_MESSAGES.cityTooLong),
    country: text('Country')
      .required(COMPANY_MESSAGES.countryRequired)
      .test('known-country', COMPANY_MESSAGES.countryUnknown, (value) =>
        value == null || value === '' ? true : countryName(value) !== undefined,
      )
      // The stored spelling: the list's official name, whichever English name was given.
      .transform((value: unknown) =>
        typeof value === 'string' ? (countryName(value) ?? value) : value,
      ),
    postalCodeOnly: flag().default(false),
    street: addressPart(
      'Street',
      COMPANY_MESSAGES.streetRequired,
      COMPANY_LIMITS.streetMax,
      COMPANY_MESSAGES.streetTooLong,
    ),
    houseNumber: addressPart(
      'House number',
      COMPANY_MESSAGES.houseNumberRequired,
      COMPANY_LIMITS.houseNumberMax,
      COMPANY_MESSAGES.houseNumberTooLong,
    ),
    postalCode: text('Postal code')
      .required(COMPANY_MESSAGES.postalCodeRequired)
      .max(COMPANY_LIMITS.postalCodeMax, COMPANY_MESSAGES.postalCodeTooLong),
  });
}

/** Digits, spaces and the usual separators of written phone numbers ('+385 1 555-0101'). */
const PHONE = /^[0-9+\-/() ]*$/;
/** One @, no spaces, a dot in the domain: what a mail server could deliver to. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Empty text is "not given": optional fields are then sent as nothing (spec §5). */
const optional = (label: string) =>
  text(label)
    .nullable()
    .transform((value: unknown) => (value === '' ? null : value));

/** Spec §5 'Contact': company and name required; phone and email optional. */
export function contactSchema() {
  return fields({
    companyId: text('Company').required(CONTACT_MESSAGES.companyRequired),
    name: text('Name')
      .required(CONTACT_MESSAGES.nameRequired)
      .max(COMPANY_LIMITS.nameMax, CONTACT_MESSAGES.nameTooLong),
    phone: optional('Phone')
      .max(COMPANY_LIMITS.phoneMax, CONTACT_MESSAGES.phoneTooLong)
      .matches(PHONE, { message: CONTACT_MESSAGES.phoneCharacters, excludeEmptyString: true }),
    email: optional('Email')
      .max(COMPANY_LIMITS.emailMax, CONTACT_MESSAGES.emailTooLong)
      .matches(EMAIL, { message: CONTACT_MESSAGES.emailInvalid, excludeEmptyString: true }),
  });
}
