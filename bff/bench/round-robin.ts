// bench:load's load balancer: a tiny HTTP proxy that hands each request to the next of its
// targets in turn (round robin), as a load balancer in front of several REST API instances does.
import { Agent, request } from 'node:http';
import { listen, type LocalServer } from '../src/test-support/http-server.ts';

/** Forwards request i to targets[i % n]; a target that cannot be reached answers 502. */
export async function startRoundRobinProxy(targets: readonly string[]): Promise<LocalServer> {
  const upstreams = targets.map((target) => new URL(target));
  // Connections are kept, as a load balancer keeps them; the bff keeps its own to the proxy.
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  return listen((req, res) => {
    const upstream = upstreams[next++ % upstreams.length]!;
    const forwarded = request(
      {
        agent,
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
