// The two processes a download bench needs (bench:pdf, bench:export): the REST API on the large
// data set and one bff in front of it, started as deployed, on PGlite or PostgreSQL.
import type { TestIssuer } from '@cost-steering/dev-idp/testing';
import type { BffInput } from './bff-process.ts';
import type { RestApiInfo, RestApiInput } from './rest-api-process.ts';
import { startServiceProcess, type ServiceProcess } from './service-process.ts';
import { BFF_NODE_FLAGS } from './stack.ts';

export interface RestApiAndBff {
  restApi: ServiceProcess<RestApiInfo>;
  bff: ServiceProcess<null>;
  close(): Promise<void>;
}

export async function startRestApiAndBff(
  issuer: TestIssuer,
  database: 'pglite' | 'postgres',
  scale: number,
): Promise<RestApiAndBff> {
  const env = { ...process.env };
  if (database === 'pglite') delete env.TEST_DATABASE_URL;
  const { audience } = issuer;
  const restApi = await startServiceProcess<RestApiInfo>(
    './rest-api-process.ts',
    { issuer: issuer.issuer, audience, scale } satisfies RestApiInput,
    env,
  );
  const bff = await startServiceProcess<null>(
    './bff-process.ts',
    { restApiUrl: restApi.url, issuer: issuer.issuer, audience } satisfies BffInput,
    env,
    BFF_NODE_FLAGS,
  );
  return {
    restApi,
    bff,
    close: async () => {
      await bff.close();
      await restApi.close();
    },
  };
}
