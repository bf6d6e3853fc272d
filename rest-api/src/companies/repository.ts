// SQL of the companies domain: companies and their contacts as whole keyed lists and as pages
// (CONTRACT.md 'Lists that grow'), the filter panel's options, and the two inserts.
import { sql, type Insertable, type Kysely, type RawBuilder } from 'kysely';
import { listReads } from '../db/paging.ts';
import type { CompaniesTable, CompanyContactsTable, Database } from '../db/schema.ts';
import { contains } from '../db/search.ts';

export const COMPANY_SORT_FIELDS = ['name', 'city', 'country'] as const;
export type CompanySortField = (typeof COMPANY_SORT_FIELDS)[number];

export const CONTACT_SORT_FIELDS = ['name'] as const;
export type ContactSortField = (typeof CONTACT_SORT_FIELDS)[number];

/** Names compare in any letter case; the search is on `name`, the trigram index of 0006. */
const COMPANY_ORDER: Record<CompanySortField, RawBuilder<unknown>> = {
  name: sql`lower(c.name)`,
  city: sql`lower(c.city)`,
  country: sql`lower(c.country)`,
};
const CONTACT_ORDER: Record<ContactSortField, RawBuilder<unknown>> = {
  name: sql`lower(k.name)`,
};

const COMPANY_COLUMNS = [
  'c.id',
  'c.name',
  'c.street',
  'c.house_number',
  'c.city',
  'c.postal_code',
  'c.country',
] as const;
const CONTACT_COLUMNS = ['k.id', 'k.name', 'k.phone', 'k.email', 'k.company_id'] as const;

export interface CompanyFilter {
  search?: string | undefined;
  /** Exact, in any letter case (the filter panel offers stored values). */
  country?: string | undefined;
  city?: string | undefined;
  ids?: number[] | undefined;
}

export interface ContactFilter {
  search?: string | undefined;
  companyIds?: number[] | undefined;
}

const sameText = (column: RawBuilder<unknown>, value: string) =>
  sql<boolean>`lower(${column}) = lower(${value})`;

function matchingCompanies(db: Kysely<Database>, filter: CompanyFilter) {
  let query = db.selectFrom('companies as c');
  if (filter.search) query = query.where(contains(sql`c.name`, filter.search));
  if (filter.country) query = query.where(sameText(sql`c.country`, filter.country));
  if (filter.city) query = query.where(sameText(sql`c.city`, filter.city));
  if (filter.ids) query = query.where('c.id', 'in', filter.ids.length ? filter.ids : [0]);
  return query;
}

function matchingContacts(db: Kysely<Database>, filter: ContactFilter) {
  let query = db.selectFrom('company_contacts as k');
  if (filter.search) query = query.where(contains(sql`k.name`, filter.search));
  if (filter.companyIds) {
    query = query.where('k.company_id', 'in', filter.companyIds.length ? filter.companyIds : [0]);
  }
  return query;
}

const companies = listReads({
  matching: matchingCompanies,
  select: (matching) => matching.select(COMPANY_COLUMNS),
  order: COMPANY_ORDER,
  id: sql`c.id`,
  defaultField: 'name',
});
export const companiesOf = companies.all;
export const companiesPage = companies.page;
export type CompanyRow = Awaited<ReturnType<typeof companiesOf>>[number];

const contacts = listReads({
  matching: matchingContacts,
  select: (matching) => matching.select(CONTACT_COLUMNS),
  order: CONTACT_ORDER,
  id: sql`k.id`,
  defaultField: 'name',
});
export const contactsOf = contacts.all;
export const contactsPage = contacts.page;
export type ContactRow = Awaited<ReturnType<typeof contactsOf>>[number];

export async function companyById(db: Kysely<Database>, id: number) {
  const [company] = await companiesOf(db, { ids: [id] });
  return company;
}

export function contactOfCompany(db: Kysely<Database>, companyId: number, contactId: number) {
  return matchingContacts(db, { companyIds: [companyId] })
    .select(CONTACT_COLUMNS)
    .where('k.id', '=', contactId)
    .executeTakeFirst();
}

/** Whether a company has this name in any letter case (the friendly check before the index). */
export function companyNameTaken(db: Kysely<Database>, name: string) {
  return db
    .selectFrom('companies')
    .select('id')
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .executeTakeFirst()
    .then(Boolean);
}

/** Whether the company already has a contact of this name in any letter case. */
export function contactNameTaken(db: Kysely<Database>, companyId: number, name: string) {
  return db
    .selectFrom('company_contacts')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .executeTakeFirst()
    .then(Boolean);
}

/** The company row locked for a contact write: it cannot vanish before the contact is stored. */
export function lockCompany(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('companies')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export type NewCompany = Insertable<CompaniesTable>;

export async function insertCompany(db: Kysely<Database>, company: NewCompany): Promise<number> {
  const { id } = await db
    .insertInto('companies')
    .values(company)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export type NewContact = Insertable<CompanyContactsTable>;

export async function insertContact(db: Kysely<Database>, contact: NewContact): Promise<number> {
  const { id } = await db
    .insertInto('company_contacts')
    .values(contact)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The filter panel: every company, and the countries and cities companies are in. */
export function companyOptions(db: Kysely<Database>) {
  return db
    .selectFrom('companies')
    .select(['id', 'name'])
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

/** Distinct values of a column in any letter case, each written as first stored, sorted. */
export function distinctOptions(db: Kysely<Database>, column: 'country' | 'city') {
  return db
    .selectFrom('companies')
    .select(sql<string>`min(${sql.ref(column)})`.as('name'))
    .groupBy(sql`lower(${sql.ref(column)})`)
    .orderBy(sql`lower(min(${sql.ref(column)}))`)
    .execute();
}
