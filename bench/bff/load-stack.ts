// bench:load's services: one REST API and one bff, or (instances 2) two of each on one database —
// the second REST API attached to the first one's PostgreSQL schema — with a round-robin proxy in
// front of the REST APIs that both bffs call. Clients spread their requests over the bffs.
import type { TestIssuer } from '@cost-steering/dev-idp/testing';
import type { LocalServer } from '../../bff/src/testing/http-server.ts';
import type { BffInput } from './bff-process.ts';
import type { RestApiInfo, RestApiInput, SqlQuestion } from './rest-api-process.ts';
import { startRoundRobinProxy } from './round-robin.ts';
import { startServiceProcess, type ServiceProcess } from './service-process.ts';
import { BFF_NODE_FLAGS } from './stack.ts';

export type BenchDatabase = 'pglite' | 'postgres';

export interface LoadStack {
  restApis: Array<ServiceProcess<RestApiInfo>>;
  bffs: Array<ServiceProcess<null>>;
  /** SQL on the database (through the first REST API's process). */
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

export interface LoadStackOptions {
  database: BenchDatabase;
  instances: 1 | 2;
  scale: number;
  /** The renewal alerts' timer in every REST API. */
  renewalAlertIntervalMs: number;
}

export async function startLoadStack(
  issuer: TestIssuer,
  { database, instances, scale, renewalAlertIntervalMs }: LoadStackOptions,
): Promise<LoadStack> {
  const env = { ...process.env };
  if (database === 'pglite') delete env.TEST_DATABASE_URL;
  const { audience } = issuer;
  const restInput = { issuer: issuer.issuer, audience, scale, renewalAlertIntervalMs };
  const first = await startServiceProcess<RestApiInfo>(
    './rest-api-process.ts',
    { ...restInput, seed: true } satisfies RestApiInput,
    env,
  );
  const restApis = [first];
  const started: Array<{ close(): Promise<void> }> = [];
  try {
    if (instances === 2) {
      const { schema } = first.info;
      if (!schema) throw new Error('Two REST API instances need PostgreSQL (one schema)');
      restApis.push(
        await startServiceProcess<RestApiInfo>(
          './rest-api-process.ts',
          { ...restInput, attachTo: { schema } } satisfies RestApiInput,
          env,
        ),
      );
    }
    const proxy: LocalServer | null =
      instances === 2 ? await startRoundRobinProxy(restApis.map((api) => api.url)) : null;
    if (proxy) started.push(proxy);
    const restApiUrl = proxy?.url ?? first.url;
    const bffs = await Promise.all(
      Array.from({ length: instances }, () =>
        startServiceProcess<null>(
          './bff-process.ts',
          { restApiUrl, issuer: issuer.issuer, audience } satisfies BffInput,
          env,
          BFF_NODE_FLAGS,
        ),
      ),
    );
    return {
      restApis,
      bffs,
      query: (sql, params) => first.ask({ sql, params } satisfies SqlQuestion),
      close: async () => {
        await Promise.all(bffs.map((bff) => bff.close()));
        for (const service of started) await service.close();
        // The first REST API owns the schema: it drops it, after the second has let go.
        for (const api of [...restApis].reverse()) await api.close();
      },
    };
  } catch (error) {
    for (const service of started) await service.close();
    for (const api of [...restApis].reverse()) await api.close();
    throw error;
  }
}
