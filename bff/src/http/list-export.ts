// GET /files/export/{list}.xlsx?search=…&sort=FIELD|-FIELD&filter={json}: every row of a list's
// current search, filter and sort as an .xlsx workbook (issue 32; bff/README.md 'List exports').
// The rows come from the list's own GraphQL query, run in this server page after page as the
// screen runs it (same resolvers, REST client, argument checks and role rules), and each page is
// written with exceljs's streaming writer straight into the response before the next is asked
// for: memory stays one page whatever the size of the list. The total comes first, in
// X-Total-Rows, so that the browser can show how far the download is.
import type { Request, Response } from 'express';
import { Router } from 'express';
import ExcelJS from 'exceljs';
import type { GraphQLFormattedError } from 'graphql';
import type { AuthUser, TokenVerifier } from '../auth.ts';
import { ERROR_CODES, INTERNAL_MESSAGE } from '../errors.ts';
import { requireUser, verifiedUser } from './auth-middleware.ts';
import { sendError } from './send-error.ts';
import { addSheetRow, sheetColumns, type ExportColumn } from './xlsx-sheet.ts';

/** The largest page a GraphQL list answers (paging.ts PAGE_LIMIT_MAX). */
export const EXPORT_PAGE_SIZE = 100;

/**
 * One list's export: its query and its columns. `query` is the list's GraphQL query with the
 * variables $offset, $limit, $search, $sort (and $filter when the list has one), its page field
 * aliased `page` ({ totalCount items { … } }). One list item makes one sheet row, or several
 * (`rowsOf`: an invoice and its lines), the further ones grouped under the first.
 */
export interface ListExport<Item = never, Row = Item> {
  /** The file's name without '.xlsx', and the sheet's. */
  fileName: string;
  query: string;
  /** Whether the list takes a `filter` (its query declares $filter). */
  filtered?: boolean;
  /** False for a list without a search (its query declares no $search). */
  searchable?: boolean;
  /**
   * The `sort` variable from the parameter (already one word of capitals and _, optionally
   * after '-'); default: the `{ field, direction }` input of the paged lists.
   */
  sortOf?(parameter: string): unknown;
  columns: ReadonlyArray<ExportColumn<Row>>;
  rowsOf?(item: Item): Row[];
}

/** Declares one list's export with its item and row types checked, stored untyped in the registry. */
export function listExport<Item, Row = Item>(description: ListExport<Item, Row>): ListExport {
  return description as unknown as ListExport;
}

export interface ExportQueryResult {
  data?: Record<string, unknown> | null;
  errors?: readonly GraphQLFormattedError[];
}

/** Runs one page's query as `user` would through /graphql, with a fresh per-request context. */
export type ExportQueryRunner = (
  query: string,
  variables: Record<string, unknown>,
  user: AuthUser,
  req: Request,
) => Promise<ExportQueryResult>;

export interface ListExportOptions {
  verify: TokenVerifier;
  lists: Readonly<Record<string, ListExport>>;
  runQuery: ExportQueryRunner;
}

interface Page {
  totalCount: number;
  items: unknown[];
}

const PARAMETERS = new Set(['search', 'sort', 'filter']);
const SORT = /^(-?)([A-Z][A-Z0-9_]*)$/;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A refused parameter: 400 naming it, like the REST API's and the upload route's refusals. */
class ParameterError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

function sendParameterError(res: Response, error: ParameterError): void {
  res.status(400).json({
    code: 'VALIDATION',
    message: error.message,
    field: error.field,
    errors: [{ field: error.field, message: error.message }],
  });
}

/** The list query's variables from the URL: every parameter checked, unknown ones refused. */
function exportVariables(req: Request, list: ListExport): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(req.query)) {
    const taken =
      PARAMETERS.has(name) &&
      !(name === 'filter' && !list.filtered) &&
      !(name === 'search' && list.searchable === false);
    if (!taken) {
      throw new ParameterError(name, `Unknown parameter '${name}'.`);
    }
    if (typeof value !== 'string') {
      throw new ParameterError(name, `${name} must be given once, as text.`);
    }
    if (name === 'search') variables.search = value;
    if (name === 'sort') variables.sort = (list.sortOf ?? sortVariable)(checkedSort(value));
    if (name === 'filter') variables.filter = filterVariable(value);
  }
  return variables;
}

function checkedSort(value: string): string {
  if (!SORT.test(value)) {
    throw new ParameterError('sort', 'sort must be a sort field, e.g. NAME or -NAME (descending).');
  }
  return value;
}

function sortVariable(value: string) {
  const descending = value.startsWith('-');
  return { field: descending ? value.slice(1) : value, direction: descending ? 'DESC' : 'ASC' };
}

function filterVariable(value: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new ParameterError('filter', 'filter must be a JSON object.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ParameterError('filter', 'filter must be a JSON object.');
  }
  return parsed;
}

const STATUS_BY_CODE: Record<string, number> = {
  [ERROR_CODES.unauthenticated]: 401,
  [ERROR_CODES.forbidden]: 403,
  [ERROR_CODES.notFound]: 404,
  [ERROR_CODES.upstreamUnavailable]: 502,
};
const VARIABLE = /^Variable "\$(\w+)"/;

/**
 * The parameter a refused argument came from. A variable the list's query could not take names
 * itself, or (the compiled execution names the innermost field) is the sort when its type is the
 * list's sort field, else the filter; a resolver's refusal starts with the argument's name.
 */
function refusedParameter(message: string, variables: Record<string, unknown>): string {
  const variable = VARIABLE.exec(message)?.[1];
  if (variable === undefined) return message.split(' ')[0] ?? '';
  if (PARAMETERS.has(variable)) return variable;
  return /Sort(Field)?\b/.test(message) || !('filter' in variables) ? 'sort' : 'filter';
}

/**
 * The first GraphQL error of a page as the file routes answer errors: an argument the list
 * refuses (a bad sort field, filter value or search) is a 400 naming the parameter.
 */
function sendQueryError(
  res: Response,
  error: GraphQLFormattedError,
  variables: Record<string, unknown>,
): void {
  const code = String(error.extensions?.code ?? '');
  if (code === ERROR_CODES.badUserInput) {
    const field = refusedParameter(error.message, variables);
    const message = error.message;
    res.status(400).json({ code: 'VALIDATION', message, field, errors: [{ field, message }] });
    return;
  }
  const status = STATUS_BY_CODE[code];
  if (status === undefined) {
    res.log.error({ graphqlError: error }, 'list export failed');
    res.status(500).json({ code: ERROR_CODES.internal, message: INTERNAL_MESSAGE });
    return;
  }
  res.status(status).json({ code, message: error.message });
}

/** One page of the list, or the GraphQL error that refused it. */
async function queryPage(
  options: ListExportOptions,
  list: ListExport,
  variables: Record<string, unknown>,
  offset: number,
  req: Request,
  res: Response,
): Promise<Page | GraphQLFormattedError> {
  const result = await options.runQuery(
    list.query,
    { ...variables, offset, limit: EXPORT_PAGE_SIZE },
    verifiedUser(res),
    req,
  );
  const [error] = result.errors ?? [];
  if (error) return error;
  return result.data!.page as Page;
}

const isPage = (value: Page | GraphQLFormattedError): value is Page => 'items' in value;

/**
 * Pages asked for ahead of the one being written. The REST API spends most of a page in the
 * database, which answers several at once: 4 in flight made 40 pages of orders 1.6× as fast as
 * one at a time (bff/README.md 'List exports'), and memory stays at most this many pages.
 */
export const EXPORT_PAGES_IN_FLIGHT = 4;

/** The pages after the first, asked for ahead in order; a failed page is its error, not a rejection. */
function pagesAfter(
  first: Page,
  ask: (offset: number) => Promise<Page | GraphQLFormattedError>,
): () => Promise<Page | Error> | undefined {
  const pending: Array<Promise<Page | Error>> = [];
  let offset = first.items.length;
  const askNext = () => {
    if (first.items.length < EXPORT_PAGE_SIZE || offset >= first.totalCount) return;
    const at = offset;
    pending.push(
      ask(at).then(
        (page) => (isPage(page) ? page : new Error(`page at offset ${at}: ${page.message}`)),
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      ),
    );
    offset += EXPORT_PAGE_SIZE;
  };
  for (let ahead = 0; ahead < EXPORT_PAGES_IN_FLIGHT; ahead++) askNext();
  return () => {
    const next = pending.shift();
    askNext();
    return next;
  };
}

/** Until the response takes more (or the browser went away: then it never would). */
function drained(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/** The rows of every page, written in order as they come; waits while the response is full. */
async function streamRows(
  options: ListExportOptions,
  list: ListExport,
  variables: Record<string, unknown>,
  first: Page,
  req: Request,
  res: Response,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: res,
    useStyles: true,
    useSharedStrings: false,
    // Stored, not deflated: the browser counts the rows in the bytes as they arrive (progress),
    // and the bff spends no CPU on compression (bff/README.md 'List exports').
    zip: { zlib: { level: 0 } },
  });
  const sheet = workbook.addWorksheet(list.fileName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = sheetColumns(list.columns);
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const nextPage = pagesAfter(first, (offset) =>
    queryPage(options, list, variables, offset, req, res),
  );
  for (let page: Page | Error | undefined = first; page; page = await nextPage()) {
    if (page instanceof Error) throw page;
    for (const item of page.items) {
      const rows = list.rowsOf ? list.rowsOf(item as never) : [item];
      rows.forEach((row, index) => addSheetRow(sheet, list.columns, row as never, index > 0));
    }
    if (res.writableNeedDrain) await drained(res);
    if (res.destroyed) return;
  }
  sheet.commit();
  await workbook.commit();
}

export function listExportRoutes(options: ListExportOptions): Router {
  const router = Router();
  router.get('/files/export/:file', requireUser(options.verify), async (req, res) => {
    const file = String(req.params.file);
    const name = file.endsWith('.xlsx') ? file.slice(0, -'.xlsx'.length) : '';
    const list = Object.hasOwn(options.lists, name) ? options.lists[name] : undefined;
    if (!list) {
      res.status(404).json({ code: ERROR_CODES.notFound, message: 'No such list export.' });
      return;
    }
    let first: Page;
    let variables: Record<string, unknown>;
    try {
      variables = exportVariables(req, list);
      const page = await queryPage(options, list, variables, 0, req, res);
      if (!isPage(page)) {
        sendQueryError(res, page, variables);
        return;
      }
      first = page;
    } catch (error) {
      if (error instanceof ParameterError) sendParameterError(res, error);
      else sendError(res, error);
      return;
    }
    res.status(200);
    res.setHeader('content-type', XLSX);
    res.setHeader('content-disposition', `attachment; filename="${list.fileName}.xlsx"`);
    res.setHeader('cache-control', 'no-store');
    res.setHeader('x-total-rows', String(first.totalCount));
    try {
      await streamRows(options, list, variables, first, req, res);
    } catch (error) {
      // Headers are gone already: all we can do is cut the download and say why in the log.
      req.log.warn({ err: error }, `${list.fileName} export was interrupted`);
      res.destroy();
    }
  });
  return router;
}
