// FOR TESTS: a small organisation for the purchase-request tests (today = 2026-03-10), with
// budgets chosen so that every figure in the tests can be worked out by hand:
//   product 301 'Budget Product'  = project 401 (10000.00) + project 402 (5000.00) = 15000.00
//   product 302 'Other Product'   = application 501 (2000.00)
// USD is worth 1/1.25 EUR: 100 USD = 80.00 EUR. Companies 601 (contacts 701, 702), 602 (703).
// The demo users register through POST /users/checkandcreate, so their roles and groups are
// those of their tokens (approver: approve-purchase-request; pfm: 'Product Family Manager').
import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONFIG_FILE } from '../config.ts';
import { startTestContext, type Client, type Json, type TestContext } from './support.ts';

export const TODAY = new Date('2026-03-10T09:00:00Z');
export const DEMO_USERS = ['admin', 'controller', 'requester', 'approver', 'pfm', 'viewer'];

const owner = (username: string) => `(select id from users where username = '${username}')`;

const FIXTURE = [
  `insert into currencies (code, name) values ('EUR', 'Euro'), ('USD', 'US Dollar')`,
  `insert into currency_rates (currency, valid_from, rate) values
     ('EUR', '2000-01-01', 1), ('USD', '2000-01-01', 1.25)`,
  `insert into sbu (id, name) values (1, 'Corporate IT')`,
  `insert into suppliers (id, name) values (1, 'Tailspin Hardware')`,
  `insert into buying_units (id, name) values (1, 'Central Purchasing')`,
  `insert into companies (id, name, city, postal_code, country) values
     (601, 'Acme', 'Split', '21000', 'Croatia'), (602, 'Beta', 'Graz', '8010', 'Austria')`,
  `insert into company_contacts (id, company_id, name) values
     (701, 601, 'Ana'), (702, 601, 'Bo'), (703, 602, 'Cy')`,
  `insert into product_families (id, name, owner_id, year, budget_limit, target)
     values (201, 'Budget Family', ${owner('controller')}, 2026, 100000, 100000)`,
  `insert into products (id, name, product_family_id, owner_id, budget_limit, target) values
     (301, 'Budget Product', 201, ${owner('controller')}, 40000, 40000),
     (302, 'Other Product', 201, ${owner('pfm')}, 10000, 10000)`,
  `insert into projects (id, name, product_id, owner_id, currency, bci, bci_eur) values
     (401, 'Budget Project', 301, ${owner('controller')}, 'EUR', 10000, 10000)`,
  `insert into projects (id, name, product_id, owner_id, currency, bcm, bcm_eur) values
     (402, 'Second Project', 301, ${owner('controller')}, 'EUR', 5000, 5000)`,
  `insert into applications (id, name, product_id, owner_id, currency, bei, bei_eur) values
     (501, 'Budget App', 302, ${owner('pfm')}, 'EUR', 2000, 2000)`,
];

/** The configuration file with these keys changed (the repository's file as the base). */
export async function configWith(changes: Json): Promise<string> {
  const file = join(await mkdtemp(join(tmpdir(), 'requests-config-')), 'configuration.json');
  await rewriteConfig(file, changes);
  return file;
}

/** The configuration is read on every request: rewriting it changes the next call. */
export async function rewriteConfig(file: string, changes: Json) {
  const base = JSON.parse(await readFile(DEFAULT_CONFIG_FILE, 'utf8')) as Json;
  await writeFile(file, JSON.stringify({ ...base, ...changes }));
}

export interface RequestsContext extends TestContext {
  configFile: string;
}

export async function startRequestsContext(
  config: Json = {},
  today: () => Date = () => TODAY,
): Promise<RequestsContext> {
  const configFile = await configWith(config);
  const context = await startTestContext({
    today,
    configFile,
    ...(process.env.DBG ? { logLevel: 'error' as const } : {}),
  });
  for (const username of DEMO_USERS) {
    const reply = await context.as(username).post('/users/checkandcreate', { username });
    assert.equal(reply.status, 200, reply.text);
  }
  for (const statement of FIXTURE) await context.api.query(statement);
  return Object.assign(context, { configFile });
}

/** A valid create body: 1000.00 EUR from 2026-03-10 to 2026-06-30 (fields can be replaced). */
export const requestBody = (changes: Json = {}): Json => ({
  company_contact_id: 701,
  podate: '2026-03-10',
  deliverydate: '2026-06-30',
  ordertext: 'Storage nodes',
  accountingelement: 'IT-HW-110',
  orderamount: '1000.00',
  currency: 'EUR',
  supplier: 1,
  sbu: 1,
  comments: 'urgent',
  ...changes,
});

export const itemBody = (changes: Json = {}): Json => ({
  type: 'Project',
  idoftype: 401,
  costtype: 'Capital Infrastructure',
  amount: '1000.00',
  ...changes,
});

export async function createDraft(client: Client, changes: Json = {}): Promise<Json> {
  const reply = await client.post<Json>('/purchaserequests', requestBody(changes));
  assert.equal(reply.status, 201, reply.text);
  return reply.body;
}

export async function addItem(client: Client, requestId: number, changes: Json = {}) {
  const reply = await client.post<Json>(
    `/purchaserequests/${requestId}/listitems`,
    itemBody(changes),
  );
  assert.equal(reply.status, 201, reply.text);
  return reply.body;
}

export async function sendRequest(client: Client, requestId: number) {
  const reply = await client.patch<Json>(`/purchaserequests/${requestId}`, { status: 'Proposed' });
  assert.equal(reply.status, 200, reply.text);
  return reply.body;
}

export async function sign(context: TestContext, requestId: number) {
  const reply = await context.as('pfm').patch<Json>(`/purchaserequests/${requestId}`, {
    isJustification: true,
    justification_status: 'Signed',
    justification_comment: 'Needed for the audit.',
    justification_date: '2026-03-10',
  });
  assert.equal(reply.status, 200, reply.text);
  return reply.body;
}

/**
 * An open request of `amount` booked wholly on one entity (requester), signed when the
 * configuration asks for a signature.
 */
export async function openRequest(
  context: TestContext,
  options: { request?: Json; item?: Json; signed?: boolean } = {},
): Promise<Json> {
  const requester = context.as('requester');
  const draft = await createDraft(requester, options.request);
  await addItem(requester, draft.id, { amount: draft.orderamount, ...options.item });
  const sent = await sendRequest(requester, draft.id);
  return sent.justification_status === 'Proposed' && options.signed !== false
    ? sign(context, draft.id)
    : sent;
}

export async function notificationsOf(context: TestContext, username: string) {
  return context.api.query<{ title: string; message: string }>(
    `select n.title, n.message from notifications n join users u on u.id = n.user_id
      where u.username = $1 order by n.id`,
    [username],
  );
}
