// bench:load's load balancer: a tiny HTTP proxy that hands each request to the next of its
// targets in turn (round robin), as a load balancer in front of several REST API instances does.
import { request } from 'node:http';
import { listen, type LocalServer } from '../../bff/src/testing/http-server.ts';

/** Forwards request i to targets[i % n]; a target that cannot be reached answers 502. */
export async function startRoundRobinProxy(targets: readonly string[]): Promise<LocalServer> {
  const upstreams = targets.map((target) => new URL(target));
  // A connection per request: a kept one can be closed by the REST API's idle timeout just as
  // the proxy sends on it (ECONNRESET, seen as 502s every few seconds in the first runs), which
  // a real balancer retries and this one would pass on as an error that is not the services'.
  // The bffs keep their connections to the proxy.
  let next = 0;
  return listen((req, res) => {
    const upstream = upstreams[next++ % upstreams.length]!;
    const forwarded = request(
      {
        agent: false,
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
}
