// FOR TESTS: the real chain a browser request goes through — a token issuer, a real rest-api
// (fresh database) and the bff — optionally with a counting proxy between bff and rest-api.
import { startTestIssuer, type TestIssuer } from '@cost-steering/dev-idp/testing';
import { startTestRestApi } from '@cost-steering/rest-api/testing';
import { startBff, type BffOptions } from '../server.ts';
import { graphql, type GraphQLRequestOptions } from './graphql.ts';
import { startCountingProxy, type CountingProxy } from './http-server.ts';

export interface StackOptions {
  /** Fill the demo organisation. Default false: an empty database. */
  seed?: boolean;
  /** Also the generated large organisation at this scale (1 = 1,000 products). */
  largeSeed?: { scale: number };
  today?: () => Date;
  configFile?: string;
  /** Put a counting proxy between bff and rest-api. */
  countCalls?: boolean;
  bff?: Partial<BffOptions>;
}

export interface Stack {
  issuer: TestIssuer;
  restUrl: string;
  bffUrl: string;
  proxy: CountingProxy | null;
  /** A query as the demo user `username` (docker/keycloak/realm.json). */
  as<T = Record<string, unknown>>(
    username: string,
    query: string,
    options?: Omit<GraphQLRequestOptions, 'token'>,
  ): Promise<import('./graphql.ts').GraphQLResponse<T>>;
  /** Calls the REST API directly as a demo user, e.g. to prepare data. */
  rest(username: string, method: string, path: string, body?: unknown): Promise<Response>;
  stopRestApi(): Promise<void>;
  close(): Promise<void>;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const issuer = await startTestIssuer();
  const restApi = await startTestRestApi({
    issuer: issuer.issuer,
    audience: issuer.audience,
    seed: options.seed ?? false,
    ...(options.largeSeed ? { largeSeed: options.largeSeed } : {}),
    ...(options.today ? { today: options.today } : {}),
    ...(options.configFile ? { configFile: options.configFile } : {}),
  });
  const proxy = options.countCalls ? await startCountingProxy(restApi.url) : null;
  const bff = await startBff({
    port: 0,
    host: '127.0.0.1',
    restApiUrl: proxy?.url ?? restApi.url,
    restTimeoutMs: 4000,
    oidcIssuer: issuer.issuer,
    oidcAudience: issuer.audience,
    webDistDir: null,
    logLevel: 'silent',
    ...options.bff,
  });
  let restStopped = false;
  const stopRestApi = async () => {
    if (restStopped) return;
    restStopped = true;
    await restApi.close();
  };
  return {
    issuer,
    restUrl: restApi.url,
    bffUrl: bff.url,
    proxy,
    as: async (username, query, requestOptions = {}) =>
      graphql(bff.url, query, { ...requestOptions, token: await issuer.mintFor(username) }),
    rest: async (username, method, path, body) =>
      fetch(`${restApi.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${await issuer.mintFor(username)}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    stopRestApi,
    close: async () => {
      await bff.close();
      await proxy?.close();
      await stopRestApi();
      await issuer.close();
    },
  };
}
