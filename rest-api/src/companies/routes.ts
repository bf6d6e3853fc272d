// The companies calls of spec §7 and GET /companyfilters (CONTRACT.md 'Companies'). Every user
// may read; creating needs edit-product-family or edit-purchase-order (COMPANY_EDITOR_ROLES).
import { Router, type Request } from 'express';
import { COMPANY_EDITOR_ROLES } from '@cost-steering/schema';
import type { AppContext } from '../context.ts';
import { currentUser, requireAnyRole } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { accepts, noInput } from '../http/input-guard.ts';
import { id, list, text } from '../http/input-types.ts';
import { idParam, keyedJson, sendJsonText, sendKeyed } from '../http/keyed.ts';
import { listPaging, pageParameters, readPageRequest, sendPage } from '../http/paging.ts';
import {
  COMPANY_SORT_FIELDS,
  CONTACT_SORT_FIELDS,
  companyOptions,
  distinctOptions,
} from './repository.ts';
import {
  createCompany,
  createContact,
  getCompany,
  getContact,
  listCompanies,
  listContacts,
  pageCompanies,
  pageContacts,
} from './service.ts';

const COMPANY_PAGING = listPaging(COMPANY_SORT_FIELDS, 'name');
const CONTACT_PAGING = listPaging(CONTACT_SORT_FIELDS, 'name');

/**
 * The filter panel's choices: one country and one city (single values: country names hold
 * commas, 'Bonaire, Sint Eustatius and Saba'), and ids for the bff's batched reads.
 */
const LIST_COMPANIES = accepts({
  query: {
    ...pageParameters(COMPANY_PAGING),
    country: text({ max: 64 }),
    city: text({ max: 64 }),
    id: list(id()),
  },
});
const LIST_CONTACTS = accepts({
  query: { ...pageParameters(CONTACT_PAGING), company: list(id()) },
});
const CREATE_COMPANY = accepts({
  body: {
    name: text(),
    city: text(),
    street: text(),
    house_number: text(),
    postal_code: text(),
    country: text(),
  },
});
const CREATE_CONTACT = accepts({
  body: { name: text(), company_id: id(), phone: text(), email: text() },
});

function pathId(req: Request, name: string, what: string): number {
  const value = idParam(req.params[name]);
  if (!value) throw notFound(what);
  return value;
}

/** A company object with its contacts keyed by id, in name order. */
function companyJson(found: Awaited<ReturnType<typeof getCompany>>): string {
  return `${JSON.stringify(found.company).slice(0, -1)},"contacts":${keyedJson(found.contacts)}}`;
}

const filter = (key: string, label: string, options: Array<{ id: number | string }>) =>
  `{"key":${JSON.stringify(key)},"label":${JSON.stringify(label)},"options":${keyedJson(options)}}`;

export function companiesRoutes(ctx: AppContext): Router {
  const router = Router();
  const mayCreate = requireAnyRole(COMPANY_EDITOR_ROLES);

  router.get('/companies', LIST_COMPANIES, async (req, res) => {
    const { country, city, id: ids, ...paging } = LIST_COMPANIES.query(req);
    const page = readPageRequest(paging, COMPANY_PAGING);
    if (!page) {
      sendKeyed(res, await listCompanies(ctx.db, { country, city, ids }));
      return;
    }
    sendPage(res, await pageCompanies(ctx.db, { country, city, ids, search: page.search }, page));
  });

  router.get('/companies/:id', noInput, async (req, res) => {
    const found = await getCompany(ctx.db, pathId(req, 'id', 'Company'));
    sendJsonText(res, companyJson(found));
  });

  router.post('/companies', mayCreate, CREATE_COMPANY, async (req, res) => {
    const created = await createCompany(ctx.db, currentUser(req), req.body);
    res.status(201);
    sendJsonText(res, companyJson(created));
  });

  router.get('/company-contacts', LIST_CONTACTS, async (req, res) => {
    const { company, ...paging } = LIST_CONTACTS.query(req);
    const page = readPageRequest(paging, CONTACT_PAGING);
    if (!page) {
      sendKeyed(res, await listContacts(ctx.db, { companyIds: company }));
      return;
    }
    sendPage(res, await pageContacts(ctx.db, { companyIds: company, search: page.search }, page));
  });

  router.get('/companies/:companyID/company-contacts/:contactID', noInput, async (req, res) => {
    const companyId = pathId(req, 'companyID', 'Company contact');
    res.json(await getContact(ctx.db, companyId, pathId(req, 'contactID', 'Company contact')));
  });

  router.post('/company-contacts', mayCreate, CREATE_CONTACT, async (req, res) => {
    res.status(201).json(await createContact(ctx.db, currentUser(req), req.body));
  });

  router.get('/companyfilters', noInput, async (_req, res) => {
    const [companies, countries, cities] = await Promise.all([
      companyOptions(ctx.db),
      distinctOptions(ctx.db, 'country'),
      distinctOptions(ctx.db, 'city'),
    ]);
    const byName = (rows: Array<{ name: string }>) => rows.map(({ name }) => ({ id: name, name }));
    const filters = [
      filter('company', 'Company', companies),
      filter('country', 'Country', byName(countries)),
      filter('city', 'City', byName(cities)),
    ];
    res.type('application/json').send(`{"filters":[${filters.join(',')}]}`);
  });

  return router;
}
