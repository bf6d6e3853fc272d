import { performance } from 'node:perf_hooks';
import { startTestIssuer } from '@cost-steering/dev-idp/testing';
import { startTestRestApi } from '@cost-steering/rest-api/testing';
const issuer = await startTestIssuer();
const api = await startTestRestApi({ issuer: issuer.issuer, audience: issuer.audience, largeSeed: { scale: 1 }, keptSchema: { name: 'i32_probe' }, logLevel: 'silent' } as never);
const token = await issuer.mintFor('viewer');
const get = (q: string) => fetch(`${api.url}/purchaseorders?${q}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.text());
for (const limit of [100]) for (const k of [1, 4]) {
  const t = performance.now(); const c = process.cpuUsage();
  let next = 0;
  await Promise.all(Array.from({ length: k }, async () => { while (next < 40) { const o = next++; await get(`offset=${o * limit}&limit=${limit}&sort=-podate`); } }));
  const u = process.cpuUsage(c); console.log(`k=${k}: 40 pages in ${(performance.now() - t).toFixed(0)} ms, node cpu ${((u.user + u.system) / 1000).toFixed(0)} ms`);
}
await api.close(); await issuer.close();
