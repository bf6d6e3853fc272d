// The multipart upload of POST /invoices/csv (busboy): the part `file` read into memory up to the
// import's size limit (a larger file is a 413 as soon as the limit is passed; the rest of the
// request is drained, not kept), and the optional field `sheet` (which sheet of a workbook).
// Anything that is not multipart with a `file` part is a 400.
import busboy from 'busboy';
import type { Request } from 'express';
import { ImportFileError, tooLarge } from './import-errors.ts';
import { IMPORT_LIMITS } from './import-file.ts';

export interface Upload {
  bytes: Buffer;
  fileName: string;
  /** The form field `sheet`: the workbook's sheet to read (else its first visible one). */
  sheet?: string | undefined;
}

/** Excel's longest sheet name is 31 characters; a longer field names no sheet. */
const SHEET_NAME_MAX = 100;

const notMultipart = () =>
  new ImportFileError(400, 'Send the CSV file as multipart/form-data in the field "file".');

/** A file name fit for the activity log: no control characters, at most 100 characters. */
export const safeFileName = (name: string) =>
  // eslint-disable-next-line no-control-regex -- removing them is the point
  name.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, ' ').slice(0, 100) || 'upload.csv';

export function readUpload(req: Request): Promise<Upload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: IMPORT_LIMITS.bytes,
          files: 1,
          fields: 10,
          parts: 20,
          fieldSize: SHEET_NAME_MAX,
        },
      });
    } catch {
      req.resume();
      reject(notMultipart());
      return;
    }
    const chunks: Buffer[] = [];
    let found = false;
    let truncated = false;
    let fileName = 'upload.csv';
    let sheet: string | undefined;
    parser.on('field', (name, value) => {
      if (name === 'sheet' && value.trim() !== '') sheet = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || found) {
        stream.resume();
        return;
      }
      found = true;
      fileName = safeFileName(info.filename ?? fileName);
      stream.on('data', (chunk: Buffer) => {
        if (!truncated) chunks.push(chunk);
      });
      stream.on('limit', () => {
        truncated = true;
        chunks.length = 0;
      });
    });
    parser.on('close', () => {
      if (truncated) reject(tooLarge());
      else if (!found) reject(notMultipart());
      else resolve({ bytes: Buffer.concat(chunks), fileName, sheet });
    });
    parser.on('error', () => {
      req.unpipe(parser);
      req.resume();
      reject(new ImportFileError(400, 'The upload is not valid multipart/form-data.'));
    });
    req.pipe(parser);
  });
}
