// A bench process: the REST API on the large data set (TEST_DATABASE_URL set: a fresh
// PostgreSQL schema; else PGlite), reporting its size and how long filling it took.
import { performance } from 'node:perf_hooks';
import { startTestRestApi } from '@cost-steering/rest-api/testing';
import { processInput, serveUntilClosed } from './service-process.ts';

export interface RestApiInput {
  issuer: string;
  audience: string;
  scale: number;
}

export interface RestApiInfo {
  families: string;
  products: string;
  entities: string;
  seedSeconds: number;
}

const { issuer, audience, scale } = processInput<RestApiInput>();
const start = performance.now();
const restApi = await startTestRestApi({ issuer, audience, largeSeed: { scale } });
const seedSeconds = (performance.now() - start) / 1000;
const [counts] = await restApi.query<Omit<RestApiInfo, 'seedSeconds'>>(
  `select (select count(*) from product_families) as families,
          (select count(*) from products) as products,
          (select count(*) from projects) + (select count(*) from applications) as entities`,
);
serveUntilClosed<RestApiInfo>({ url: restApi.url, info: { ...counts!, seedSeconds } }, () =>
  restApi.close(),
);
