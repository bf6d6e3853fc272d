// FOR TESTS: a small hierarchy whose figures were computed by hand (today = 2026-06-15), used by
// the product, project and order tests. Every number in the tests' comments is derived here.
//
// USD is worth 1/1.25 EUR until 2025 and 1/1.08 EUR from 2026: each record converts on its day.
//
// Orders (approved unless said) and their items, EUR parts per year, pro rata by days:
//   801 2026-07-01..2027-06-30 EUR (365 days; 184 in 2026, 181 in 2027), amount 4480
//     901 project 401  Capital Infrastructure 3650 → 2026 1840.00, 2027 1810.00
//     902 app 501      Expense Maintenance     100 → 2026   50.41, 2027   49.59
//     907 product 301  Expense Enhancement     730 → 2026  368.00, 2027  362.00 (direct)
//   802 2026-03-01, no delivery date, EUR, amount 1000 — all of it in the current year
//     903 product 301  Capital Maintenance    1000 → 2026 1000.00 (direct)
//   803 2025-01-01..2025-12-31 EUR, amount 5000
//     904 project 401  Capital Enhancement    5000 → 2025 5000.00
//   804 Proposed (not an order): 905 project 401 7777 counts nowhere
//   805 2025-10-01..2026-03-31 USD (182 days; 92 in 2025, 90 in 2026), 2275 USD = 1820.00 EUR
//     906 project 401  Expense Infrastructure 2275 USD → 2025 920.00, 2026 900.00
//   806 2026-01-01..2026-12-31 EUR, amount 1200
//     908 project 402  Capital Enhancement    1200 → 2026 1200.00
// Invoices (booked on their date or the start of their range):
//   1001 2026-08-01 on 801: 500 on 901, 100 on 907      1002 2025-12-20 on 803: 300 on 904
//   1003 2026-02-01..28 on 805: 250 USD on 906 = 231.48  1004 2026-04-10 on 802: 200 on 903
//   1005 2027-01-15 on 801: 50 on 901                    1006 2026-05-01 on 806: 100 on 908
// Platform 303 (cost 1000.00) has three consumers, added in this order: project 401, application
// 501, project 402 → 333.34 (the cent left over goes to the first), 333.33, 333.33.
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONFIG_FILE } from '../config.ts';
import { startTestContext, type TestContext } from './support.ts';

export const TODAY = new Date('2026-06-15T10:00:00Z');

export const FIXTURE = [
  `insert into users (id, username) values (101, 'controller'), (102, 'pfm')`,
  `insert into currencies (code, name) values ('EUR', 'Euro'), ('USD', 'US Dollar')`,
  `insert into currency_rates (currency, valid_from, rate) values
     ('EUR', '2000-01-01', 1), ('USD', '2000-01-01', 1.25), ('USD', '2026-01-01', 1.08)`,
  `insert into regions (id, name) values (1, 'EMEA'), (2, 'Asia Pacific')`,
  `insert into product_families (id, name, owner_id, year, budget_limit, target) values
     (201, 'Fixture Family', 101, 2026, 100000, 90000),
     (202, 'Platform Family', 102, 2026, 50000, 50000)`,
  `insert into products (id, name, product_family_id, region_id, owner_id, budget_limit, target,
       platform_cost) values
     (301, 'Fixture One', 201, 1, 101, 40000, 30000, null),
     (302, 'Fixture Two', 201, 2, 102, 25000, 20000, null),
     (303, 'Fixture Platform', 202, 1, 102, 20000, 20000, 1000)`,
  `insert into projects (id, name, product_id, owner_id, currency, bci, bci_eur, bem, bem_eur)
     values (401, 'Fixture Project', 301, 101, 'EUR', 1000, 1000, 500, 500)`,
  `insert into projects (id, name, product_id, owner_id, currency, bce, bce_eur)
     values (402, 'Consumer Project', 302, 102, 'EUR', 200, 200)`,
  `insert into applications (id, name, product_id, owner_id, currency, bei, bei_eur)
     values (501, 'Fixture App', 302, 101, 'USD', 1080, to_eur(1080, 'USD', '2026-06-15'))`,
  `insert into platform_consumers (platform_product_id, project_id, application_id) values
     (303, 401, null), (303, null, 501), (303, 402, null)`,
  `insert into companies (id, name, city, postal_code, country)
     values (601, 'Acme', 'Split', '21000', 'Croatia')`,
  `insert into company_contacts (id, company_id, name) values (701, 601, 'Ana')`,
  order(801, 'Approved', '2026-07-01', '2027-06-30', '4480', 'EUR'),
  order(802, 'Approved', '2026-03-01', null, '1000', 'EUR'),
  order(803, 'Approved', '2025-01-01', '2025-12-31', '5000', 'EUR'),
  order(804, 'Proposed', '2026-01-01', '2026-12-31', '7777', 'EUR'),
  order(805, 'Approved', '2025-10-01', '2026-03-31', '2275', 'USD'),
  order(806, 'Approved', '2026-01-01', '2026-12-31', '1200', 'EUR'),
  item(901, 801, 1, 'project_id', 401, 'Capital', 'Infrastructure', '3650', 'EUR', '2026-06-15'),
  item(902, 801, 2, 'application_id', 501, 'Expense', 'Maintenance', '100', 'EUR', '2026-06-15'),
  item(907, 801, 3, 'product_id', 301, 'Expense', 'Enhancement', '730', 'EUR', '2026-06-15'),
  item(903, 802, 1, 'product_id', 301, 'Capital', 'Maintenance', '1000', 'EUR', '2026-03-01'),
  item(904, 803, 1, 'project_id', 401, 'Capital', 'Enhancement', '5000', 'EUR', '2025-01-01'),
  item(905, 804, 1, 'project_id', 401, 'Capital', 'Infrastructure', '7777', 'EUR', '2026-01-01'),
  item(906, 805, 1, 'project_id', 401, 'Expense', 'Infrastructure', '2275', 'USD', '2025-10-01'),
  item(908, 806, 1, 'project_id', 402, 'Capital', 'Enhancement', '1200', 'EUR', '2026-01-01'),
  `insert into invoices (id, name, date, start_date, end_date, purchase_request_id) values
     (1001, 'August', '2026-08-01', null, null, 801),
     (1002, 'Last December', '2025-12-20', null, null, 803),
     (1003, 'February', null, '2026-02-01', '2026-02-28', 805),
     (1004, 'April', '2026-04-10', null, null, 802),
     (1005, 'Next January', '2027-01-15', null, null, 801),
     (1006, 'May', '2026-05-01', null, null, 806)`,
  `insert into invoice_lines (id, invoice_id, list_item_id, amount, currency, amount_eur) values
     (1101, 1001, 901, 500, 'EUR', 500),
     (1102, 1001, 907, 100, 'EUR', 100),
     (1103, 1002, 904, 300, 'EUR', 300),
     (1104, 1003, 906, 250, 'USD', to_eur(250, 'USD', '2026-02-01')),
     (1105, 1004, 903, 200, 'EUR', 200),
     (1106, 1005, 901, 50, 'EUR', 50),
     (1107, 1006, 908, 100, 'EUR', 100)`,
  // Planning: approved 2025 7000 on 301; approved 2027 2000 on 301 and 8000 on project 401;
  // a proposal (9999) and this year's approval (4444) do not count.
  `insert into future_budgets (entity_type, product_id, project_id, year, status, approved_budget,
       proposed_budget, sender_id) values
     ('product', 301, null, 2025, 'approved', 7000, 7000, 101),
     ('product', 301, null, 2027, 'approved', 2000, 2000, 101),
     ('project', null, 401, 2027, 'approved', 8000, 8000, 101),
     ('product', 301, null, 2027, 'proposed', null, 9999, 101),
     ('product', 301, null, 2026, 'approved', 4444, 4444, 101)`,
];

function order(
  id: number,
  status: string,
  start: string,
  delivery: string | null,
  amount: string,
  currency: string,
) {
  const deliveryValue = delivery ? `'${delivery}'` : 'null';
  const ordernumber = status === 'Approved' ? `'PO-${id}'` : 'null';
  return `insert into purchase_requests (id, ordertext, podate, deliverydate, orderamount,
      currency, orderamount_eur, prowner_id, company_id, company_contact_id, status, ordernumber)
    values (${id}, 'Order ${id}', '${start}', ${deliveryValue}, ${amount}, '${currency}',
      to_eur(${amount}, '${currency}', '${start}'), 101, 601, 701, '${status}', ${ordernumber})`;
}

function item(
  id: number,
  request: number,
  position: number,
  column: string,
  entity: number,
  type: string,
  costtype: string,
  amount: string,
  currency: string,
  writtenOn: string,
) {
  return `insert into purchase_request_list_items (id, purchase_request_id, position, name, type,
      costtype, ${column}, amount, currency, amount_eur)
    values (${id}, ${request}, ${position}, 'Item ${id}', '${type}', '${costtype}', ${entity},
      ${amount}, '${currency}', to_eur(${amount}, '${currency}', '${writtenOn}'))`;
}

/**
 * A REST API on the fixture, today = TODAY, with a copy of the default configuration in a folder
 * of its own (`configFile`: a test may rewrite it to switch a feature); `close` removes both.
 */
export async function startFixtureContext(): Promise<{
  context: TestContext;
  configFile: string;
  close(): Promise<void>;
}> {
  const dir = await mkdtemp(join(tmpdir(), 'rest-api-fixture-'));
  const configFile = join(dir, 'configuration.json');
  await copyFile(DEFAULT_CONFIG_FILE, configFile);
  const context = await startTestContext({ configFile, today: () => TODAY });
  for (const statement of FIXTURE) await context.api.query(statement);
  return {
    context,
    configFile,
    close: async () => {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
