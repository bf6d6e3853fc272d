// Batched HTTP requests (a JSON array of operations) are allowed, up to a maximum, so that one
// request cannot carry an unbounded number of operations.
import type { RequestHandler } from 'express';
import { LIMIT_CODES } from './limit-error.ts';

export function batchLimit(maxBatch: number): RequestHandler {
  return (req, res, next) => {
    const body: unknown = req.body;
    if (Array.isArray(body) && body.length > maxBatch) {
      res.status(400).json({
        errors: [
          {
            message: `A batched request may hold at most ${maxBatch} operations; this one holds ${body.length}.`,
            extensions: { code: LIMIT_CODES.batch },
          },
        ],
      });
      return;
    }
    next();
  };
}
