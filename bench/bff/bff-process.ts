// A bench process: the bff in front of a REST API (or of the counting proxy in front of it).
import { startBff } from '../../bff/src/server.ts';
import { processInput, serveUntilClosed, serviceLogLevel } from './service-process.ts';

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
  logLevel: serviceLogLevel(),
  restTimeoutMs: 30_000,
});
serveUntilClosed({ url: bff.url, info: null }, () => bff.close());
