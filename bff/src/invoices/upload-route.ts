// POST /files/invoices/csv: the invoice CSV upload (CONTRACT.md 'Invoice import'), with the same
// bearer auth as /graphql, streamed through the one REST client (forwardUpload) to the REST API's
// POST /invoices/csv as it arrives — the bff
// neither parses nor keeps the multipart body; it counts the bytes and stops at the import's size
// limit (plus the multipart envelope). The REST API's status and JSON answer pass through as
// they are (200 with results and errorRows, 400/403/413 with the REST error body).
import { Readable, Transform } from 'node:stream';
import { Router } from 'express';
import { INVOICE_IMPORT_LIMITS } from '@cost-steering/schema';
import type { TokenVerifier } from '../auth.ts';
import { ERROR_CODES } from '../errors.ts';
import { RestClient } from '../rest-client.ts';
import { sendError } from '../http/send-error.ts';
import { requireUser, verifiedUser } from '../http/auth-middleware.ts';
import { fileDownload } from '../http/file-download.ts';

export interface InvoiceUploadOptions {
  verify: TokenVerifier;
  restApiUrl: string;
  restTimeoutMs: number;
  /** An import of 20,000 rows takes longer than one REST call (bench:import); default 120 s. */
  importTimeoutMs?: number;
}

/** The file limit and room for the multipart boundaries and part headers. */
export const UPLOAD_BYTES_MAX = INVOICE_IMPORT_LIMITS.bytes + 64 * 1024;

const TOO_LARGE = `The file is larger than ${INVOICE_IMPORT_LIMITS.bytes / 1024 / 1024} MB. Split it into smaller files.`;
const NOT_MULTIPART = 'Send the CSV file as multipart/form-data in the field "file".';

class UploadTooLarge extends Error {}

export function invoiceUploadRoutes(options: InvoiceUploadOptions): Router {
  const router = Router();
  router.post('/files/invoices/csv', requireUser(options.verify), async (req, res) => {
    const contentType = req.headers['content-type'] ?? '';
    if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
      req.resume();
      res.status(400).json({ code: ERROR_CODES.badUserInput, message: NOT_MULTIPART });
      return;
    }
    if (Number(req.headers['content-length'] ?? 0) > UPLOAD_BYTES_MAX) {
      req.resume();
      res.status(413).json({ code: ERROR_CODES.badUserInput, message: TOO_LARGE });
      return;
    }
    let seen = 0;
    let tooLarge = false;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        seen += chunk.length;
        if (seen > UPLOAD_BYTES_MAX) {
          tooLarge = true;
          done(new UploadTooLarge());
        } else done(null, chunk);
      },
    });
    req.pipe(counted);
    req.on('error', (error) => counted.destroy(error));
    const rest = new RestClient({
      baseUrl: options.restApiUrl,
      timeoutMs: options.restTimeoutMs,
      token: verifiedUser(res).token,
      requestId: String(req.id),
      log: req.log,
    });
    let upstream: Response;
    try {
      upstream = await rest.forwardUpload('/invoices/csv', {
        body: Readable.toWeb(counted) as ReadableStream<Uint8Array>,
        contentType,
        timeoutMs: options.importTimeoutMs ?? 120_000,
      });
    } catch (error) {
      if (tooLarge) {
        req.unpipe(counted);
        req.resume();
        res.status(413).json({ code: ERROR_CODES.badUserInput, message: TOO_LARGE });
        return;
      }
      sendError(res, error);
      return;
    }
    const body = await upstream.text();
    res.status(upstream.status);
    res.setHeader('content-type', upstream.headers.get('content-type') ?? 'application/json');
    res.setHeader('cache-control', 'no-store');
    res.send(body);
  });
  // The template of CONTRACT.md 'Invoice import', for the screen's download link.
  router.get(
    '/files/invoices/csv/template',
    ...fileDownload(
      options,
      () => ({
        restPath: '/invoices/csv/template',
        contentType: 'text/csv; charset=utf-8',
        filename: 'invoice-import-template.csv',
      }),
      'import template',
    ),
  );
  return router;
}
