// docker/keycloak/realm.json holds what issue 2 demands of the Keycloak realm, and the loader
// reads it the way Keycloak builds tokens from it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { DEFAULT_REALM_FILE, loadRealm, matchesRedirectPattern } from './realm.ts';

interface Mapper {
  name: string;
  protocol: string;
  protocolMapper: string;
  config: Record<string, string>;
}

const file = JSON.parse(readFileSync(DEFAULT_REALM_FILE, 'utf8')) as {
  realm: string;
  enabled: boolean;
  defaultRole: { name: string };
  roles: { realm: Array<{ name: string; composites?: { realm?: string[] } }> };
  groups: Array<{ name: string; path: string }>;
  clients: Array<{
    clientId: string;
    enabled: boolean;
    publicClient: boolean;
    standardFlowEnabled: boolean;
    implicitFlowEnabled: boolean;
    directAccessGrantsEnabled: boolean;
    serviceAccountsEnabled: boolean;
    secret?: string;
    description?: string;
    redirectUris: string[];
    webOrigins: string[];
    attributes: Record<string, string>;
    protocolMappers: Mapper[];
  }>;
  users: Array<{
    username: string;
    enabled: boolean;
    credentials: Array<{ type: string; value: string; temporary: boolean }>;
    realmRoles: string[];
    groups: string[];
    attributes?: Record<string, string[]>;
    serviceAccountClientId?: string;
  }>;
  attributes: Record<string, string>;
};

const demoUsers = file.users.filter((user) => !user.serviceAccountClientId);

const SPEC_ROLES = [
  'edit-product-family',
  'edit-product-hierarchy',
  'view-product-hierarchy',
  'view-all-product',
  'edit-project-application',
  'edit-purchase-order',
  'edit-cost-unit',
  'edit-purchase-request',
  'approve-purchase-request',
  'edit-invoice',
  'manage-platform',
  'edit_archive_history_logdata',
];
const DEFAULT_ROLE = 'default-roles-cost-steering';
const INTEGRATION = 'cost-steering-integration';
const PFM = 'Product Family Manager';

const DEMO_USERS: Record<string, { roles: string[]; groups: string[] }> = {
  admin: { roles: SPEC_ROLES, groups: [PFM] },
  controller: {
    roles: [
      'edit-product-family',
      'edit-product-hierarchy',
      'edit-project-application',
      'edit-cost-unit',
      'view-all-product',
      'manage-platform',
      'edit_archive_history_logdata',
    ],
    groups: [],
  },
  requester: {
    roles: ['edit-purchase-request', 'edit-purchase-order', 'view-product-hierarchy'],
    groups: [],
  },
  approver: { roles: ['approve-purchase-request', 'edit-invoice'], groups: [] },
  pfm: { roles: ['view-product-hierarchy'], groups: [PFM] },
  viewer: { roles: [], groups: [] },
};

const sorted = (values: string[]) => [...values].sort();

describe('realm.json', () => {
  const client = file.clients.find((candidate) => candidate.clientId === 'cost-steering-web');

  it('is the enabled realm cost-steering with every role of spec §6 and the default role', () => {
    assert.equal(file.realm, 'cost-steering');
    assert.equal(file.enabled, true);
    const names = file.roles.realm.map((role) => role.name);
    for (const role of SPEC_ROLES) assert.ok(names.includes(role), `realm role ${role}`);
    assert.equal(file.defaultRole.name, DEFAULT_ROLE);
    assert.ok(names.includes(DEFAULT_ROLE));
  });

  it("has the group 'Product Family Manager' at the top level", () => {
    assert.deepEqual(
      file.groups.map((group) => [group.name, group.path]),
      [[PFM, `/${PFM}`]],
    );
  });

  it('has the public web client with the standard flow, PKCE S256 and both dev origins', () => {
    assert.ok(client);
    assert.equal(client.enabled, true);
    assert.equal(client.publicClient, true);
    assert.equal(client.standardFlowEnabled, true);
    assert.equal(client.implicitFlowEnabled, false);
    assert.equal(client.directAccessGrantsEnabled, false);
    assert.equal(client.attributes['pkce.code.challenge.method'], 'S256');
    assert.deepEqual(sorted(client.redirectUris), [
      'http://localhost:4000/*',
      'http://localhost:5173/*',
    ]);
    assert.deepEqual(sorted(client.webOrigins), ['http://localhost:4000', 'http://localhost:5173']);
    assert.deepEqual(sorted(client.attributes['post.logout.redirect.uris']!.split('##')), [
      'http://localhost:4000/*',
      'http://localhost:5173/*',
    ]);
  });

  it("lets the playground (/graphiql/ on the app's origin) sign in with the web client", () => {
    // bff/playground/auth.ts: redirect and post-logout URI `<origin>/graphiql/` (issue 14).
    const playground = 'http://localhost:4000/graphiql/';
    assert.ok(client!.redirectUris.some((pattern) => matchesRedirectPattern(pattern, playground)));
    const postLogout = client!.attributes['post.logout.redirect.uris']!.split('##');
    assert.ok(postLogout.some((pattern) => matchesRedirectPattern(pattern, playground)));
  });

  it('maps realm roles, groups without path, the username and the API audience into tokens', () => {
    const mapper = (type: string) => {
      const found = client!.protocolMappers.filter((m) => m.protocolMapper === type);
      assert.equal(found.length, 1, `one ${type}`);
      assert.equal(found[0]!.protocol, 'openid-connect');
      assert.equal(found[0]!.config['access.token.claim'], 'true', `${type} in access tokens`);
      return found[0]!.config;
    };
    const roles = mapper('oidc-usermodel-realm-role-mapper');
    assert.equal(roles['claim.name'], 'realm_access.roles');
    assert.equal(roles['multivalued'], 'true');
    const groups = mapper('oidc-group-membership-mapper');
    assert.equal(groups['claim.name'], 'groups');
    assert.equal(groups['full.path'], 'false');
    const username = mapper('oidc-usermodel-property-mapper');
    assert.equal(username['user.attribute'], 'username');
    assert.equal(username['claim.name'], 'preferred_username');
    const audience = mapper('oidc-audience-mapper');
    assert.equal(audience['included.custom.audience'], 'cost-steering-api');
  });

  it('holds the six demo users, password = username, marked as development-only', () => {
    assert.deepEqual(
      sorted(demoUsers.map((user) => user.username)),
      sorted(Object.keys(DEMO_USERS)),
    );
    assert.match(file.attributes['_comment']!, /DEVELOPMENT ONLY/);
    for (const user of demoUsers) {
      const expected = DEMO_USERS[user.username]!;
      assert.equal(user.enabled, true);
      assert.deepEqual(
        user.credentials.map(({ type, value, temporary }) => [type, value, temporary]),
        [['password', user.username, false]],
      );
      assert.deepEqual(
        sorted(user.realmRoles),
        sorted([DEFAULT_ROLE, ...expected.roles]),
        user.username,
      );
      assert.deepEqual(
        user.groups,
        expected.groups.map((group) => `/${group}`),
        user.username,
      );
      assert.match(user.attributes?.['note']?.[0] ?? '', /DEVELOPMENT ONLY/, user.username);
    }
  });
});

describe('realm.json: the integration client (issue 14)', () => {
  const client = file.clients.find((candidate) => candidate.clientId === INTEGRATION)!;

  it('is confidential, for the client-credentials grant only, its secret development-only', () => {
    assert.ok(client);
    assert.equal(client.enabled, true);
    assert.equal(client.publicClient, false);
    assert.equal(client.serviceAccountsEnabled, true);
    assert.equal(client.standardFlowEnabled, false);
    assert.equal(client.implicitFlowEnabled, false);
    assert.equal(client.directAccessGrantsEnabled, false);
    assert.deepEqual(client.redirectUris, []);
    assert.ok(client.secret);
    assert.match(client.description!, /DEVELOPMENT ONLY/);
  });

  it('maps realm roles, the username and the API audience as the web client does', () => {
    const configOf = (type: string) =>
      client.protocolMappers.find((m) => m.protocolMapper === type)?.config;
    assert.equal(
      configOf('oidc-usermodel-realm-role-mapper')?.['claim.name'],
      'realm_access.roles',
    );
    assert.equal(configOf('oidc-usermodel-property-mapper')?.['claim.name'], 'preferred_username');
    assert.equal(
      configOf('oidc-audience-mapper')?.['included.custom.audience'],
      'cost-steering-api',
    );
  });

  it('has a service-account user with the read roles only', () => {
    const account = file.users.filter((user) => user.serviceAccountClientId === INTEGRATION);
    assert.deepEqual(
      account.map((user) => [user.username, sorted(user.realmRoles), user.credentials]),
      [
        [
          `service-account-${INTEGRATION}`,
          [DEFAULT_ROLE, 'view-all-product', 'view-product-hierarchy'],
          undefined,
        ],
      ],
    );
  });

  it('is loaded as a service client whose account cannot sign in', () => {
    const realm = loadRealm();
    assert.deepEqual(
      realm.serviceClients.map((c) => [c.clientId, c.serviceAccount.username]),
      [[INTEGRATION, `service-account-${INTEGRATION}`]],
    );
    assert.ok(!realm.users.some((user) => user.username.startsWith('service-account-')));
    assert.ok(!realm.clients.some((c) => c.clientId === INTEGRATION));
  });
});

describe('loadRealm', () => {
  const realm = loadRealm();

  it('gives each user the realm roles Keycloak puts in the token, composites expanded', () => {
    const pfm = realm.users.find((user) => user.username === 'pfm')!;
    // Keycloak makes offline_access and uma_authorization part of the default role on import.
    assert.deepEqual(pfm.roles, [
      DEFAULT_ROLE,
      'offline_access',
      'uma_authorization',
      'view-product-hierarchy',
    ]);
    assert.deepEqual(pfm.clientRoles, { account: ['view-profile', 'manage-account'] });
    assert.deepEqual(pfm.groups, [PFM]);
  });

  it('reads the web client, its redirect patterns and the API audience', () => {
    assert.equal(realm.displayName, 'Cost Steering');
    assert.equal(realm.apiAudience, 'cost-steering-api');
    assert.equal(realm.accessTokenLifespanSeconds, 300);
    assert.deepEqual(
      realm.clients.map((c) => [c.clientId, c.pkceMethod]),
      [['cost-steering-web', 'S256']],
    );
  });
});

describe('matchesRedirectPattern', () => {
  const cases: Array<[string, string, boolean]> = [
    ['http://localhost:4000/*', 'http://localhost:4000/', true],
    ['http://localhost:4000/*', 'http://localhost:4000/products/3?tab=x#top', true],
    ['http://localhost:4000/*', 'http://localhost:4000', true],
    ['http://localhost:4000/*', 'http://localhost:4000.evil.example/', false],
    ['http://localhost:4000/*', 'http://localhost:40001/', false],
    ['http://localhost:4000/*', 'https://localhost:4000/', false],
    ['http://localhost:4000/cb', 'http://localhost:4000/cb', true],
    ['http://localhost:4000/cb', 'http://localhost:4000/cb/x', false],
  ];
  for (const [pattern, uri, expected] of cases) {
    it(`${expected ? 'matches' : 'refuses'} ${uri} against ${pattern}`, () => {
      assert.equal(matchesRedirectPattern(pattern, uri), expected);
    });
  }
});
