// The JSON body of a GraphQL request, read by express.json (body-parser): its limit, charset and
// content-encoding handling and its errors are body-parser's.
import express, { type RequestHandler } from 'express';

/**
 * Content types the web and most tools send, spelled exactly so: each is one that body-parser's
 * default check (type-is, `application/json`) accepts, so it is not parsed again on every request
 * — that check was a measurable part of the bff's own CPU on a small answer (issue 15).
 */
const COMMON_JSON_TYPES: ReadonlySet<string> = new Set([
  'application/json',
  'application/json; charset=utf-8',
  'application/json;charset=utf-8',
  'application/json; charset=UTF-8',
  'application/json;charset=UTF-8',
]);

/** express.json({ limit }), deciding the common content types without parsing them. */
export function jsonBody(limit: string): RequestHandler {
  const common = express.json({ limit, type: () => true });
  const other = express.json({ limit });
  return (req, res, next) => {
    const type = req.headers['content-type'];
    const parse = type !== undefined && COMMON_JSON_TYPES.has(type) ? common : other;
    parse(req, res, next);
  };
}
