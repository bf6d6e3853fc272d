// The one client of the REST API (DESIGN.md §9): forwards the caller's token and request id, bounds
// every call with a timeout, and maps each HTTP status to one error code. Nothing else calls fetch
// on the REST API.
//
// JSON exchanges go through undici's `request` on one keep-alive pool per process rather than
// the global fetch: a CPU profile of the bff under bench:lists showed fetch's per-call set-up
// (WHATWG Request, Headers and stream objects) at ~1 ms of CPU a call — a third of what the bff
// adds to a 10-row page. Streams (downloads, uploads) keep fetch: they hand a web Response on.
import { GraphQLError } from 'graphql';
import { Agent, request, type Dispatcher } from 'undici';
import type { Logger } from 'pino';
import {
  ERROR_CODES,
  NotFoundError,
  RestUserError,
  forbidden,
  internal,
  upstreamUnavailable,
  userErrorsFromBody,
  type RestErrorBody,
} from './errors.ts';
import { itemsInOrder, type RestPage } from './paging.ts';
import { RestDeadline } from './rest-deadline.ts';

export interface RestClientOptions {
  baseUrl: string;
  timeoutMs: number;
  /** The caller's access token, forwarded unchanged. */
  token: string;
  requestId: string;
  log: Logger;
}

const SERVICE = 'REST API';

/**
 * The connection pool of every JSON call to the REST API (all users share it: the REST API is
 * one origin). undici keeps sockets alive for the server's announced `Keep-Alive: timeout`,
 * minus a margin, so a pooled socket is not reused just as the server closes it.
 */
const restPool: Dispatcher = new Agent({ connections: 256 });

/** What a JSON exchange's reader gets of the answer: the status, a header, the body. */
export interface RestReply {
  status: number;
  header(name: string): string | null;
  json(): Promise<unknown>;
  bytes(): Promise<Buffer>;
}

function toReply(answer: Dispatcher.ResponseData): RestReply {
  return {
    status: answer.statusCode,
    header: (name) => {
      const value = answer.headers[name];
      return Array.isArray(value) ? value.join(', ') : (value ?? null);
    },
    json: () => answer.body.json(),
    bytes: async () => Buffer.from(await answer.body.arrayBuffer()),
  };
}

export class RestClient {
  constructor(private readonly options: RestClientOptions) {}

  getJson<T>(path: string): Promise<T> {
    return this.exchange('GET', path, undefined, (reply) => reply.json() as Promise<T>);
  }

  /** One page of a list that grows (CONTRACT.md 'Lists that grow'): `query` from pageQuery. */
  getPage<T>(path: string, query: string): Promise<RestPage<T>> {
    const url = `${path}?${query}`;
    return this.exchange('GET', url, undefined, async (reply) => {
      const keyed = (await reply.json()) as Record<string, T>;
      const totalCount = Number(reply.header('x-total-count'));
      const items = itemsInOrder(keyed ?? {}, reply.header('x-order') ?? '');
      if (!items || !Number.isSafeInteger(totalCount) || totalCount < items.length) {
        this.options.log.error({ path: url }, 'REST API sent a page without its order or total');
        throw internal();
      }
      return { items, totalCount };
    });
  }

  postJson<T>(path: string, body?: unknown): Promise<T> {
    return this.exchange('POST', path, body, (reply) => reply.json() as Promise<T>);
  }

  putJson<T>(path: string, body: unknown): Promise<T> {
    return this.exchange('PUT', path, body, (reply) => reply.json() as Promise<T>);
  }

  patchJson<T>(path: string, body: unknown): Promise<T> {
    return this.exchange('PATCH', path, body, (reply) => reply.json() as Promise<T>);
  }

  async delete(path: string): Promise<void> {
    await this.exchange('DELETE', path, undefined, (reply) => reply.bytes());
  }

  /** A DELETE that carries a JSON body and answers with one (a request's decline). */
  deleteJson<T>(path: string, body?: unknown): Promise<T> {
    return this.exchange('DELETE', path, body, (reply) => reply.json() as Promise<T>);
  }

  getBytes(path: string): Promise<{ contentType: string; bytes: Buffer }> {
    return this.exchange('GET', path, undefined, async (reply) => ({
      contentType: reply.header('content-type') ?? 'application/octet-stream',
      bytes: await reply.bytes(),
    }));
  }

  /**
   * A response whose body the caller streams on. The timeout covers the wait for the headers and
   * then each pause between chunks, so a long download is not cut while a stalled one is.
   */
  /** A response to stream (a download); a POST sends `body` as JSON; `timeoutMs` a route's own. */
  async openStream(
    path: string,
    request: { method?: 'GET' | 'POST'; body?: unknown; timeoutMs?: number } = {},
  ): Promise<Response> {
    const controller = new AbortController();
    const timeoutMs = request.timeoutMs ?? this.options.timeoutMs;
    let timer = setTimeout(() => controller.abort(), timeoutMs);
    const rearm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(), timeoutMs);
    };
    let response: Response;
    try {
      response = await this.send(request.method ?? 'GET', path, request.body, controller.signal);
    } catch (error) {
      clearTimeout(timer);
      throw error;
    }
    if (!response.body) {
      clearTimeout(timer);
      return response;
    }
    rearm();
    const watched = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, stream) {
          rearm();
          stream.enqueue(chunk);
        },
        flush: () => clearTimeout(timer),
      }),
    );
    return new Response(watched, { status: response.status, headers: response.headers });
  }

  /**
   * A streamed upload (the invoice CSV import) whose answer is handed on as it is, refusals
   * included: the import answers 200 with its results or 400/403/413 with the REST error body,
   * which the caller passes through. Only a REST API that does not answer within `timeoutMs` is
   * an error here (UPSTREAM_UNAVAILABLE); `timeoutMs` is the upload's own (an import of 20,000
   * rows takes longer than one call).
   */
  async forwardUpload(
    path: string,
    upload: { body: ReadableStream<Uint8Array>; contentType: string; timeoutMs: number },
  ): Promise<Response> {
    const { baseUrl, log } = this.options;
    try {
      return await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { ...this.headers(false), 'content-type': upload.contentType },
        body: upload.body,
        duplex: 'half',
        signal: AbortSignal.timeout(upload.timeoutMs),
      } as RequestInit);
    } catch (error) {
      log.warn({ err: error, method: 'POST', path }, 'REST API did not answer');
      throw upstreamUnavailable(SERVICE);
    }
  }

  /** One call with the whole exchange, body included, inside the timeout. */
  private async exchange<T>(
    method: Dispatcher.HttpMethod,
    path: string,
    body: unknown,
    read: (reply: RestReply) => Promise<T>,
  ): Promise<T> {
    const deadline = new RestDeadline(this.options.timeoutMs);
    try {
      return await this.exchangeWithin(deadline, method, path, body, read);
    } finally {
      deadline.clear();
    }
  }

  private async exchangeWithin<T>(
    signal: RestDeadline,
    method: Dispatcher.HttpMethod,
    path: string,
    body: unknown,
    read: (reply: RestReply) => Promise<T>,
  ): Promise<T> {
    const { baseUrl, log } = this.options;
    let answer: Dispatcher.ResponseData;
    try {
      answer = await request(`${baseUrl}${path}`, {
        method,
        headers: this.headers(body !== undefined),
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
        dispatcher: restPool,
      });
    } catch (error) {
      log.warn({ err: error, method, path }, 'REST API did not answer');
      throw upstreamUnavailable(SERVICE);
    }
    const reply = toReply(answer);
    if (reply.status < 200 || reply.status > 299) {
      throw await errorFor(reply, method, path, log);
    }
    try {
      return await read(reply);
    } catch (error) {
      // A reader that stopped early must not hold the pooled socket.
      answer.body.dump().catch(() => undefined);
      if (error instanceof GraphQLError) throw error;
      if (error instanceof SyntaxError) {
        log.error({ err: error, method, path }, 'REST API sent a body that is not JSON');
        throw internal();
      }
      log.warn({ err: error, method, path }, 'REST API response body was cut off');
      throw upstreamUnavailable(SERVICE);
    }
  }

  private headers(withBody: boolean): Record<string, string> {
    const { token, requestId } = this.options;
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      'x-request-id': requestId,
      accept: 'application/json',
    };
    if (withBody) headers['content-type'] = 'application/json';
    return headers;
  }

  /** Sends the request; resolves with a 2xx response, throws the mapped error otherwise. */
  private async send(
    method: string,
    path: string,
    body: unknown,
    signal: AbortSignal,
  ): Promise<Response> {
    const { baseUrl, log } = this.options;
    const headers = this.headers(body !== undefined);
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      log.warn({ err: error, method, path }, 'REST API did not answer');
      throw upstreamUnavailable(SERVICE);
    }
    if (response.ok) return response;
    throw await errorFor(
      {
        status: response.status,
        header: (name) => response.headers.get(name),
        json: () => response.json(),
        bytes: async () => Buffer.from(await response.arrayBuffer()),
      },
      method,
      path,
      log,
    );
  }
}

async function readErrorBody(reply: RestReply): Promise<RestErrorBody> {
  try {
    const parsed: unknown = await reply.json();
    return parsed && typeof parsed === 'object' ? (parsed as RestErrorBody) : {};
  } catch {
    return {};
  }
}

async function errorFor(
  reply: RestReply,
  method: string,
  path: string,
  log: Logger,
): Promise<GraphQLError> {
  const { status } = reply;
  const body = await readErrorBody(reply);
  switch (status) {
    case 401:
      return new GraphQLError('The REST API refused the access token.', {
        extensions: { code: ERROR_CODES.unauthenticated },
      });
    case 403:
      return forbidden(body.message);
    case 404:
      return new NotFoundError(body.message || 'Not found.');
    case 400:
    case 409:
    case 413:
    case 415:
    case 422:
      // The request's content refused: invalid, a conflict, over budget, or a body the REST API
      // cannot take (too large, not UTF-8 JSON). The user's to correct, never INTERNAL.
      return new RestUserError(userErrorsFromBody(status, body));
    default:
      log.error({ status, body, method, path }, 'REST API answered with an unexpected status');
      return internal();
  }
}

/** Null instead of NOT_FOUND, for fields the schema allows to be null. */
export async function nullIfNotFound<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}
