// A refusal of the upload as a whole (CONTRACT.md 'Invoice import', 'The file as a whole'): one
// 4xx with its message, logged, nothing written.
import { INVOICE_IMPORT_LIMITS } from '@cost-steering/schema';

export class ImportFileError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

export const tooLarge = () =>
  new ImportFileError(
    413,
    `The file is larger than ${INVOICE_IMPORT_LIMITS.bytes / 1024 / 1024} MB. Split it into smaller files.`,
  );
