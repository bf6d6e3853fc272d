import assert from 'node:assert/strict';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { TEXTS } from '@cost-steering/schema';
import { DEFAULT_CONFIG_FILE, DEFAULT_LOGO_FILE } from '../config.ts';
import { activityLines, startTestContext, type TestContext } from '../testing/support.ts';

const SPEC_KEYS = [
  'app_name',
  'financial_goal_label',
  'invoice_importer_enabled',
  'cost_units_enabled',
  'purchase_request_archive_enabled',
  'suppliers_enabled',
  'pr_sbu_enabled',
  'pr_justification_enabled',
  'pr_accounting_element',
  'undefined_enabled',
  'create_invoice_enabled',
  'regions_enabled',
  'buying_unit_enabled',
  'budget_limit_enabled',
  'invoices_export_enabled',
  'invoice_date_range_enabled',
  'limited_pr_amount_enabled',
  'colors',
];
const COLOR_KEYS = [
  'text_primary',
  'text_secondary',
  'text_tertiary',
  'text_link',
  'text_disabled',
  'text_header',
  'text_footer',
  'header',
  'footer',
  'subheader',
  'body',
  'primary',
];

describe('reference data', () => {
  // The operator's files are copies, so the tests can edit and remove them.
  let context: TestContext;
  let dir: string;
  let configFile: string;
  let logoFile: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rest-api-config-'));
    configFile = join(dir, 'configuration.json');
    logoFile = join(dir, 'logo.svg');
    await copyFile(DEFAULT_CONFIG_FILE, configFile);
    await copyFile(DEFAULT_LOGO_FILE, logoFile);
    context = await startTestContext({ seed: true, configFile, logoFile });
  });
  after(async () => {
    await context.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('lists currency rates as decimal strings keyed by code, EUR first at rate 1', async () => {
    const { status, body, text } = await context
      .as('viewer')
      .get<Record<string, string>>('/currencies');
    assert.equal(status, 200);
    assert.equal(body.EUR, '1.00000000');
    assert.equal(body.USD, '1.08000000');
    assert.ok(text.startsWith('{"EUR":'));
    for (const rate of Object.values(body)) assert.match(rate, /^\d+\.\d{8}$/);
  });

  it('lists SBUs, regions, suppliers and users keyed by id', async () => {
    for (const [path, field] of [
      ['/sbu', 'name'],
      ['/regions', 'name'],
      ['/suppliers', 'name'],
      ['/users', 'username'],
    ] as const) {
      const { status, body } = await context
        .as('viewer')
        .get<Record<string, Record<string, unknown>>>(path);
      assert.equal(status, 200, path);
      assert.ok(Object.keys(body).length > 0, path);
      for (const [key, value] of Object.entries(body)) {
        assert.equal(key, String(value.id), path);
        assert.deepEqual(Object.keys(value).sort(), ['id', field].sort(), path);
      }
    }
    const users = await context.as('viewer').get<Record<string, { username: string }>>('/users');
    assert.deepEqual(
      Object.values(users.body)
        .map((user) => user.username)
        .sort(),
      ['admin', 'approver', 'controller', 'pfm', 'requester', 'viewer'],
    );
  });

  it('tells the version', async () => {
    const { body } = await context.as('viewer').get('/actuator/version');
    assert.deepEqual(body, { version: '1.0.0' });
  });

  it('serves the demo configuration with every key of spec §1', async () => {
    const { status, body } = await context
      .as('viewer')
      .get<Record<string, unknown>>('/configuration');
    assert.equal(status, 200);
    for (const key of SPEC_KEYS) assert.ok(key in body, key);
    assert.equal(body.app_name, 'Cost Steering');
    assert.equal(body.financial_goal_label, 'Budget');
    assert.deepEqual(Object.keys(body.colors as object).sort(), [...COLOR_KEYS].sort());
  });

  it('serves the logo as SVG', async () => {
    const reply = await context.as('viewer').get('/configuration/logo');
    assert.equal(reply.status, 200);
    assert.equal(reply.headers.get('content-type'), 'image/svg+xml');
    assert.match(reply.text, /^<svg /);
  });

  it('registers the signed-in user once and reports whether it was created', async () => {
    // A user the seed does not know, as after a first login.
    const token = await context.issuer.mint({ username: 'newcomer', roles: ['view-all-product'] });
    const newcomer = context.withAuthorization(`Bearer ${token}`);
    const first = await newcomer.post('/users/checkandcreate', {
      username: 'newcomer',
      roles: ['view-all-product'],
    });
    assert.equal(first.status, 200);
    assert.deepEqual(Object.keys(first.body as object).sort(), ['created', 'id', 'username']);
    assert.equal((first.body as { created: boolean }).created, true);
    const again = await newcomer.post('/users/checkandcreate', { username: 'newcomer', roles: [] });
    assert.deepEqual(again.body, { ...(first.body as object), created: false });
    const users = await context.as('viewer').get<Record<string, { username: string }>>('/users');
    assert.equal(Object.values(users.body).filter((u) => u.username === 'newcomer').length, 1);
    const lines = await activityLines(context);
    assert.equal(lines.filter((l) => l[3] === 'user' && l[1] === 'newcomer').length, 1);
  });

  it('records a role change once when two tabs register at the same time', async () => {
    // 'pfm' signs in with a role more than stored, from five tabs at once.
    const token = await context.issuer.mint({
      username: 'pfm',
      roles: ['view-product-hierarchy', 'edit-cost-unit'],
      groups: ['Product Family Manager'],
    });
    const pfm = context.withAuthorization(`Bearer ${token}`);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        pfm.post('/users/checkandcreate', { username: 'pfm', roles: [] }),
      ),
    );
    assert.deepEqual(
      replies.map((reply) => reply.status),
      [200, 200, 200, 200, 200],
    );
    const lines = await activityLines(context);
    const updates = lines.filter((l) => l[1] === 'pfm' && l[2] === 'UPDATE' && l[3] === 'user');
    assert.equal(updates.length, 1, updates.map((l) => l.join(' ')).join('\n'));
    assert.match(updates[0]![5]!, /roles=.*edit-cost-unit/);
  });

  it('creates a new user once when the first sign-in registers from five tabs at once', async () => {
    const token = await context.issuer.mint({ username: 'five-tabs', roles: ['view-all-product'] });
    const tabs = context.withAuthorization(`Bearer ${token}`);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        tabs.post<{ id: number; created: boolean }>('/users/checkandcreate', {
          username: 'five-tabs',
          roles: [],
        }),
      ),
    );
    assert.deepEqual(
      replies.map((reply) => reply.status),
      [200, 200, 200, 200, 200],
      replies.map((reply) => reply.text).join('\n'),
    );
    assert.equal(replies.filter((reply) => reply.body.created).length, 1);
    assert.equal(new Set(replies.map((reply) => reply.body.id)).size, 1);
    const rows = await context.api.query(`select 1 from users where username = 'five-tabs'`);
    assert.equal(rows.length, 1);
    const created = (await activityLines(context)).filter(
      (l) => l[1] === 'five-tabs' && l[2] === 'CREATE' && l[3] === 'user',
    );
    assert.equal(created.length, 1);
  });

  it("refuses to register anyone but the token's user", async () => {
    const reply = await context.as('requester').post('/users/checkandcreate', {
      username: 'someone-else',
      roles: [],
    });
    assert.equal(reply.status, 403);
    assert.deepEqual(reply.body, {
      status: 403,
      code: 'FORBIDDEN',
      message: TEXTS.forbiddenServer,
    });
    const users = await context.as('viewer').get<Record<string, { username: string }>>('/users');
    assert.ok(!Object.values(users.body).some((user) => user.username === 'someone-else'));
  });

  it('refuses a registration without a username', async () => {
    const reply = await context.as('requester').post('/users/checkandcreate', { roles: [] });
    assert.equal(reply.status, 400);
    assert.equal((reply.body as { message: string }).message, 'Username is required');
  });

  it('answers 404 NOT_FOUND while the configuration file is missing', async () => {
    await rm(configFile);
    const reply = await context.as('viewer').get('/configuration');
    assert.equal(reply.status, 404);
    assert.equal((reply.body as { code: string }).code, 'NOT_FOUND');
  });

  it('answers {} for an empty configuration file', async () => {
    await writeFile(configFile, '  \n');
    const reply = await context.as('viewer').get('/configuration');
    assert.deepEqual([reply.status, reply.body], [200, {}]);
  });

  it("shows the operator's edit with the next request", async () => {
    await writeFile(configFile, JSON.stringify({ app_name: 'Edited' }));
    assert.deepEqual((await context.as('viewer').get('/configuration')).body, {
      app_name: 'Edited',
    });
    await copyFile(DEFAULT_CONFIG_FILE, configFile);
    const reply = await context.as('viewer').get<{ app_name: string }>('/configuration');
    assert.equal(reply.body.app_name, 'Cost Steering');
  });

  it('answers 404 for the logo when there is none', async () => {
    await rm(logoFile);
    const reply = await context.as('viewer').get('/configuration/logo');
    assert.equal(reply.status, 404);
  });
});
