// The plain HTTP downloads under /files/ (DESIGN.md: the same bearer auth as /graphql): the
// caller's token is verified, the REST response is opened with it and streamed through with the
// download's headers. A REST error before the first byte keeps its status (401, 403, 404, and the
// 4xx of a refused request as `{ code, message, field, errors }`); a failure after it can only cut
// the download.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler } from 'express';
import type { TokenVerifier } from '../auth.ts';
import { RestClient } from '../rest-client.ts';
import { requireUser, verifiedUser } from './auth-middleware.ts';
import { sendError } from './send-error.ts';

export interface FileRouteOptions {
  verify: TokenVerifier;
  restApiUrl: string;
  restTimeoutMs: number;
}

export interface Download {
  /** The REST path to stream, built from the request (parameters encoded by the caller). */
  restPath: string;
  contentType: string;
  filename: string;
  /** A download asked for with a JSON body (POST); GET without. */
  post?: { body: unknown };
  /** The wait for the first byte and between chunks, when not a REST call's (restTimeoutMs). */
  timeoutMs?: number;
}

/**
 * The handlers of one download route: auth, then the streamed REST response. `describe` may throw
 * one of the bff's errors (e.g. NotFoundError for a parameter no REST resource can have).
 */
export function fileDownload(
  options: FileRouteOptions,
  describe: (req: Request) => Download,
  what: string,
): RequestHandler[] {
  const stream: RequestHandler = async (req, res) => {
    let download: Download;
    try {
      download = describe(req);
    } catch (error) {
      sendError(res, error);
      return;
    }
    const rest = new RestClient({
      baseUrl: options.restApiUrl,
      timeoutMs: options.restTimeoutMs,
      token: verifiedUser(res).token,
      requestId: String(req.id),
      log: req.log,
    });
    let upstream: Response;
    try {
      upstream = await rest.openStream(download.restPath, {
        ...(download.post ? { method: 'POST' as const, body: download.post.body } : {}),
        ...(download.timeoutMs ? { timeoutMs: download.timeoutMs } : {}),
      });
    } catch (error) {
      sendError(res, error);
      return;
    }
    res.status(200);
    res.setHeader('content-type', download.contentType);
    res.setHeader('content-disposition', `attachment; filename="${download.filename}"`);
    res.setHeader('cache-control', 'no-store');
    const length = upstream.headers.get('content-length');
    if (length) res.setHeader('content-length', length);
    if (!upstream.body) {
      res.end();
      return;
    }
    try {
      await pipeline(Readable.fromWeb(upstream.body), res);
    } catch (error) {
      // Headers are gone already: all we can do is cut the download and say why in the log.
      req.log.warn({ err: error }, `${what} download was interrupted`);
      res.destroy();
    }
  };
  return [requireUser(options.verify), stream];
}
