// Structured logs (pino). Tokens never reach a log line: authorization headers are redacted.
import { pino, type DestinationStream, type Logger } from 'pino';

/** `destination`: standard output unless given (tests read the lines). */
export function createLogger(level = 'info', destination?: DestinationStream): Logger {
  return pino(
    {
      name: 'bff',
      level,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
