// GET /files/planning-picture.csv: the planning picture (beyond the spec) as a CSV download, with
// the same bearer auth as /graphql. Written by csv-stringify; text cells escaped by safeCell.
import { Router } from 'express';
import { stringify } from 'csv-stringify/sync';
import type { PlanningPicture, PlanningPictureRow } from '../generated/graphql.ts';
import { requireUser, verifiedUser } from '../http/auth-middleware.ts';
import type { FileRouteOptions } from '../http/file-download.ts';
import { safeCell } from '../http/safe-cell.ts';
import { sendError } from '../http/send-error.ts';
import { RestClient } from '../rest-client.ts';
import { toPlanningPicture } from './mappers.ts';
import { getPicture } from './rest.ts';

/** The amounts are EUR whatever the display currency was on screen, and the header says so. */
export const PICTURE_CSV_HEADER = [
  'Product family',
  'Product',
  'Last year actuals (EUR)',
  'Current year budget (EUR)',
  'Current year forecast (EUR)',
  'Next year demanded (EUR)',
  'Next year proposed (EUR)',
  'Next year approved (EUR)',
  'Growth (EUR)',
];

const line = (row: PlanningPictureRow, product: string) => [
  row.productFamilyName,
  product,
  row.lastYearActuals,
  row.currentYearBudget,
  row.currentYearForecast,
  row.nextYearDemanded,
  row.nextYearProposed,
  row.nextYearApproved,
  // Empty where next year's budget is not approved yet, as on the screen.
  row.hasNextYearBudget ? row.growth : '',
];

/**
 * The CSV text: a header, one line per product (a family's own plans as '(family)'), then the
 * totals. Amounts are EUR decimal strings with a dot (what any spreadsheet reads as numbers).
 * Negative growth keeps its minus sign: amounts are not text a formula can hide in.
 */
export function pictureCsv(picture: PlanningPicture): string {
  const text = (cells: string[]) => cells.map((cell, index) => (index < 2 ? safeCell(cell) : cell));
  const rows = [
    PICTURE_CSV_HEADER,
    ...picture.rows.map((row) => text(line(row, row.productName ?? '(family)'))),
    line(picture.totals, ''),
  ];
  return stringify(rows, { bom: true });
}

export function planningFileRoutes(options: FileRouteOptions): Router {
  const router = Router();
  router.get('/files/planning-picture.csv', requireUser(options.verify), async (req, res) => {
    try {
      const rest = new RestClient({
        baseUrl: options.restApiUrl,
        timeoutMs: options.restTimeoutMs,
        token: verifiedUser(res).token,
        requestId: String(req.id),
        log: req.log,
      });
      const picture = toPlanningPicture(await getPicture(rest));
      res.status(200);
      res.setHeader('content-type', 'text/csv; charset=utf-8');
      res.setHeader(
        'content-disposition',
        `attachment; filename="planning-picture-${picture.year + 1}.csv"`,
      );
      res.setHeader('cache-control', 'no-store');
      res.send(pictureCsv(picture));
    } catch (error) {
      sendError(res, error);
    }
  });
  return router;
}
