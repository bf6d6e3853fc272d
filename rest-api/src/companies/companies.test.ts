// The companies calls of spec §7 and GET /companyfilters (CONTRACT.md 'Companies'): lists that
// grow (page, search, sort, filters), one company with its contacts, the writes with their roles,
// rules, texts and activity-log lines, and refusals that write nothing.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { COMPANY_MESSAGES, CONTACT_MESSAGES, countryName, TEXTS } from '@cost-steering/schema';
import {
  activityLines,
  startTestContext,
  writeFootprint,
  type Json,
  type Reply,
  type TestContext,
} from '../testing/support.ts';

type Keyed = Record<string, Json>;

const COMPANY_FIELDS = ['city', 'country', 'house_number', 'id', 'name', 'postal_code', 'street'];

describe('companies and contacts', () => {
  let context: TestContext;
  before(async () => {
    context = await startTestContext({ seed: true });
  });
  after(() => context.close());

  const get = (path: string, user = 'viewer') => context.as(user).get<Keyed>(path);
  const order = (reply: Reply) => (reply.headers.get('x-order') ?? '').split(',').filter(Boolean);
  const names = (reply: Reply<Keyed>) => order(reply).map((id) => reply.body[id]!.name as string);
  const idOf = async (name: string) => {
    const all = await get('/companies');
    return Object.values(all.body).find((company) => company.name === name)!.id as number;
  };

  /** Runs `write` and checks it was refused with `status` and wrote nothing. */
  async function refused(status: number, write: () => Promise<Reply<Json>>) {
    const before = await writeFootprint(context);
    const reply = await write();
    assert.equal(reply.status, status, reply.text);
    assert.deepEqual(await writeFootprint(context), before);
    return reply.body;
  }

  describe('reading', () => {
    it('lists every company keyed by id for any user, A-Z, without paging parameters', async () => {
      const reply = await get('/companies');
      assert.equal(reply.status, 200);
      const companies = Object.values(reply.body);
      assert.equal(companies.length, 12);
      assert.deepEqual(Object.keys(companies[0]!).sort(), COMPANY_FIELDS);
      const litware = companies.find((company) => company.name === 'Litware Security Ltd')!;
      assert.equal(litware.street, null);
      assert.equal(litware.house_number, null);
      assert.equal(litware.postal_code, 'EC1A 1BB');
      // The demo data stores countries as the list's official names, as a create would.
      for (const { country } of companies) assert.equal(countryName(country), country);
      // Written in name order (the keys of a plain object would be in id order).
      assert.equal(reply.text.indexOf('Adatum AG') < reply.text.indexOf('Wide World'), true);
    });

    it('answers pages of 10 A-Z with the order and the total in headers', async () => {
      const first = await get('/companies?limit=10');
      assert.equal(first.headers.get('x-total-count'), '12');
      assert.deepEqual(names(first).slice(0, 3), [
        'Adatum AG',
        'Alpine Ski House',
        'Blue Yonder Airlines',
      ]);
      const second = await get('/companies?offset=10&limit=10');
      assert.deepEqual(names(second), ['Tailspin Toys d.d.', 'Wide World Importers']);
    });

    it('sorts by name, city and country either way, ties by id', async () => {
      const byCity = await get('/companies?sort=-city&limit=3');
      assert.deepEqual(
        order(byCity).map((id) => byCity.body[id]!.city),
        ['Zurich', 'Zermatt', 'Zagreb'],
      );
      const byCountry = await get('/companies?sort=country&limit=2');
      assert.deepEqual(
        order(byCountry).map((id) => byCountry.body[id]!.country),
        ['Austria', 'Croatia'],
      );
      const zagreb = await get('/companies?city=Zagreb&sort=-country');
      const ids = order(zagreb).map(Number);
      assert.deepEqual(
        ids,
        [...ids].sort((a, b) => b - a),
        'equal countries: by id, descending',
      );
      const zToA = await get('/companies?sort=-name&limit=1');
      assert.deepEqual(names(zToA), ['Wide World Importers']);
    });

    it('searches names in any letter case and filters by country and city', async () => {
      const ware = await get('/companies?search=WARE');
      assert.deepEqual(names(ware), ['Litware Security Ltd', 'Proseware GmbH']);
      const croatia = await get('/companies?country=croatia&limit=10');
      assert.deepEqual(names(croatia), [
        'Contoso d.o.o.',
        'Graphic Design Institute',
        'Tailspin Toys d.d.',
      ]);
      const zagreb = await get('/companies?country=Croatia&city=zagreb&search=C');
      assert.equal(zagreb.headers.get('x-total-count'), '2');
      const whole = await get('/companies?country=Germany');
      assert.deepEqual(
        Object.values(whole.body).map((company) => company.name),
        ['Northwind Traders GmbH', 'Wide World Importers'],
      );
      const none = await get('/companies?search=nothing-like-this');
      assert.deepEqual(none.body, {});
      assert.equal(none.headers.get('x-total-count'), '0');
    });

    it('refuses bad paging and filter parameters with 400 naming them', async () => {
      for (const [query, field] of [
        ['sort=street', 'sort'],
        ['limit=101', 'limit'],
        [`search=${'x'.repeat(41)}`, 'search'],
        ['country=a&country=b', 'country'],
        ['town=Zagreb', 'town'],
        ['id=abc', 'id'],
      ] as const) {
        const reply = await get(`/companies?${query}`);
        assert.equal(reply.status, 400, query);
        assert.equal(reply.body.field, field, query);
      }
    });

    it('gives one company with its contacts by name, 404 for an unknown one', async () => {
      const id = await idOf('Contoso d.o.o.');
      const reply = await get(`/companies/${id}`);
      assert.equal(reply.status, 200);
      assert.equal(reply.body.name, 'Contoso d.o.o.');
      const contacts = Object.values(reply.body.contacts as Keyed);
      assert.deepEqual(
        contacts.map((contact) => [contact.name, contact.phone, contact.email, contact.company_id]),
        [
          ['Ivana Horvat', '+385 1 555 0101', 'ivana.horvat@contoso.example', id],
          ['Marko Kovač', '+385 1 555 0102', null, id],
        ],
      );
      assert.equal(
        (await get(`/companies/${await idOf('Proseware GmbH')}`)).body.contacts && true,
        true,
      );
      assert.deepEqual((await get(`/companies/${await idOf('Proseware GmbH')}`)).body.contacts, {});
      for (const path of ['/companies/99999', '/companies/abc', '/companies/0']) {
        const missing = await get(path);
        assert.equal(missing.status, 404, path);
        assert.equal(missing.body.message, 'Company not found.');
      }
    });

    it('lists contacts of the named companies, paged and searched, and one contact', async () => {
      const contoso = await idOf('Contoso d.o.o.');
      const adatum = await idOf('Adatum AG');
      const both = await get(`/company-contacts?company=${contoso},${adatum}`);
      assert.deepEqual(
        Object.values(both.body).map((contact) => contact.name),
        ['Ivana Horvat', 'Marko Kovač', 'Nina Keller', 'Reto Frei'],
      );
      const page = await get(`/company-contacts?company=${contoso}&search=KOV&sort=-name`);
      assert.deepEqual(names(page), ['Marko Kovač']);
      assert.equal(page.headers.get('x-total-count'), '1');
      const all = await get('/company-contacts?limit=0');
      assert.equal(all.headers.get('x-total-count'), '16');

      const [ivana] = Object.values(both.body);
      const one = await get(`/companies/${contoso}/company-contacts/${ivana!.id}`);
      assert.deepEqual(one.body, ivana);
      const elsewhere = await get(`/companies/${adatum}/company-contacts/${ivana!.id}`);
      assert.equal(elsewhere.status, 404);
      assert.equal(elsewhere.body.message, 'Company contact not found.');
    });

    it('offers the filter panel: companies by id, countries and cities by name, sorted', async () => {
      const reply = await get('/companyfilters');
      assert.equal(reply.status, 200);
      const [company, country, city] = reply.body.filters as Json[];
      assert.deepEqual([company!.key, company!.label], ['company', 'Company']);
      assert.equal(Object.keys(company!.options).length, 12);
      assert.deepEqual([country!.key, country!.label], ['country', 'Country']);
      assert.deepEqual(Object.keys(country!.options), [
        'Austria',
        'Croatia',
        'France',
        'Germany',
        'Ireland',
        'Switzerland',
        'United Kingdom',
        'United States of America',
      ]);
      assert.deepEqual(country!.options.Croatia, { id: 'Croatia', name: 'Croatia' });
      assert.deepEqual([city!.key, city!.label], ['city', 'City']);
      assert.equal(Object.keys(city!.options)[0], 'Boston');
    });
  });

  describe('creating a company', () => {
    const body = {
      name: '  Fourth Coffee  ',
      city: ' Osijek ',
      country: 'croatia',
      street: 'Europska avenija',
      house_number: '9',
      postal_code: '31000',
    };

    it('lets edit-purchase-order create one, trimmed, with the official country name', async () => {
      const reply = await context.as('requester').post<Json>('/companies', body);
      assert.equal(reply.status, 201, reply.text);
      assert.equal(reply.body.name, 'Fourth Coffee');
      assert.equal(reply.body.city, 'Osijek');
      assert.equal(reply.body.country, 'Croatia');
      assert.deepEqual(reply.body.contacts, {});
      const line = (await activityLines(context)).at(-1)!;
      assert.deepEqual(line.slice(1, 5), ['requester', 'CREATE', 'company', String(reply.body.id)]);
      assert.match(line[5]!, /name=Fourth Coffee; street=Europska avenija; house_number=9/);
      assert.equal((await get(`/companies/${reply.body.id}`)).body.country, 'Croatia');
    });

    it('lets edit-product-family create one given by its postal code only (both null)', async () => {
      const reply = await context.as('controller').post<Json>('/companies', {
        name: 'Postal Only Ltd',
        city: 'London',
        country: 'UK',
        street: null,
        house_number: null,
        postal_code: 'SW1A 1AA',
      });
      assert.equal(reply.status, 201, reply.text);
      assert.equal(reply.body.street, null);
      assert.equal(reply.body.house_number, null);
      assert.equal(reply.body.country, 'United Kingdom');
      const blanks = await context.as('controller').post<Json>('/companies', {
        name: 'Blank Address Ltd',
        city: 'London',
        country: 'United Kingdom',
        street: ' ',
        postal_code: 'SW1A 2AA',
      });
      assert.equal(blanks.status, 201, blanks.text);
      assert.equal(blanks.body.street, null);
    });

    it('answers 403 to users without either role, writing nothing', async () => {
      for (const user of ['viewer', 'approver', 'pfm']) {
        const answer = await refused(403, () => context.as(user).post('/companies', body));
        assert.equal(answer.message, TEXTS.forbiddenServer);
      }
    });

    it('refuses a name taken in any letter case with 409 and the text', async () => {
      const answer = await refused(409, () =>
        context.as('requester').post('/companies', { ...body, name: 'CONTOSO D.O.O.' }),
      );
      assert.deepEqual(
        [answer.code, answer.message, answer.field],
        ['DUPLICATE_NAME', TEXTS.companyDuplicateServer, 'name'],
      );
    });

    it('refuses missing and bad fields with 400 naming the REST field', async () => {
      const missing = await refused(400, () => context.as('requester').post('/companies', {}));
      assert.deepEqual(
        (missing.errors as Json[]).map((problem) => [problem.field, problem.message]).sort(),
        [
          ['city', COMPANY_MESSAGES.cityRequired],
          ['country', COMPANY_MESSAGES.countryRequired],
          ['name', COMPANY_MESSAGES.nameRequired],
          ['postal_code', COMPANY_MESSAGES.postalCodeRequired],
        ],
      );
      const half = await refused(400, () =>
        context.as('requester').post('/companies', { ...body, name: 'Half', house_number: null }),
      );
      assert.deepEqual(
        [half.field, half.message],
        ['house_number', COMPANY_MESSAGES.houseNumberRequired],
      );
      const country = await refused(400, () =>
        context
          .as('requester')
          .post('/companies', { ...body, name: 'Nowhere', country: 'Atlantis' }),
      );
      assert.deepEqual(
        [country.field, country.message],
        ['country', COMPANY_MESSAGES.countryUnknown],
      );
      const long = await refused(400, () =>
        context.as('requester').post('/companies', { ...body, name: 'x'.repeat(33) }),
      );
      assert.deepEqual([long.field, long.message], ['name', COMPANY_MESSAGES.nameTooLong]);
      for (const [field, value] of [
        ['name', 12],
        ['postal_code', ['31000']],
        ['country', { code: 'HR' }],
        ['street', 'a\u0000b'],
        ['website', 'x'],
      ] as const) {
        const answer = await refused(400, () =>
          context.as('requester').post('/companies', { ...body, name: 'Typed', [field]: value }),
        );
        assert.equal(answer.field, field, `${field}: ${JSON.stringify(answer)}`);
      }
    });
  });

  describe('creating a contact', () => {
    it('adds a contact with only a name, and one with phone and email, recorded in the log', async () => {
      const company = await idOf('Proseware GmbH');
      const plain = await context
        .as('requester')
        .post<Json>('/company-contacts', { name: ' Max Huber ', company_id: company });
      assert.equal(plain.status, 201, plain.text);
      assert.deepEqual(
        { ...plain.body, id: 0 },
        { id: 0, name: 'Max Huber', phone: null, email: null, company_id: company },
      );
      const full = await context.as('controller').post<Json>('/company-contacts', {
        name: 'Eva Gruber',
        company_id: String(company),
        phone: '+43 1 555 0808',
        email: 'eva.gruber@proseware.example',
      });
      assert.equal(full.status, 201, full.text);
      assert.equal(full.body.email, 'eva.gruber@proseware.example');
      const line = (await activityLines(context)).at(-1)!;
      assert.deepEqual(line.slice(1, 5), [
        'controller',
        'CREATE',
        'companycontact',
        String(full.body.id),
      ]);
      const listed = await get(`/companies/${company}`);
      // Written by name (a parsed object has them by id).
      assert.ok(listed.text.indexOf('Eva Gruber') < listed.text.indexOf('Max Huber'));
      assert.equal(Object.keys(listed.body.contacts as Keyed).length, 2);
    });

    it('refuses a name the company has in any letter case, but not one another company has', async () => {
      const contoso = await idOf('Contoso d.o.o.');
      const answer = await refused(409, () =>
        context
          .as('requester')
          .post('/company-contacts', { name: 'IVANA horvat', company_id: contoso }),
      );
      assert.deepEqual(
        [answer.code, answer.message, answer.field],
        ['DUPLICATE_NAME', TEXTS.contactDuplicateServer, 'name'],
      );
      const elsewhere = await context.as('requester').post<Json>('/company-contacts', {
        name: 'Ivana Horvat',
        company_id: await idOf('Adatum AG'),
      });
      assert.equal(elsewhere.status, 201);
    });

    it('refuses an unknown company, bad fields and users without the roles, writing nothing', async () => {
      const unknown = await refused(400, () =>
        context.as('requester').post('/company-contacts', { name: 'A', company_id: 99999 }),
      );
      assert.deepEqual(
        [unknown.field, unknown.message],
        ['company_id', 'Company must be a known company'],
      );
      const missing = await refused(400, () =>
        context.as('requester').post('/company-contacts', {}),
      );
      assert.deepEqual(
        (missing.errors as Json[]).map((problem) => [problem.field, problem.message]).sort(),
        [
          ['company_id', CONTACT_MESSAGES.companyRequired],
          ['name', CONTACT_MESSAGES.nameRequired],
        ],
      );
      const company = await idOf('Adatum AG');
      const email = await refused(400, () =>
        context
          .as('requester')
          .post('/company-contacts', { name: 'B', company_id: company, email: 'b@' }),
      );
      assert.deepEqual([email.field, email.message], ['email', CONTACT_MESSAGES.emailInvalid]);
      const phone = await refused(400, () =>
        context
          .as('requester')
          .post('/company-contacts', { name: 'B', company_id: company, phone: 5550101 }),
      );
      assert.equal(phone.field, 'phone');
      const id = await refused(400, () =>
        context.as('requester').post('/company-contacts', { name: 'B', company_id: 'three' }),
      );
      assert.equal(id.field, 'company_id');
      await refused(403, () =>
        context.as('viewer').post('/company-contacts', { name: 'B', company_id: company }),
      );
    });
  });
});
