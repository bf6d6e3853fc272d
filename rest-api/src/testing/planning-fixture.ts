// FOR TESTS: a small organisation for the planning tests (today = 2026-03-10, so plans are for
// 2027), with owners chosen so that each refusal has its user:
//   family 201 'Plan Family' (controller) ─ product 301 'Plan Product' (pfm)
//     ├─ project 401 'Plan Project' (requester)   └─ application 501 'Plan App' (pfm)
//   product 302 'Other Product' (controller), no entities.
// controller proposes (edit-product-family …); pfm and requester own entities but may not propose.
import assert from 'node:assert/strict';
import { startTestContext, type Client, type Json, type TestContext } from './support.ts';

export const TODAY = new Date('2026-03-10T09:00:00Z');
const DEMO_USERS = ['admin', 'controller', 'requester', 'approver', 'pfm', 'viewer'];
const user = (username: string) => `(select id from users where username = '${username}')`;

const FIXTURE = [
  `insert into currencies (code, name) values ('EUR', 'Euro')`,
  `insert into currency_rates (currency, valid_from, rate) values ('EUR', '2000-01-01', 1)`,
  `insert into product_families (id, name, owner_id, year, budget_limit, target)
     values (201, 'Plan Family', ${user('controller')}, 2026, 100000, 100000)`,
  `insert into products (id, name, product_family_id, owner_id, budget_limit, target) values
     (301, 'Plan Product', 201, ${user('pfm')}, 40000, 40000),
     (302, 'Other Product', 201, ${user('controller')}, 10000, 10000)`,
  `insert into projects (id, name, product_id, owner_id, currency, bci, bci_eur)
     values (401, 'Plan Project', 301, ${user('requester')}, 'EUR', 10000, 10000)`,
  `insert into applications (id, name, product_id, owner_id, currency, bei, bei_eur)
     values (501, 'Plan App', 301, ${user('pfm')}, 'EUR', 2000, 2000)`,
];

export async function startPlanningContext(): Promise<TestContext> {
  const context = await startTestContext({ today: () => TODAY });
  for (const username of DEMO_USERS) {
    const reply = await context.as(username).post('/users/checkandcreate', { username });
    assert.equal(reply.status, 200, reply.text);
  }
  for (const statement of FIXTURE) await context.api.query(statement);
  return context;
}

export const proposalBody = (changes: Json = {}): Json => ({
  entity_type: 'product',
  product_id: 301,
  status: 'proposed',
  proposed_budget: '1000.00',
  description: 'Licences grow with the staff.',
  ...changes,
});

export const demandBody = (changes: Json = {}): Json => ({
  entity_type: 'product',
  product_id: 301,
  status: 'proposed',
  demand_title: 'More licences',
  demand_id: 'D-1',
  demanded_budget: '1500.00',
  description: 'Forty new colleagues.',
  ...changes,
});

export async function create(client: Client, body: Json): Promise<Json> {
  const reply = await client.post<Json>('/futurebudgets', body);
  assert.equal(reply.status, 201, reply.text);
  return reply.body;
}

export async function approve(client: Client, id: number, approved: string): Promise<Json> {
  const reply = await client.put<Json>(`/futurebudgets/${id}`, {
    id,
    status: 'approved',
    approved_budget: approved,
  });
  assert.equal(reply.status, 200, reply.text);
  return reply.body;
}
