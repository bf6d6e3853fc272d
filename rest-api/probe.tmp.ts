import { spawn } from 'node:child_process';
import { startTestIssuer } from '@cost-steering/dev-idp/testing';
const issuer = await startTestIssuer();
const env = {
  ...process.env,
  OIDC_ISSUER: issuer.issuer,
  REST_API_PORT: '4102',
  LOG_LEVEL: 'warn',
  ...JSON.parse(process.argv[2]!),
};
const t = Date.now();
const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve) =>
  child.stdout.on('data', (d) => {
    process.stdout.write(d);
    if (String(d).includes('ready on')) resolve();
  }),
);
console.log('ready after', Date.now() - t, 'ms');
const token = await issuer.mintFor('controller');
const r = await fetch('http://localhost:4102/productfamilies', {
  headers: { authorization: `Bearer ${token}` },
});
const body = (await r.json()) as Record<string, { name: string; forecast: string }>;
console.log(
  r.status,
  Object.values(body)
    .map((f) => `${f.name}:${f.forecast}`)
    .join(', '),
);
child.kill('SIGTERM');
const code = await new Promise((resolve) => child.on('exit', (c, s) => resolve([c, s])));
console.log('exit', code);
await issuer.close();
