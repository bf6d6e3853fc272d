// Family figures against a small fixture computed by hand (today = 2026-06-15).
import assert from 'node:assert/strict';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_CONFIG_FILE } from '../config.ts';
import { startTestContext, type TestContext } from '../testing/support.ts';

// USD is worth 1/1.25 EUR until 2025, 1/1.08 EUR from 2026: each record converts at its own day.
const FIXTURE = [
  `insert into users (id, username) values (101, 'controller')`,
  `insert into currencies (code, name) values ('EUR', 'Euro'), ('USD', 'US Dollar')`,
  `insert into currency_rates (currency, valid_from, rate) values
     ('EUR', '2000-01-01', 1), ('USD', '2000-01-01', 1.25), ('USD', '2026-01-01', 1.08)`,
  `insert into product_families (id, name, owner_id, year, budget_limit, target) values
     (201, 'Fixture Family', 101, 2026, 100000, 90000),
     (202, 'Empty Family', 101, 2026, 5000, 4000)`,
  `insert into products (id, name, product_family_id, owner_id, budget_limit, target) values
     (301, 'Fixture One', 201, 101, 40000, 30000),
     (302, 'Fixture Two', 201, 101, 25000, 20000)`,
  // Budgets: 1000 + 500 EUR, and 1080 USD = 1000.00 EUR at today's rate.
  `insert into projects (id, name, product_id, owner_id, currency, bci, bci_eur, bem, bem_eur)
     values (401, 'Fixture Project', 301, 101, 'EUR', 1000, 1000, 500, 500)`,
  `insert into applications (id, name, product_id, owner_id, currency, bei, bei_eur)
     values (501, 'Fixture App', 302, 101, 'USD', 1080, to_eur(1080, 'USD', '2026-06-15'))`,
  `insert into companies (id, name, city, postal_code, country) values (601, 'Acme', 'Split', '21000', 'Croatia')`,
  `insert into company_contacts (id, company_id, name) values (701, 601, 'Ana')`,
  order(801, 'Approved', '2026-07-01', '2027-06-30', 'EUR', 'O1 spans into next year'),
  order(802, 'Approved', '2026-03-01', null, 'EUR', 'O2 has no delivery date'),
  order(803, 'Approved', '2025-01-01', '2025-12-31', 'EUR', 'O3 last year only'),
  order(804, 'Proposed', '2026-01-01', '2026-12-31', 'EUR', 'O4 not approved'),
  order(805, 'Approved', '2025-10-01', '2026-03-31', 'USD', 'O5 spans from last year'),
  // O1: 184 of 365 days in 2026 → 3650.00 → 1840.00; 100.00 → 50.41 (rounded per item).
  item(901, 801, 1, 'project_id', 401, '3650', 'EUR', '2026-06-15'),
  item(902, 801, 2, 'application_id', 501, '100', 'EUR', '2026-06-15'),
  // O2: no delivery date → all of it in the current year: 1000.00, booked on the product.
  item(903, 802, 1, 'product_id', 301, '1000', 'EUR', '2026-03-01'),
  // O3: nothing in 2026. O4: not an order.
  item(904, 803, 1, 'project_id', 401, '5000', 'EUR', '2025-01-01'),
  item(905, 804, 1, 'project_id', 401, '7777', 'EUR', '2026-01-01'),
  // O5: 2275 USD written 2025-10-01 at 1.25 = 1820.00 EUR; 90 of 182 days in 2026 → 900.00.
  item(906, 805, 1, 'project_id', 401, '2275', 'USD', '2025-10-01'),
  `insert into invoices (id, name, date, start_date, end_date, purchase_request_id) values
     (1001, 'August', '2026-08-01', null, null, 801),
     (1002, 'Last December', '2025-12-20', null, null, 803),
     (1003, 'February', null, '2026-02-01', '2026-02-28', 805)`,
  // Actuals 2026: 500.00 + 250 USD at 1.08 = 231.48; the 2025 line does not count.
  `insert into invoice_lines (invoice_id, list_item_id, amount, currency, amount_eur) values
     (1001, 901, 500, 'EUR', 500),
     (1002, 904, 300, 'EUR', 300),
     (1003, 906, 250, 'USD', to_eur(250, 'USD', '2026-02-01'))`,
];

function order(
  id: number,
  status: string,
  start: string,
  delivery: string | null,
  currency: string,
  text: string,
) {
  const deliveryValue = delivery ? `'${delivery}'` : 'null';
  const ordernumber = status === 'Approved' ? `'PO-${id}'` : 'null';
  return `insert into purchase_requests (id, ordertext, podate, deliverydate, orderamount,
      currency, orderamount_eur, prowner_id, company_id, company_contact_id, status, ordernumber)
    values (${id}, '${text}', '${start}', ${deliveryValue}, 0, '${currency}', 0, 101, 601, 701,
      '${status}', ${ordernumber})`;
}

function item(
  id: number,
  request: number,
  position: number,
  column: string,
  entity: number,
  amount: string,
  currency: string,
  writtenOn: string,
) {
  const type =
    column === 'application_id' ? `'Expense', 'Maintenance'` : `'Capital', 'Infrastructure'`;
  return `insert into purchase_request_list_items (id, purchase_request_id, position, name, type,
      costtype, ${column}, amount, currency, amount_eur)
    values (${id}, ${request}, ${position}, 'Item ${id}', ${type}, ${entity}, ${amount},
      '${currency}', to_eur(${amount}, '${currency}', '${writtenOn}'))`;
}

interface Family {
  id: number;
  budget: string;
  forecast: string;
  actuals: string;
  total_product_forecast: string;
  total_product_actuals: string;
  available_budget: string;
}

describe('family figures', () => {
  let context: TestContext;
  let dir: string;
  let configFile: string;

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rest-api-figures-'));
    configFile = join(dir, 'configuration.json');
    await copyFile(DEFAULT_CONFIG_FILE, configFile);
    context = await startTestContext({
      configFile,
      today: () => new Date('2026-06-15T10:00:00Z'),
    });
    for (const statement of FIXTURE) await context.api.query(statement);
  });
  after(async () => {
    await context.close();
    await rm(dir, { recursive: true, force: true });
  });

  const families = async () =>
    (await context.as('viewer').get<Record<string, Family>>('/productfamilies')).body;

  it('sums the budgets of projects and applications in EUR', async () => {
    assert.equal((await families())['201']!.budget, '2500.00');
  });

  it('forecasts the current-year part of approved order items, pro rata by days', async () => {
    const family = (await families())['201']!;
    assert.equal(family.forecast, '3790.41');
    assert.equal(family.total_product_forecast, '3790.41');
  });

  it('counts as actuals the invoice lines booked this year, in EUR of their day', async () => {
    const family = (await families())['201']!;
    assert.equal(family.actuals, '731.48');
    assert.equal(family.total_product_actuals, '731.48');
  });

  it('leaves as available budget the budget limit minus the limits of the products', async () => {
    assert.equal((await families())['201']!.available_budget, '35000.00');
    const remaining = await context.as('viewer').get('/productfamilies/201/remainingBudget');
    assert.deepEqual(remaining.body, { availableBudget: '35000.00' });
  });

  it('uses targets as caps when the budget-limit feature is off', async () => {
    await writeFile(configFile, JSON.stringify({ budget_limit_enabled: false }));
    try {
      assert.equal((await families())['201']!.available_budget, '40000.00');
    } finally {
      await copyFile(DEFAULT_CONFIG_FILE, configFile);
    }
  });

  it('shows zeros, not nothing, for a family without products', async () => {
    const family = (await families())['202']!;
    assert.deepEqual(
      [family.budget, family.forecast, family.actuals, family.available_budget],
      ['0.00', '0.00', '0.00', '5000.00'],
    );
  });

  it('gives one family the same figures as the list', async () => {
    const one = await context.as('viewer').get<Family>('/productfamilies/201');
    assert.deepEqual(one.body, (await families())['201']);
  });
});
