// A bench process: the bff in front of a REST API (or of the counting proxy in front of it).
import { startBff } from '../src/server.ts';
import { processInput, serveUntilClosed } from './service-process.ts';

export interface BffInput {
  restApiUrl: string;
  issuer: string;
  audience: string;
}

const { restApiUrl, issuer, audience } = processInput<BffInput>();
const bff = await startBff({
  port: 0,
  host: '127.0.0.1',
  restApiUrl,
  oidcIssuer: issuer,
  oidcAudience: audience,
  webDistDir: null,
  // BENCH_SERVICE_LOG=error: the services' errors on the console (what an INTERNAL hides).
  logLevel: process.env.BENCH_SERVICE_LOG === 'error' ? 'error' : 'silent',
  restTimeoutMs: 30_000,
});
serveUntilClosed({ url: bff.url, info: null }, () => bff.close());
