// Property: no input a GraphQL client can send to a mutation or query makes the bff answer 5xx, an
// INTERNAL error, or a message that leaks a stack or SQL. fast-check generates each operation's
// variables from the schema's own input types — odd text (NUL, lone surrogates, long, blank),
// extreme numbers, decimals and dates of every wrong shape, unknown ids, lists and optional fields
// left out — and sends them as admin (every role) to the real chain: bff → REST API → database.
// A refusal must be a documented client code (BAD_USER_INPUT, NOT_FOUND, FORBIDDEN …) or a user
// error in the payload. The seed is fixed, so a run is the same every time (FUZZ_SEED=<n> explores
// another sequence).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { loadTypeDefs } from '@cost-steering/schema/sdl';
import { startStack, type Stack } from './testing/stack.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS_PER_MUTATION = 40;

/**
 * Codes that tell a client what was wrong with its request, not that the server failed: the
 * bff's own, and a REST refusal that reaches a query as a GraphQL error with its user-error code
 * (README 'Errors': VALIDATION, CONFLICT …).
 */
const CLIENT_CODES = new Set([
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'FORBIDDEN',
  'GRAPHQL_VALIDATION_FAILED',
  'VALIDATION',
  'CONFLICT',
  'DUPLICATE_NAME',
  'OVER_BUDGET',
]);
/** Stack frames, file names, SQL and the database's own texts (as rest-api's LEAKS). */
const LEAKS =
  /\s{2}at |\bat \S+ \(|node_modules|\.[jt]s:\d|\b(select|insert|update|delete)\b.*\b(from|into|set)\b|\bsyntax\b|\brelation\b|invalid byte sequence|numeric field overflow|invalid input syntax|postgres|pglite/i;

const oddText = fc.constantFrom(
  '\u0000',
  'a\uD800b',
  '\uDFFF',
  ' ',
  '',
  'x'.repeat(5000),
  '%',
  '🙂',
);
const text = fc.oneof(
  { arbitrary: oddText, weight: 2 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 3 },
  {
    arbitrary: fc.constantFrom('1', '0', '-1', '999999999', 'EUR', 'controller', 'null'),
    weight: 2,
  },
);
const decimal = fc.oneof(
  fc.constantFrom('0', '0.00', '-0.01', '1.005', '1e5', '.5', '5.', '+5', '999999999999.99'),
  fc.constantFrom('99999999999999999999.99', 'NaN', 'Infinity', '1,5', ' 12.50 ', '12.5.1'),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
);
const day = fc.constantFrom(
  '2026-11-24',
  '2026-02-30',
  '1899-12-31',
  '3001-01-01',
  '24.11.2026',
  '',
  'today',
);
const id = fc.oneof(fc.constantFrom('1', '2', '5', '0', '-1', '999999999', '1.5', 'abc', ''), text);
const int = fc.oneof(
  fc.integer({ min: -5, max: 120 }),
  fc.constantFrom(0, -1, 2147483647, -2147483648, 1900, 3000, 3001),
);

function scalarValue(name: string): fc.Arbitrary<unknown> {
  switch (name) {
    case 'ID':
      return id;
    case 'Int':
      return int;
    case 'Float':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'Boolean':
      return fc.boolean();
    case 'Decimal':
      return decimal;
    case 'Date':
      return day;
    case 'DateTime':
      return fc.constantFrom('2026-11-24T10:00:00Z', 'yesterday', '2026-13-01T00:00:00Z');
    default:
      return text;
  }
}

/** A value of `type`: a required part always, an optional one sometimes left out or null. */
function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType, depth);
  if (isListType(type)) return fc.array(valueOf(type.ofType, depth + 1), { maxLength: 3 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((value) => value.name));
  if (isScalarType(type)) return scalarValue(type.name);
  if (isInputObjectType(type) && depth < 4) {
    const fields = Object.values(type.getFields());
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const field of fields) {
      record[field.name] = isNonNullType(field.type)
        ? valueOf(field.type, depth + 1)
        : fc.option(valueOf(field.type, depth + 1), { nil: null });
    }
    const required = fields.filter((field) => isNonNullType(field.type)).map((f) => f.name);
    return fc.record(record, { requiredKeys: required });
  }
  return fc.constant(null);
}

/** The operation's document: every argument a variable, the answer's __typename selected. */
function documentOf(
  operation: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isScalarType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${operation} Fuzz${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

describe('every mutation and query, given generated input (property)', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack({ seed: true });
  });
  after(() => stack.close());

  const schema = buildSchema(loadTypeDefs());
  const operations = [
    ...Object.values(schema.getMutationType()!.getFields()).map((f) => ['mutation', f] as const),
    // The queries that take arguments: their ids and names go into REST paths too.
    ...Object.values(schema.getQueryType()!.getFields())
      .filter((f) => f.args.length > 0)
      .map((f) => ['query', f] as const),
  ];

  for (const [operation, field] of operations) {
    it(`${operation} ${field.name}: a 2xx or 4xx answer with a client's code, nothing leaked`, async () => {
      const document = documentOf(operation, field);
      const variables = fc.record(
        Object.fromEntries(field.args.map((arg) => [arg.name, valueOf(arg.type)])),
      );
      await fc.assert(
        fc.asyncProperty(variables, async (values) => {
          const response = await stack.as('admin', document, { variables: values });
          const seen = JSON.stringify({ status: response.status, errors: response.errors });
          assert.ok(response.status < 500, seen);
          for (const error of response.errors ?? []) {
            assert.ok(CLIENT_CODES.has(error.extensions?.code ?? ''), seen);
            assert.doesNotMatch(error.message, LEAKS, seen);
          }
        }),
        { numRuns: RUNS_PER_MUTATION, seed: SEED, endOnFailure: true },
      );
    });
  }

  // Found by the property (seeds 20261124 and 1): encodeURIComponent threw on these ids.
  it('refuses ids holding a lone surrogate half as a client error', async () => {
    const cases = [
      [
        'mutation($input: UpdateCostUnitInput!) { updateCostUnit(input: $input) { errors { code field } } }',
        { input: { id: '\udfff', name: 'x', manager: 'controller', status: 'ACTIVE' } },
      ],
      [
        'mutation($input: AddProductToPlatformInput!) { addProductToPlatform(input: $input) { errors { code } } }',
        { input: { platformId: 'a\ud800b', productId: '1' } },
      ],
    ] as const;
    for (const [document, variables] of cases) {
      const response = await stack.as('admin', document, { variables });
      assert.equal(response.status, 200, JSON.stringify(response));
      // A user error in the payload (cost unit) or NOT_FOUND (platform), never INTERNAL.
      for (const error of response.errors ?? []) {
        assert.ok(CLIENT_CODES.has(error.extensions?.code ?? ''), JSON.stringify(response));
      }
    }
  });
});
