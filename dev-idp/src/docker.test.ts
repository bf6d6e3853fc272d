// Static checks of docker/ (no Docker engine is needed): the compose stack's Keycloak imports the
// same realm file and issues tokens for the same issuer as dev-idp, the services wait for healthy
// dependencies, and the images run as a non-root user with a health check.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { readConfig } from './config.ts';
import { DEFAULT_REALM_FILE, loadRealm, matchesRedirectPattern } from './realm.ts';

const DOCKER_DIR = join(DEFAULT_REALM_FILE, '..', '..');

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
}

const compose = parse(readFileSync(join(DOCKER_DIR, 'compose.yaml'), 'utf8'), {
  merge: true,
}) as { services: Record<string, ComposeService> };
const { postgres, keycloak, 'rest-api': restApi, bff } = compose.services;

describe('docker/compose.yaml', () => {
  it('runs PostgreSQL 17, Keycloak 26, rest-api and bff', () => {
    assert.deepEqual(Object.keys(compose.services).sort(), [
      'bff',
      'keycloak',
      'postgres',
      'rest-api',
    ]);
    assert.equal(postgres?.image, 'postgres:17');
    assert.match(keycloak?.image ?? '', /^quay\.io\/keycloak\/keycloak:26(\.\d+)*$/);
    assert.equal(restApi?.build?.dockerfile, 'docker/Dockerfile.rest-api');
    assert.equal(bff?.build?.dockerfile, 'docker/Dockerfile.bff');
  });

  it('has Keycloak import the realm file that dev-idp reads', () => {
    assert.deepEqual(keycloak?.command, ['start-dev', '--import-realm']);
    assert.ok(
      keycloak?.volumes?.includes('./keycloak/realm.json:/opt/keycloak/data/import/realm.json:ro'),
    );
    assert.ok(keycloak?.environment?.KC_BOOTSTRAP_ADMIN_USERNAME);
    assert.ok(keycloak?.environment?.KC_BOOTSTRAP_ADMIN_PASSWORD);
  });

  it("issues tokens for dev-idp's issuer and lets the services fetch keys inside the network", () => {
    const issuer = readConfig({}).issuer;
    const realm = loadRealm();
    assert.equal(`${keycloak?.environment?.KC_HOSTNAME}/realms/${realm.name}`, issuer);
    assert.ok(keycloak?.ports?.includes(`${new URL(issuer).port}:8080`));
    for (const service of [restApi, bff]) {
      assert.equal(service?.environment?.OIDC_ISSUER, issuer);
      assert.equal(service?.environment?.OIDC_AUDIENCE, realm.apiAudience);
      assert.equal(
        service?.environment?.OIDC_JWKS_URL,
        `http://keycloak:8080/realms/${realm.name}/protocol/openid-connect/certs`,
      );
    }
  });

  it("serves the app on a port the web client's redirect patterns accept", () => {
    assert.ok(bff?.ports?.includes('4000:4000'));
    assert.equal(bff?.environment?.REST_API_URL, 'http://rest-api:4001');
    const client = loadRealm().clients.find((c) => c.clientId === bff?.environment?.OIDC_CLIENT_ID);
    assert.ok(
      client?.redirectUris.some((p) => matchesRedirectPattern(p, 'http://localhost:4000/')),
    );
    assert.match(restApi?.environment?.DATABASE_URL ?? '', /^postgres:\/\/[^@]+@postgres:5432\//);
  });

  it('starts each service only after its dependencies are healthy, and checks every health', () => {
    assert.match(postgres?.healthcheck?.test.join(' ') ?? '', /pg_isready/);
    assert.match(keycloak?.healthcheck?.test.join(' ') ?? '', /\/dev\/tcp\/127\.0\.0\.1\/9000/);
    assert.equal(keycloak?.environment?.KC_HEALTH_ENABLED, 'true');
    const dependencies = (service?: ComposeService) =>
      Object.entries(service?.depends_on ?? {}).map(
        ([name, { condition }]) => `${name}:${condition}`,
      );
    assert.deepEqual(dependencies(restApi).sort(), [
      'keycloak:service_healthy',
      'postgres:service_healthy',
    ]);
    assert.deepEqual(dependencies(bff).sort(), [
      'keycloak:service_healthy',
      'rest-api:service_healthy',
    ]);
  });
});

describe('docker/Dockerfile.rest-api', () => {
  it("holds what the demo seed loads: dev-idp's realm reader and the realm file", () => {
    const text = readFileSync(join(DOCKER_DIR, 'Dockerfile.rest-api'), 'utf8');
    // The seed imports '@cost-steering/dev-idp/realm': the file that export names.
    const devIdp = JSON.parse(
      readFileSync(join(DOCKER_DIR, '..', 'dev-idp', 'package.json'), 'utf8'),
    );
    const reader = `dev-idp/${String(devIdp.exports['./realm']).replace(/^\.\//, '')}`;
    assert.equal(reader, 'dev-idp/src/realm.ts');
    assert.match(text, /^COPY dev-idp\/src\/realm\.ts dev-idp\/src\/$/m);
    assert.match(text, /^COPY docker\/keycloak\/realm\.json docker\/keycloak\/$/m);
    // The build context leaves docker/ out, all but the realm file.
    const ignore = readFileSync(join(DOCKER_DIR, '..', '.dockerignore'), 'utf8').split('\n');
    assert.ok(ignore.includes('docker'));
    assert.ok(ignore.indexOf('!docker/keycloak/realm.json') > ignore.indexOf('docker'));
  });
});

describe('docker/Dockerfile.*', () => {
  for (const [name, port] of [
    ['Dockerfile.rest-api', 'REST_API_PORT'],
    ['Dockerfile.bff', 'PORT'],
  ] as const) {
    const text = readFileSync(join(DOCKER_DIR, name), 'utf8');
    const finalStage = text.slice(text.lastIndexOf('\nFROM '));

    it(`${name} runs the TypeScript with tsx as the user node, with a /healthz check`, () => {
      assert.match(finalStage, /^USER node$/m);
      assert.match(finalStage, /^HEALTHCHECK .*\n?.*\/healthz/m);
      assert.match(finalStage, new RegExp(`process\\.env\\.${port}`));
      // Node flags may come first (the bff's young generation size).
      assert.match(
        finalStage,
        /^CMD \["node", (?:"--[\w-]+=\w+", )*"--import", "tsx", "[\w-]+\/src\/main\.ts"\]$/m,
      );
    });
  }
});
