// The one guard in front of every route (DESIGN.md §4 'Input'): a route declares the body
// fields and query parameters it accepts, and before any rule runs the guard answers 400
// VALIDATION, naming the field, for
//   - text holding NUL (U+0000) or an unpaired UTF-16 surrogate anywhere: body strings at any
//     depth, object keys, query names and values, path parameters;
//   - a field or parameter the route does not declare (CONTRACT.md 'Conventions': refused);
//   - a value of the wrong JSON type (input-types.ts), a parameter given twice or empty.
// So a rule never meets `{"$gt": ""}` where it reads a name, and the database never meets a NUL.
//
//   const LIST = accepts({ query: { product: list(id()), owner: list(text()) } });
//   router.get('/projects', LIST, async (req, res) => { … LIST.query(req) … });
import type { Request, RequestHandler } from 'express';
import { replaceUnsafe, unsafeCharacter, unsafeTextMessage } from '@cost-steering/schema';
import { validationFailed, type FieldError } from './errors.ts';
import { checkFields, shownName, type BodyFields, type QueryType } from './input-types.ts';

export type QueryParams = Record<string, QueryType<unknown>>;

/** What a route accepts. A route without `body` accepts no body (or `{}`); likewise `query`. */
export interface RouteInput<Query extends QueryParams> {
  body?: BodyFields;
  /**
   * Instead of `body`: a JSON array holding exactly one object of these fields (spec §7's
   * `PUT /purchaserequests/{id}` sends "an array with one object"); problems are named `[0].x`.
   */
  bodyOneObjectArray?: BodyFields;
  query?: Query;
}

/** The parsed query parameters; each one absent when not given. */
export type ParsedQuery<Query extends QueryParams> = {
  [Name in keyof Query]?: Query[Name] extends QueryType<infer Parsed> ? Parsed : never;
};

export interface Guard<Query extends QueryParams> extends RequestHandler {
  /** The query parameters this guard parsed for the request (it must have run first). */
  query(req: Request): ParsedQuery<Query>;
}

/** Marks guard middleware, so a test can check that every route has one. */
export const GUARD = Symbol('input guard');

/** Deeper than any contract's body; deeper bodies are refused before anything walks them. */
const MAX_DEPTH = 16;
/** An answer lists at most this many problems (a body of 10,000 bad fields gets 20). */
const MAX_PROBLEMS = 20;

const parsedQueries = new WeakMap<Request, Record<string, unknown>>();

export function accepts<Query extends QueryParams = Record<never, never>>(
  input: RouteInput<Query> = {},
): Guard<Query> {
  const handler: RequestHandler = (req, _res, next) => {
    const query = req.query as Record<string, unknown>;
    const problems = unsafeTextIn(req.params, query, req.body);
    if (problems.length === 0) {
      const parsed = parseQuery(query, input.query ?? {}, problems);
      if (input.bodyOneObjectArray)
        checkOneObjectArray(req.body, input.bodyOneObjectArray, problems);
      else checkBody(req.body, input.body, problems);
      parsedQueries.set(req, parsed);
    }
    if (problems.length > 0) throw validationFailed(problems.slice(0, MAX_PROBLEMS));
    next();
  };
  return Object.assign(handler, {
    [GUARD]: true,
    query(req: Request) {
      const parsed = parsedQueries.get(req);
      if (!parsed) throw new Error('The route reads its query without running its guard');
      return parsed as ParsedQuery<Query>;
    },
  });
}

/**
 * Every string and key of the path parameters, the query and the body, breadth first (so the
 * problems come in the order of the fields) and without recursion (a body may be deep).
 */
function unsafeTextIn(params: unknown, query: unknown, body: unknown): FieldError[] {
  const problems: FieldError[] = [];
  const pending: Array<{ value: unknown; at: string; depth: number }> = [
    { value: params, at: '', depth: 0 },
    { value: query, at: '', depth: 0 },
    { value: body, at: '', depth: 0 },
  ];
  for (let next = 0; next < pending.length && problems.length < MAX_PROBLEMS; next++) {
    const { value, at, depth } = pending[next]!;
    if (typeof value === 'string') {
      const found = unsafeCharacter(value);
      if (found) problems.push({ field: at, message: unsafeTextMessage(at || 'The body', found) });
    } else if (typeof value === 'object' && value !== null) {
      if (depth > MAX_DEPTH) {
        problems.push({ field: at, message: `${at || 'The body'} is nested too deeply` });
        continue;
      }
      const isList = Array.isArray(value);
      for (const [key, inner] of Object.entries(value)) {
        const found = isList ? null : unsafeCharacter(key);
        // A refused key is named with its unsafe characters replaced, never sent back as is.
        const name = shownName(found ? replaceUnsafe(key) : key);
        const where = isList ? `${at}[${key}]` : at ? `${at}.${name}` : name;
        if (found) {
          const message = unsafeTextMessage(`The field name ${where}`, found);
          problems.push({ field: where, message });
        } else pending.push({ value: inner, at: where, depth: depth + 1 });
      }
    }
  }
  return problems;
}

function parseQuery(
  query: Record<string, unknown>,
  declared: QueryParams,
  problems: FieldError[],
): Record<string, unknown> {
  const parsed: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(query)) {
    const at = shownName(name);
    const type = Object.hasOwn(declared, name) ? declared[name] : undefined;
    const problem = (message: string) => problems.push({ field: at, message });
    if (!type) problem(`Unknown query parameter '${at}'`);
    else if (typeof raw !== 'string') problem(`Query parameter '${at}' must be given once`);
    else if (raw.trim() === '') problem(`Query parameter '${at}' needs a value`);
    else {
      const value = type.parseQuery(raw.trim(), at);
      if (value.ok) parsed[name] = value.value;
      else problem(value.message);
    }
  }
  return parsed;
}

/** A declared body must be a JSON object; without one, only no body or `{}` is accepted. */
function checkBody(body: unknown, declared: BodyFields | undefined, problems: FieldError[]) {
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  if (declared && !isObject) {
    problems.push({ field: '', message: 'The request body must be a JSON object' });
  } else if (!declared && body !== undefined && !isObject) {
    problems.push({ field: '', message: 'This call takes no request body' });
  } else if (isObject) {
    checkFields(body as Record<string, unknown>, declared ?? {}, '', problems);
  }
}

function checkOneObjectArray(body: unknown, declared: BodyFields, problems: FieldError[]) {
  const [first] = Array.isArray(body) ? body : [];
  if (!Array.isArray(body) || body.length !== 1) {
    problems.push({ field: '', message: 'The request body must be an array with one object' });
  } else if (typeof first !== 'object' || first === null || Array.isArray(first)) {
    problems.push({ field: '[0]', message: '[0] must be an object' });
  } else {
    checkFields(first as Record<string, unknown>, declared, '[0].', problems);
  }
}

/** The guard of a route that takes no query parameters and no body. */
export const noInput = accepts();
