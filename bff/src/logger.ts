// Structured logs (pino). Tokens never reach a log line: authorization headers are redacted.
import { pino, type Logger } from 'pino';

export function createLogger(level = 'info'): Logger {
  return pino({
    name: 'bff',
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
      censor: '[redacted]',
    },
  });
}
