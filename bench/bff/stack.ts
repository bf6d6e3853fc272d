// What every bench runs on one database: the REST API in a process of its own, a bff in front of
// it (whose latency is measured), the counting proxy and a second bff behind it (which names the
// REST calls a query makes); and the direct REST call the bff's calls are timed against.
// BENCH_BFF_BASELINE=<another checkout's bff/>: a third bff, from there, timed in the same
// rounds, so that a change of the bff is compared before/after in one run.
// BENCH_HOP_FLOOR=1: the hop floor (hop-process.ts) timed in the same rounds too — the same REST
// calls through a bare process in between that writes the bff's answer, what any bff in a
// process of its own costs at least.
import type { TestIssuer } from '@cost-steering/dev-idp/testing';
import { graphql } from '../../bff/src/testing/graphql.ts';
import { startCountingProxy, type CountingProxy } from '../../bff/src/testing/http-server.ts';
import type { BffInput } from './bff-process.ts';
import type { HopAnswer, HopInput, HopRequest } from './hop-process.ts';
import type { Reference } from './report.ts';
import { stats, timedConcurrent, timedInterleaved, type LoadStats, type Stats } from './measure.ts';
import type { RestApiInfo, RestApiInput } from './rest-api-process.ts';
import { baselineBffProcess, startServiceProcess, type ServiceProcess } from './service-process.ts';

/** As the bff is deployed (docker/Dockerfile.bff, scripts/start.mjs). */
export const BFF_NODE_FLAGS = ['--max-semi-space-size=32'];

export interface BenchStack {
  restApi: ServiceProcess<RestApiInfo>;
  proxy: CountingProxy;
  /** The bff on the REST API, whose latency is measured. */
  bff: ServiceProcess<null>;
  /** A bff behind the counting proxy: the REST calls of a query. */
  countedBff: ServiceProcess<null>;
  /** BENCH_BFF_BASELINE's bff on the REST API. */
  baselineBff: ServiceProcess<null> | null;
  /** BENCH_HOP_FLOOR's bare process between the client and the REST API. */
  hop: ServiceProcess<null> | null;
  close(): Promise<void>;
}

/** The stack on PGlite, or on PostgreSQL (TEST_DATABASE_URL: a fresh schema). */
export async function startBenchStack(
  issuer: TestIssuer,
  database: 'pglite' | 'postgres',
  input: Omit<RestApiInput, 'issuer' | 'audience'>,
): Promise<BenchStack> {
  const env = { ...process.env };
  if (database === 'pglite') delete env.TEST_DATABASE_URL;
  const { audience } = issuer;
  const restApi = await startServiceProcess<RestApiInfo>(
    './rest-api-process.ts',
    { issuer: issuer.issuer, audience, ...input } satisfies RestApiInput,
    env,
  );
  const proxy = await startCountingProxy(restApi.url);
  const startBff = (restApiUrl: string, script = './bff-process.ts') =>
    startServiceProcess<null>(
      script,
      { restApiUrl, issuer: issuer.issuer, audience } satisfies BffInput,
      env,
      BFF_NODE_FLAGS,
    );
  const baselineDir = process.env.BENCH_BFF_BASELINE;
  const [bff, countedBff, baselineBff, hop] = await Promise.all([
    startBff(restApi.url),
    startBff(proxy.url),
    baselineDir ? startBff(restApi.url, baselineBffProcess(baselineDir)) : null,
    process.env.BENCH_HOP_FLOOR === '1'
      ? startServiceProcess<null>(
          './hop-process.ts',
          { restApiUrl: restApi.url } satisfies HopInput,
          env,
          BFF_NODE_FLAGS,
        )
      : null,
  ]);
  return {
    restApi,
    proxy,
    bff,
    countedBff,
    baselineBff,
    hop,
    close: async () => {
      await Promise.all([countedBff.close(), bff.close(), baselineBff?.close(), hop?.close()]);
      await proxy.close();
      await restApi.close();
    },
  };
}

/** One REST call as a client makes it, body read. */
export async function restGet(restUrl: string, token: string, path: string): Promise<void> {
  const response = await fetch(`${restUrl}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  await response.json();
}

/** The bff answers handed to the hop floor so far (each query's own key). */
let hopAnswers = 0;

/** How the REST calls of one query are made directly: one after the other, or all at once. */
export type DirectCalls = 'sequential' | 'parallel';

/** A query through the bff, and the REST calls it made (named by the counted bff) made directly. */
export async function bffAndDirect(
  stack: BenchStack,
  token: string,
  operation: { query: string; variables: Record<string, unknown> },
  directCalls: DirectCalls,
): Promise<{
  paths: string[];
  viaBff: () => Promise<void>;
  direct: () => Promise<void>;
  viaBaseline: (() => Promise<void>) | null;
  viaHop: (() => Promise<void>) | null;
}> {
  const run = async (url: string) => {
    const response = await graphql(url, operation.query, { token, variables: operation.variables });
    if (response.errors?.length) throw new Error(JSON.stringify(response.errors));
    return response;
  };
  stack.proxy.reset();
  const bffAnswer = await run(stack.countedBff.url);
  const paths = stack.proxy.calls.map((call) => call.path);
  const direct =
    directCalls === 'parallel'
      ? async () => {
          await Promise.all(paths.map((path) => restGet(stack.restApi.url, token, path)));
        }
      : async () => {
          for (const path of paths) await restGet(stack.restApi.url, token, path);
        };
  const { baselineBff, hop } = stack;
  const answerKey = String(++hopAnswers);
  await hop?.ask({ key: answerKey, answer: bffAnswer } satisfies HopAnswer);
  const hopRequest = JSON.stringify({
    paths,
    parallel: directCalls === 'parallel',
    answerKey,
  } satisfies HopRequest);
  const viaHop = async (url: string) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: hopRequest,
    });
    if (!response.ok) throw new Error(`hop floor: ${response.status} ${await response.text()}`);
    await response.json();
  };
  return {
    paths,
    viaBff: async () => void (await run(stack.bff.url)),
    direct,
    viaBaseline: baselineBff ? async () => void (await run(baselineBff.url)) : null,
    viaHop: hop ? () => viaHop(hop.url) : null,
  };
}

/** The clients of the concurrent measurement (issue 15: 20 at once). */
export const CONCURRENT_CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);

/**
 * A query through the bff against the same REST calls made directly: `runs` rounds one at a
 * time, interleaved; then CONCURRENT_CLIENTS clients at once, `runs` requests in all each way.
 */
export async function bffAgainstDirect(
  stack: BenchStack,
  token: string,
  operation: { query: string; variables: Record<string, unknown> },
  runs: number,
  {
    directCalls = 'sequential',
    clients = CONCURRENT_CLIENTS,
  }: {
    directCalls?: DirectCalls;
    clients?: number;
  } = {},
): Promise<{
  paths: string[];
  viaBff: Stats;
  directly: Stats;
  concurrent: { clients: number; viaBff: LoadStats; directly: LoadStats };
  baseline: Reference | null;
  hopFloor: Reference | null;
}> {
  const { paths, viaBff, direct, viaBaseline, viaHop } = await bffAndDirect(
    stack,
    token,
    operation,
    directCalls,
  );
  // The bff and direct REST first; the optional references after them, in the same rounds.
  const references = [viaBaseline, viaHop];
  const contenders = [viaBff, direct, ...references.filter((run) => run !== null)];
  const latencies = (await timedInterleaved(runs, contenders)).map(stats);
  const loads = await timedConcurrent(contenders, {
    clients,
    rounds: Math.max(2, Math.ceil(runs / clients)),
  });
  let next = 2;
  const [baseline, hopFloor] = references.map((run): Reference | null => {
    if (run === null) return null;
    const index = next++;
    return { latency: latencies[index]!, concurrent: loads[index]! };
  });
  return {
    paths,
    viaBff: latencies[0]!,
    directly: latencies[1]!,
    concurrent: { clients, viaBff: loads[0]!, directly: loads[1]! },
    baseline: baseline ?? null,
    hopFloor: hopFloor ?? null,
  };
}
