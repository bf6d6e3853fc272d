// The guard itself: that every route of the API runs one, and what a client sees for the kinds
// of query parameters routes declare (the paging parameters of the list calls among them).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { pino } from 'pino';
import { createApp } from '../app.ts';
import type { AppContext } from '../context.ts';
import { request, serveRoutes, type Json } from '../testing/support.ts';
import { accepts, GUARD } from './input-guard.ts';
import { amount, boolean, id, integer, list, object, oneOf, text } from './input-types.ts';

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean>; stack: Array<{ handle: object }> };
  handle?: { stack?: RouteLayer[] };
}

/** Every route of an Express app, with its handlers in order, however routers are nested. */
function routesOf(stack: RouteLayer[]): Array<{ route: string; handlers: object[] }> {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const methods = Object.keys(layer.route.methods).join(',').toUpperCase();
      const handlers = layer.route.stack.map((inner) => inner.handle);
      return [{ route: `${methods} ${layer.route.path}`, handlers }];
    }
    return layer.handle?.stack ? routesOf(layer.handle.stack) : [];
  });
}

describe('the input guard', () => {
  it('runs in front of the handler of every route of the API', () => {
    const app = createApp(
      {} as AppContext,
      { issuer: 'http://localhost:1/realms/test', audience: 'test' },
      pino({ level: 'silent' }),
    );
    const routes = routesOf((app as unknown as { router: { stack: RouteLayer[] } }).router.stack);
    assert.ok(routes.length >= 40, `only ${routes.length} routes found`);
    const unguarded = routes.filter(({ handlers }) => {
      const guard = handlers.findIndex((handler) => GUARD in handler);
      return guard < 0 || guard === handlers.length - 1;
    });
    assert.deepEqual(
      unguarded.map(({ route }) => route),
      [],
    );
  });

  describe('query parameters a route declares', () => {
    let url: string;
    let close: () => void;
    const PAGE = accepts({
      query: {
        offset: integer({ min: 0 }),
        limit: integer({ min: 1, max: 100 }),
        search: text({ max: 40 }),
        sort: oneOf(['name', '-name']),
        done: boolean(),
        ids: list(id()),
        above: amount(),
      },
    });

    before(async () => {
      ({ url, close } = await serveRoutes((app) =>
        app.get('/page', PAGE, (req, res) => {
          res.json(PAGE.query(req));
        }),
      ));
    });
    after(() => close());

    const get = (query: string) => request<Json>(`${url}/page${query}`, 'GET', undefined);

    it('parses every declared kind into its type, trimmed, and leaves absent ones out', async () => {
      const reply = await get(
        '?offset=0&limit=%20100%20&search=Cloud%20%C4%8Cakovec&sort=-name&done=false&ids=3,%207,&above=-12.50',
      );
      assert.equal(reply.status, 200, reply.text);
      assert.deepEqual(reply.body, {
        offset: 0,
        limit: 100,
        search: 'Cloud Čakovec',
        sort: '-name',
        done: false,
        ids: [3, 7],
        above: '-12.50',
      });
      assert.deepEqual((await get('')).body, {});
    });

    it('answers 400 naming the parameter for a value out of bounds or of the wrong kind', async () => {
      for (const [query, field, message] of [
        ['?offset=-1', 'offset', 'offset must be at least 0'],
        ['?limit=0', 'limit', 'limit must be between 1 and 100'],
        ['?limit=101', 'limit', 'limit must be between 1 and 100'],
        ['?limit=1.5', 'limit', 'limit must be a whole number'],
        ['?limit=99999999999999999999', 'limit', 'limit must be a whole number'],
        ['?search=' + 'x'.repeat(41), 'search', 'search can have at most 40 characters'],
        ['?sort=price', 'sort', 'sort must be one of name, -name'],
        ['?done=yes', 'done', 'done must be true or false'],
        [
          '?ids=1,x',
          'ids',
          'ids must be values separated by commas, each an id: a positive whole number',
        ],
        [
          '?ids=0',
          'ids',
          'ids must be values separated by commas, each an id: a positive whole number',
        ],
        [
          '?above=1e3',
          'above',
          'above must be an amount: a decimal string such as "1234.50", or a number',
        ],
        ['?limit=1&limit=2', 'limit', "Query parameter 'limit' must be given once"],
        ['?search=%20', 'search', "Query parameter 'search' needs a value"],
        ['?ids=,', 'ids', 'ids needs a value'],
        ['?page=2', 'page', "Unknown query parameter 'page'"],
        ['?search=a%00b', 'search', 'search must not contain the NUL character (U+0000)'],
      ]) {
        const reply = await get(query!);
        assert.equal(reply.status, 400, query);
        assert.deepEqual(
          [reply.body.code, reply.body.field, reply.body.message],
          ['VALIDATION', field, message],
          query,
        );
        assert.deepEqual(reply.body.errors, [{ field, message }], query);
      }
    });
  });

  describe('bodies a route declares', () => {
    let url: string;
    let close: () => void;
    const ORDER = accepts({
      body: {
        title: text(),
        amount: amount(),
        items: list(object({ product: id(), quantity: integer({ min: 1 }) })),
        tags: list(text()),
      },
    });

    before(async () => {
      ({ url, close } = await serveRoutes((app) =>
        app.post('/order', ORDER, (req, res) => {
          res.json(req.body);
        }),
      ));
    });
    after(() => close());

    const post = (body: unknown) => request<Json>(`${url}/order`, 'POST', undefined, body);
    const problems = async (body: unknown) => {
      const reply = await post(body);
      assert.equal(reply.status, 400, reply.text);
      return reply.body.errors as Array<{ field: string; message: string }>;
    };

    it('passes a body of the declared types on unchanged; null and absent are "not given"', async () => {
      const body = {
        title: ' x ',
        amount: 12.5,
        items: [{ product: '4', quantity: 2 }],
        tags: null,
      };
      const reply = await post(body);
      assert.deepEqual([reply.status, reply.body], [200, body]);
      assert.equal((await post({})).status, 200);
    });

    it('names every problem at its path inside lists and nested objects', async () => {
      assert.deepEqual(
        await problems({
          title: ['x'],
          amount: { value: 1 },
          items: [{ product: { id: 1 }, quantity: 0, colour: 'red' }, null, 'x'],
          tags: 'a,b',
        }),
        [
          { field: 'title', message: 'title must be text' },
          {
            field: 'amount',
            message: 'amount must be an amount: a decimal string such as "1234.50", or a number',
          },
          {
            field: 'items[0].product',
            message: 'items[0].product must be an id: a positive whole number',
          },
          { field: 'items[0].quantity', message: 'items[0].quantity must be at least 1' },
          { field: 'items[0].colour', message: "Unknown field 'items[0].colour'" },
          { field: 'items[1]', message: 'items[1] must not be null' },
          { field: 'items[2]', message: 'items[2] must be an object' },
          { field: 'tags', message: 'tags must be a list' },
        ],
      );
    });

    it('refuses NUL and unpaired surrogates at any depth and in keys, naming where', async () => {
      assert.deepEqual(await problems({ items: [{ product: 1 }, { quantity: 1, x: 'a\u0000' }] }), [
        { field: 'items[1].x', message: 'items[1].x must not contain the NUL character (U+0000)' },
      ]);
      const [surrogateKey] = await problems({ ['a\uDC00b']: 1 });
      assert.equal(surrogateKey?.field, 'a\uFFFDb');
      assert.match(
        surrogateKey?.message ?? '',
        /^The field name a\uFFFDb must not contain an unpaired/,
      );
      assert.deepEqual(await problems({ tags: ['ok', '\uD83D'] }), [
        {
          field: 'tags[1]',
          message: 'tags[1] must not contain an unpaired UTF-16 surrogate (not valid Unicode text)',
        },
      ]);
      // In the order of the fields, the outer ones first.
      const order = await problems({ items: [{ x: '\u0000' }], title: '\u0000', tags: ['\uD800'] });
      assert.deepEqual(
        order.map((problem) => problem.field),
        ['title', 'tags[0]', 'items[0].x'],
      );
      // A pair is one character, not two halves.
      assert.equal((await post({ title: 'Rocket \uD83D\uDE80' })).status, 200);
    });

    it('refuses bodies that are not objects, nested too deeply, or with many problems in bulk', async () => {
      assert.deepEqual(await problems([1]), [
        { field: '', message: 'The request body must be a JSON object' },
      ]);
      const deep = `{"tags":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
      const [tooDeep] = await problems(deep);
      assert.match(tooDeep?.message ?? '', /is nested too deeply$/);
      const many = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`x${i}`, 1]));
      assert.equal((await problems(many)).length, 20);
    });
  });
});
