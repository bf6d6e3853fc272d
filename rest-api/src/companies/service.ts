// Rules and transactions of the companies domain (CONTRACT.md 'Companies'): the shared yup rules
// of spec §5 on the REST field names, unique names, and every write in one transaction with its
// activity-log line.
import type { Kysely } from 'kysely';
import { companySchema, contactSchema, TEXTS } from '@cost-steering/schema';
import { recordActivity, summarize } from '../activity/index.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { CurrentUser } from '../http/auth.ts';
import { AppError, notFound, validationFailed } from '../http/errors.ts';
import type { PageRequest } from '../http/paging.ts';
import { asText, bodyId, requireObject, validateWith } from '../http/validation.ts';
import {
  companiesOf,
  companiesPage,
  companyById,
  companyNameTaken,
  contactNameTaken,
  contactOfCompany,
  contactsOf,
  contactsPage,
  insertCompany,
  insertContact,
  lockCompany,
  type CompanyFilter,
  type CompanySortField,
  type ContactFilter,
  type ContactSortField,
} from './repository.ts';

export const listCompanies = companiesOf;
export const pageCompanies = (
  db: Kysely<Database>,
  filter: CompanyFilter,
  page: PageRequest<CompanySortField>,
) => companiesPage(db, filter, page);
export const listContacts = contactsOf;
export const pageContacts = (
  db: Kysely<Database>,
  filter: ContactFilter,
  page: PageRequest<ContactSortField>,
) => contactsPage(db, filter, page);

/** A company with its contacts (by name). */
export async function getCompany(db: Kysely<Database>, id: number) {
  const company = await companyById(db, id);
  if (!company) throw notFound('Company');
  return { company, contacts: await contactsOf(db, { companyIds: [id] }) };
}

export async function getContact(db: Kysely<Database>, companyId: number, contactId: number) {
  const contact = await contactOfCompany(db, companyId, contactId);
  if (!contact) throw notFound('Company contact');
  return contact;
}

interface CompanyInput {
  name: string;
  city: string;
  country: string;
  street: string | null;
  houseNumber: string | null;
  postalCode: string;
}

/** Two creates racing past the friendly check meet the unique index instead: the same answer. */
const duplicateWhenUnique = (duplicate: () => AppError) => (error: unknown) => {
  throw isUniqueViolation(error) ? duplicate() : error;
};

const blank = (value: unknown) => value == null || (typeof value === 'string' && !value.trim());

/**
 * Spec §5: street and house number are required unless the company is given by its postal
 * code only, when the client sends both as null. So both absent (or blank) means postal code
 * only, and one without the other is the other one missing.
 */
function validateCompany(body: unknown): Promise<CompanyInput> {
  const given = requireObject(body);
  return validateWith<CompanyInput>(
    companySchema(),
    {
      name: given.name,
      city: given.city,
      country: given.country,
      street: given.street,
      houseNumber: given.house_number,
      postalCode: given.postal_code,
      postalCodeOnly: blank(given.street) && blank(given.house_number),
    },
    { houseNumber: 'house_number', postalCode: 'postal_code' },
  );
}

const duplicateCompany = () =>
  new AppError(409, 'DUPLICATE_NAME', TEXTS.companyDuplicateServer, 'name');

/** The activity-log line of a create: the stored values (CONTRACT.md 'Companies'). */
function recordCreate(
  trx: Kysely<Database>,
  user: CurrentUser,
  entity: string,
  id: number,
  stored: Record<string, string | number | null>,
) {
  return recordActivity(trx, {
    username: user.username,
    action: 'CREATE',
    entity,
    entityId: id,
    summary: summarize(stored),
  });
}

export async function createCompany(db: Kysely<Database>, user: CurrentUser, body: unknown) {
  const input = await validateCompany(body);
  const row = {
    name: input.name,
    street: input.street,
    house_number: input.houseNumber,
    city: input.city,
    postal_code: input.postalCode,
    country: input.country,
  };
  const id = await db.transaction().execute(async (trx) => {
    if (await companyNameTaken(trx, input.name)) throw duplicateCompany();
    const companyId = await insertCompany(trx, row).catch(duplicateWhenUnique(duplicateCompany));
    await recordCreate(trx, user, 'company', companyId, row);
    return companyId;
  });
  return getCompany(db, id);
}

interface ContactInput {
  companyId: string;
  name: string;
  phone: string | null;
  email: string | null;
}

const unknownCompany = () =>
  validationFailed([{ field: 'company_id', message: 'Company must be a known company' }]);

async function validateContact(body: unknown): Promise<ContactInput & { company: number }> {
  const given = requireObject(body);
  const input = await validateWith<ContactInput>(
    contactSchema(),
    {
      companyId: asText(given.company_id),
      name: given.name,
      phone: given.phone,
      email: given.email,
    },
    { companyId: 'company_id' },
  );
  const company = bodyId(input.companyId);
  if (company === undefined) throw unknownCompany();
  return { ...input, company };
}

const duplicateContact = () =>
  new AppError(409, 'DUPLICATE_NAME', TEXTS.contactDuplicateServer, 'name');

export async function createContact(db: Kysely<Database>, user: CurrentUser, body: unknown) {
  const input = await validateContact(body);
  const row = {
    company_id: input.company,
    name: input.name,
    phone: input.phone,
    email: input.email,
  };
  const id = await db.transaction().execute(async (trx) => {
    // Locked, so the company cannot be deleted between this check and the insert.
    if (!(await lockCompany(trx, input.company))) throw unknownCompany();
    if (await contactNameTaken(trx, input.company, input.name)) throw duplicateContact();
    const contactId = await insertContact(trx, row).catch(duplicateWhenUnique(duplicateContact));
    await recordCreate(trx, user, 'companycontact', contactId, row);
    return contactId;
  });
  return getContact(db, input.company, id);
}
