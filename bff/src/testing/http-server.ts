// FOR TESTS: tiny local HTTP servers standing in for a misbehaving upstream (one that answers with
// a chosen status, or never answers), and a counting proxy in front of a real one.
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  url: string;
  close(): Promise<void>;
}

export async function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<LocalServer & { server: Server }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Accepts connections and requests but never answers: the REST API "hangs". */
export function startHangingServer() {
  return listen(() => {
    // Deliberately no response.
  });
}

export interface ProxiedCall {
  method: string;
  path: string;
  requestId: string | undefined;
  authorization: string | undefined;
}

export interface CountingProxy extends LocalServer {
  /** Requests seen since the last reset. */
  readonly calls: ProxiedCall[];
  /** Holds requests whose path matches until `release` settles (cleared by reset). */
  hold(matches: (path: string) => boolean, release: Promise<unknown>): void;
  /**
   * Answers the next request whose method and path match with `status` itself, without
   * forwarding it: the REST API failing one call (cleared by reset).
   */
  failNext(matches: (method: string, path: string) => boolean, status: number): void;
  /** Settles once a request whose path matches has been seen (since the last reset). */
  seen(matches: (path: string) => boolean): Promise<void>;
  reset(): void;
}

/** Forwards every request to `target` and records it, to count the bff's REST calls. */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const calls: ProxiedCall[] = [];
  const holds: Array<{ matches: (path: string) => boolean; release: Promise<unknown> }> = [];
  const waiters: Array<{ matches: (path: string) => boolean; resolve: () => void }> = [];
  const failures: Array<{ matches: (method: string, path: string) => boolean; status: number }> =
    [];
  const upstream = new URL(target);
  const local = await listen(async (req, res) => {
    const path = req.url ?? '';
    calls.push({
      method: req.method ?? '',
      path,
      requestId: req.headers['x-request-id'] as string | undefined,
      authorization: req.headers.authorization,
    });
    for (const waiter of waiters.filter((candidate) => candidate.matches(path))) waiter.resolve();
    await Promise.allSettled(holds.filter((held) => held.matches(path)).map((h) => h.release));
    const failure = failures.findIndex((f) => f.matches(req.method ?? '', path));
    if (failure >= 0) {
      const { status } = failures.splice(failure, 1)[0]!;
      req.resume();
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status, message: 'Failed by the test proxy' }));
      return;
    }
    const forwarded = request(
      {
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
    forwarded.on('error', () => res.writeHead(502).end());
    req.pipe(forwarded);
  });
  return {
    url: local.url,
    close: local.close,
    calls,
    hold: (matches, release) => holds.push({ matches, release }),
    failNext: (matches, status) => failures.push({ matches, status }),
    seen: (matches) =>
      calls.some((call) => matches(call.path))
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ matches, resolve })),
    reset: () => {
      calls.splice(0, calls.length);
      holds.splice(0, holds.length);
      waiters.splice(0, waiters.length);
      failures.splice(0, failures.length);
    },
  };
}
