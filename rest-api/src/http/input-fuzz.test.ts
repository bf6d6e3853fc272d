// Property: no JSON a client can send makes the API answer 5xx, leak a stack or SQL, or write
// anything while refusing. fast-check throws generated bodies at every write route — arbitrary
// values (nested objects and lists, text with NUL, lone surrogates and any Unicode, huge and
// negative numbers, booleans, null) and "almost right" bodies (a valid one, with fresh names so
// that it reaches the database, with one field replaced, removed or one added) — and generated
// query strings and path segments at the reads. A refused request must leave every written
// table as it was; an accepted one may write (the generated value happened to be valid) and
// becomes the new baseline. The seed is fixed, so a run is the same every time
// (FUZZ_SEED=<n> explores another sequence).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { unsafeCharacter } from '@cost-steering/schema';
import {
  type Json,
  LEAKS,
  type Reply,
  startTestContext,
  type TestContext,
  writeFootprint,
} from '../testing/support.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20260408);
const RUNS_PER_WRITE_ROUTE = 25;
const RUNS_OF_READS = 50;

/** NUL and the halves of a surrogate pair: characters no text may hold. */
const oddCharacter = fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF');
/** Text holding at least one odd character somewhere. */
const oddText = fc
  .tuple(fc.string({ maxLength: 4 }), oddCharacter, fc.string({ unit: 'binary', maxLength: 4 }))
  .map((parts) => parts.join(''));
const anyText = fc.oneof(
  { arbitrary: oddText, weight: 3 },
  { arbitrary: fc.string({ maxLength: 12 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }), weight: 1 },
  {
    arbitrary: fc.constantFrom('', ' ', 'controller', 'EUR', '1234.50', '-1', '0', '1e400', 'null'),
    weight: 2,
  },
);
const anyNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, -1, 0.5, 1e21, 2 ** 31, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308),
);
const anyKey = fc.oneof(anyText, fc.constantFrom('__proto__', 'constructor', 'toString', '$gt'));
const { anyJson } = fc.letrec((tie) => ({
  anyJson: fc.oneof(
    { depthSize: 'small' },
    { arbitrary: anyText, weight: 4 },
    { arbitrary: anyNumber, weight: 2 },
    { arbitrary: fc.boolean(), weight: 1 },
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: fc.array(tie('anyJson'), { maxLength: 4 }), weight: 1 },
    { arbitrary: fc.dictionary(anyKey, tie('anyJson'), { maxKeys: 4 }), weight: 1 },
  ),
}));

/** What replaces a field: any value, or — half the time — text with an odd character. */
const replacement = fc.oneof(anyJson, oddText);

/** A valid body with one field replaced by any value, removed, or one field added. */
function almostRight(valid: fc.Arbitrary<Json>) {
  return valid.chain((body) => {
    const fields = Object.keys(body);
    return fc
      .oneof(
        { arbitrary: fc.tuple(fc.constantFrom(...fields), replacement), weight: 4 },
        { arbitrary: fc.tuple(fc.constantFrom(...fields), fc.constant(undefined)), weight: 1 },
        { arbitrary: fc.tuple(anyKey, replacement), weight: 1 },
      )
      .map(([field, value]) => ({ ...body, [field]: value }));
  });
}

/** A name no other run uses, so a body with it gets past the duplicate check to the insert. */
const freshName = (prefix: string) => fc.nat().map((n) => `${prefix} ${n}`);

/** Bytes of any string percent-encoded (lone surrogates become U+FFFD, as a browser sends them). */
const percentEncoded = (value: string) =>
  [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** Query text, sometimes with raw percent signs that do not decode. */
const queryText = fc.oneof(
  anyText.map(percentEncoded),
  fc.constantFrom('%', '%E0%A4%A', '%ED%A0%80', '%FF', '%2C', '1,,2', '1', 'true', ''),
);

/** Whether NUL or half of a surrogate pair is anywhere in a value: in a string or a key. */
function holdsUnsafeText(value: unknown): boolean {
  if (typeof value === 'string') return unsafeCharacter(value) !== null;
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(
    ([key, inner]) => unsafeCharacter(key) !== null || holdsUnsafeText(inner),
  );
}

/** The contract's error body, without anything of the server's insides. */
function assertCleanAnswer(what: string, reply: Reply<Json>) {
  assert.ok(reply.status < 500, `${what}: ${reply.status} ${reply.text}`);
  if (reply.status < 400) return;
  assert.equal(reply.body.status, reply.status, `${what}: ${reply.text}`);
  assert.equal(typeof reply.body.code, 'string', what);
  assert.equal(typeof reply.body.message, 'string', what);
  // Field names the client sent are echoed in messages ("Unknown field '…'"): those are not leaks.
  const problems: Json[] = reply.body.errors ?? [
    { field: reply.body.field, message: reply.body.message },
  ];
  for (const { field, message } of problems) {
    const own = field ? String(message).split(String(field)).join('') : String(message);
    assert.doesNotMatch(own, LEAKS, `${what}: ${reply.text}`);
  }
}

interface WriteRoute {
  method: 'post' | 'put';
  path: string;
  /** Bodies that would be accepted; none for a route that takes no body. */
  valid?: fc.Arbitrary<Json>;
}

describe('generated input (property-based)', () => {
  let context: TestContext;
  let routes: WriteRoute[];

  before(async () => {
    context = await startTestContext({ seed: true });
    const controller = context.as('controller');
    const list = async (path: string) =>
      Object.values((await controller.get<Record<string, Json>>(path)).body);
    const roomy = (rows: Json[]) => rows.filter((row) => Number(row.available_budget) > 1000);
    const [family] = roomy(await list('/productfamilies'));
    const [product] = roomy(await list('/products'));
    const [region] = await list('/regions');
    const [project] = await list('/projects');
    const [application] = await list('/applications');
    const [company] = await list('/companies');
    const [othersNotification] = await context.api.query<{ id: number }>(
      `select n.id from notifications n join users u on u.id = n.user_id
        where lower(u.username) <> 'admin' order by n.id limit 1`,
    );
    const [open] = await list('/purchaserequests');
    const [supplier] = await list('/suppliers');
    const [sbu] = await list('/sbu');
    const request = (ordertext: string) => ({
      company_contact_id: open!.company_contact_id,
      podate: new Date().toISOString().slice(0, 10),
      ordertext,
      accountingelement: 'FUZZ-1',
      orderamount: '999999.00',
      currency: 'EUR',
      supplier: supplier!.id,
      sbu: sbu!.id,
    });
    // A Draft whose open amount outlasts every item the run adds.
    const draft = (await context.as('admin').post<Json>('/purchaserequests', request('Fuzz Draft')))
      .body;
    const entity = (name: string) => ({
      name,
      product: product!.id,
      owner: 'controller',
      currency: 'EUR',
      bci: '10',
    });
    routes = [
      {
        method: 'post',
        path: '/productfamilies',
        valid: freshName('Fuzz Family').map((name) => ({
          name,
          owner: 'controller',
          year: 2026,
          budgetLimit: '10',
        })),
      },
      {
        method: 'post',
        path: '/products',
        valid: freshName('Fuzz Product').map((name) => ({
          name,
          productfamily: family!.id,
          owner: 'controller',
          region: region!.id,
          budgetLimit: '1',
          platform_cost: null,
        })),
      },
      {
        method: 'put',
        path: `/products/${product!.id}`,
        valid: fc.constant({ platform_cost: '5.00' }),
      },
      { method: 'post', path: '/projects', valid: freshName('Fuzz Project').map(entity) },
      {
        method: 'put',
        path: `/projects/${project!.id}`,
        valid: freshName('Fuzz Project').map((name) => ({
          ...entity(name),
          id: project!.id,
          status: 'Active',
        })),
      },
      { method: 'post', path: '/applications', valid: freshName('Fuzz App').map(entity) },
      {
        method: 'put',
        path: `/applications/${application!.id}`,
        valid: freshName('Fuzz App').map((name) => ({ ...entity(name), id: application!.id })),
      },
      {
        method: 'post',
        path: '/images',
        valid: fc.uint8Array({ minLength: 1, maxLength: 12 }).map((bytes) => ({
          name: 'fuzz.png',
          newImageData: `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`,
        })),
      },
      {
        method: 'post',
        path: '/users/checkandcreate',
        valid: fc.constant({ username: 'admin', roles: ['edit-product-family'] }),
      },
      {
        method: 'post',
        path: '/companies',
        valid: freshName('Fuzz Company').map((name) => ({
          name,
          city: 'Zagreb',
          country: 'Croatia',
          street: null,
          house_number: null,
          postal_code: '10000',
        })),
      },
      {
        method: 'post',
        path: '/company-contacts',
        valid: freshName('Fuzz Contact').map((name) => ({
          name,
          company_id: company!.id,
          phone: '+385 1 555 0101',
        })),
      },
      // No body: another user's notification, so nothing a body holds can make it write.
      { method: 'post', path: `/notifications/seen/${othersNotification!.id}` },
      { method: 'post', path: '/purchaserequests', valid: freshName('Fuzz PR').map(request) },
      {
        method: 'post',
        path: `/purchaserequests/${draft.id}/listitems`,
        valid: fc.constant({
          type: 'Project',
          idoftype: project!.id,
          costtype: 'Capital Infrastructure',
          amount: '0.01',
        }),
      },
    ];
  });
  after(() => context.close());

  it('never answers 5xx or leaks, and writes nothing when it refuses, on every write route', async () => {
    // One token for the whole run: minting and checking a token per request would be most of it.
    const admin = context.withAuthorization(`Bearer ${await context.issuer.mintFor('admin')}`);
    const written: string[] = [];
    let baseline = await writeFootprint(context);
    for (const { method, path, valid } of routes) {
      const statuses: number[] = [];
      const anyObject = fc.dictionary(anyKey, anyJson, { maxKeys: 4 });
      const anyBody = fc.oneof(
        { arbitrary: anyObject, weight: 3 },
        { arbitrary: anyJson, weight: 1 },
      );
      const bodies = valid ? fc.oneof(anyBody, almostRight(valid)) : anyBody;
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          const reply = await admin[method]<Json>(path, JSON.stringify(body) ?? 'null');
          statuses.push(reply.status);
          const what = `${method.toUpperCase()} ${path} ${JSON.stringify(body)}`;
          assertCleanAnswer(what, reply);
          // Never accepted and stored changed (a lone surrogate becomes U+FFFD in the database).
          if (holdsUnsafeText(body)) assert.equal(reply.status, 400, `${what}: ${reply.text}`);
          const footprint = await writeFootprint(context);
          if (reply.status < 300) baseline = footprint;
          else
            assert.deepEqual(footprint, baseline, `${path} wrote while answering ${reply.status}`);
        }),
        { numRuns: RUNS_PER_WRITE_ROUTE, seed: SEED, endOnFailure: true },
      );
      // Not vacuous: most runs met the guard and were refused with 400…
      const refused = statuses.filter((status) => status === 400).length;
      assert.ok(
        refused >= statuses.length / 2,
        `${path}: only ${refused} of ${statuses.length} answered 400`,
      );
      if (statuses.some((status) => status < 300)) written.push(path);
    }
    // …and some bodies got past it and were written: the almost-right ones are near the mark.
    assert.ok(written.length >= 2, `only ${written.join(', ')} wrote anything`);
  });

  it('never answers 5xx or leaks for generated query strings and path segments of the reads', async () => {
    const reader = context.withAuthorization(
      `Bearer ${await context.issuer.mintFor('controller')}`,
    );
    const before = await writeFootprint(context);
    const lists = [
      '/products',
      '/projects',
      '/applications',
      '/filters',
      '/productfamilies',
      '/purchaserequests',
      '/archive',
      '/companies',
      '/company-contacts',
    ];
    const params = fc.oneof(
      fc.constantFrom(
        'productfamily',
        'id',
        'owner',
        'region',
        'platform',
        'product',
        'username',
        'status',
        'country',
        'city',
        'company',
        'search',
        'sort',
      ),
      anyText.map(percentEncoded),
    );
    const query = fc.array(fc.tuple(params, queryText), { minLength: 1, maxLength: 3 });
    const segment = queryText.filter((text) => text !== '');
    const listWithQuery = fc
      .tuple(fc.constantFrom(...lists), query)
      .map(
        ([path, pairs]) => `${path}?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`,
      );
    const pathWithSegment = fc.oneof(
      segment.map((name) => `/notifications/${name}`),
      segment.map((name) => `/ownership/${name}/ownedproducts`),
      segment.map((id) => `/products/${id}/projects`),
      segment.map((id) => `/purchaserequests/${id}/budgetimpact`),
      segment.map((id) => `/companies/${id}`),
      segment.map((id) => `/companies/1/company-contacts/${id}`),
    );
    const request = fc.oneof(listWithQuery, pathWithSegment);
    const queryStatuses: number[] = [];
    await fc.assert(
      fc.asyncProperty(request, async (path) => {
        const reply = await reader.get<Json>(path);
        if (path.includes('?')) queryStatuses.push(reply.status);
        assertCleanAnswer(`GET ${path}`, reply);
      }),
      { numRuns: RUNS_OF_READS, seed: SEED, endOnFailure: true },
    );
    assert.deepEqual(await writeFootprint(context), before);
    // Not vacuous: most query strings were refused with 400 (a path segment that is merely
    // unknown answers 403 or 404, as it should).
    const refused = queryStatuses.filter((status) => status === 400).length;
    assert.ok(
      refused >= queryStatuses.length / 2 && queryStatuses.length >= RUNS_OF_READS / 4,
      `only ${refused} of ${queryStatuses.length} query strings answered 400`,
    );
  });
});
