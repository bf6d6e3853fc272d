// A bench process: the least any bff in a process of its own does (BENCH_HOP_FLOOR=1, stack.ts).
// One HTTP request in, naming the REST calls; those calls made through undici on a keep-alive
// pool, one after the other as the bff makes a list page's (or at once, as the overview's); each
// answer parsed; one JSON answer written — the bff's own answer to the same query (handed over
// once by the bench), serialised anew each time, so the floor writes what the bff writes: for a
// large query that is far less than the REST answers it read. No Express, no GraphQL, no token
// check. Timed in the same rounds as the bff and direct REST, it shows how much of the bff's
// ratio to direct REST is the extra process hop itself.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'undici';
import { answerQuestions, processInput, serveUntilClosed } from './service-process.ts';

export interface HopInput {
  restApiUrl: string;
}

/** What the bench client posts: the REST paths the bff made for the query (the counted bff's). */
export interface HopRequest {
  paths: string[];
  /** The calls at once (as the overview's direct REST calls are made), else one after the other. */
  parallel: boolean;
  /** The answer to write, handed over before by a HopAnswer. */
  answerKey: string;
}

/** Asked once per query by the bench: the bff's answer to it, to be written by the floor too. */
export interface HopAnswer {
  key: string;
  answer: unknown;
}

const { restApiUrl } = processInput<HopInput>();
const pool = new Agent({ connections: 256 });
const answers = new Map<string, unknown>();
answerQuestions(async (question) => {
  const { key, answer } = question as HopAnswer;
  answers.set(key, answer);
  return null;
});

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', async () => {
    try {
      const { paths, parallel, answerKey } = JSON.parse(
        Buffer.concat(chunks).toString('utf8'),
      ) as HopRequest;
      const call = async (path: string) => {
        const answer = await request(`${restApiUrl}${path}`, {
          headers: { authorization: req.headers.authorization ?? '', accept: 'application/json' },
          dispatcher: pool,
        });
        return answer.body.json();
      };
      // Each REST answer is parsed, as the bff parses it; what is written is the bff's answer.
      if (parallel) await Promise.all(paths.map(call));
      else for (const path of paths) await call(path);
      const body = JSON.stringify(answers.get(answerKey));
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
});

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  serveUntilClosed(
    { url: `http://127.0.0.1:${port}`, info: null },
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
});
