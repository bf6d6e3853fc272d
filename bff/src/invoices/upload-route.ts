// POST /files/invoices/csv: the invoice CSV upload (CONTRACT.md 'Invoice import'), with the same
// bearer auth as /graphql, streamed through the one REST client (forwardUpload) to the REST API's
// POST /invoices/csv as it arrives — the bff neither parses nor keeps the multipart body. The
// REST API's status and JSON answer pass through as they are (200 with results and errorRows,
// 400/403/413 with the REST error body).
//
// Too large a file is refused by the REST API, not here (issue 32: every whole-file refusal is a
// line in its activity log, and only it writes one): the bff counts the bytes and forwards no
// more than the import's size limit plus the multipart envelope — then it closes the multipart
// body itself (its final boundary), so the REST API sees a whole request whose file passed
// 10 MB, answers its 413 and logs the refusal. The rest of the browser's upload is drained.
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

const NOT_MULTIPART = 'Send the CSV file as multipart/form-data in the field "file".';

/** The multipart body's last line: `--<boundary>--` (RFC 2046), or null without a boundary. */
function closingBoundary(contentType: string): Buffer | null {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const value = boundary?.[1] ?? boundary?.[2];
  return value ? Buffer.from(`\r\n--${value}--\r\n`) : null;
}

export function invoiceUploadRoutes(options: InvoiceUploadOptions): Router {
  const router = Router();
  router.post('/files/invoices/csv', requireUser(options.verify), async (req, res) => {
    const contentType = req.headers['content-type'] ?? '';
    if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
      req.resume();
      res.status(400).json({ code: ERROR_CODES.badUserInput, message: NOT_MULTIPART });
      return;
    }
    const closing = closingBoundary(contentType) ?? Buffer.alloc(0);
    let seen = 0;
    let cut = false;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (cut) return done();
        const room = UPLOAD_BYTES_MAX - seen;
        seen += chunk.length;
        if (chunk.length <= room) return done(null, chunk);
        cut = true;
        this.push(chunk.subarray(0, room));
        this.push(closing);
        this.push(null);
        req.unpipe(counted);
        req.resume();
        done();
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
