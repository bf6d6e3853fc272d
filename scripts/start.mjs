// `npm start`: the whole application on the embedded defaults — dev-idp, rest-api (PGlite in .data/,
// demo data on first start) and bff (serving the built web app and GraphiQL) — on one origin.
// Each service runs as its own process from its own config module; this script only builds what is
// missing or stale, starts them, waits until each answers, and prints where to go.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const issuer = process.env.OIDC_ISSUER ?? 'http://localhost:8180/realms/cost-steering';
const restApiUrl =
  process.env.REST_API_URL ?? `http://localhost:${process.env.REST_API_PORT ?? 4001}`;
const appUrl = `http://localhost:${process.env.PORT ?? 4000}`;
const startedAt = Date.now();

const services = [
  {
    name: 'dev-idp',
    main: 'dev-idp/src/main.ts',
    ready: `${issuer}/.well-known/openid-configuration`,
  },
  { name: 'rest-api', main: 'rest-api/src/main.ts', ready: `${restApiUrl}/readyz` },
  {
    name: 'bff',
    main: 'bff/src/main.ts',
    ready: `${appUrl}/readyz`,
    // As in docker/Dockerfile.bff: a young generation that holds a request's parsed REST lists
    // (2 MB of products at 1,000), so they die young instead of being copied and promoted.
    nodeFlags: ['--max-semi-space-size=32'],
  },
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'gql') return newest;
    return Math.max(newest, newestMtime(join(path, entry)));
  }, 0);
}

/** Builds the web app and the playground when their output is missing or older than the sources. */
function buildIfStale() {
  const built = Math.min(
    newestMtime(join(root, 'web/dist/index.html')),
    newestMtime(join(root, 'bff/dist/playground/index.html')),
  );
  const sources = Math.max(
    newestMtime(join(root, 'web/src')),
    newestMtime(join(root, 'web/index.html')),
    newestMtime(join(root, 'schema')),
    newestMtime(join(root, 'bff/playground')),
  );
  if (built > sources) return;
  console.log('Building the web app and the GraphQL playground (first start or changed sources)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const children = [];
function stopAll(code) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function run(service) {
  const child = spawn(
    process.execPath,
    [...(service.nodeFlags ?? []), '--import', 'tsx', service.main],
    {
      cwd: root,
      env: process.env,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  child.on('exit', (code, signal) => {
    if (signal === 'SIGTERM') return;
    console.error(
      `${service.name} stopped (${signal ?? `exit code ${code}`}); stopping the others.`,
    );
    stopAll(code || 1);
  });
  children.push(child);
}

async function waitUntilReady(service, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(service.ready, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(
    `${service.name} did not become ready at ${service.ready} within ${timeoutMs / 1000} s`,
  );
  stopAll(1);
}

buildIfStale();
for (const service of services) {
  run(service);
  await waitUntilReady(service);
}

const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
console.log(`\nCost Steering is ready in ${seconds} s: open ${appUrl}`);
console.log(`GraphQL ${appUrl}/graphql · playground ${appUrl}/graphiql · sign-in ${issuer}`);
console.log('Demo users from docker/keycloak/realm.json (development only; password = username):');
const realm = JSON.parse(readFileSync(join(root, 'docker/keycloak/realm.json'), 'utf8'));
// The integration client's service account has no password: it gets tokens with its secret.
for (const user of realm.users.filter((candidate) => !candidate.serviceAccountClientId)) {
  const roles = user.realmRoles.filter((role) => !role.startsWith('default-roles-'));
  const groups = (user.groups ?? []).map((group) => `group ${group.replace(/^\//, '')}`);
  console.log(`  ${user.username.padEnd(11)} ${[...roles, ...groups].join(', ') || 'no roles'}`);
}
console.log(
  'Service account for tools: client cost-steering-integration, secret dev-only-integration-secret (development only; README "Service accounts").',
);
console.log('Press Ctrl+C to stop.');
