// The error codes the bff emits are the ones the schema documents (enum ErrorCode in
// schema/graphql/common.graphql), so that an integrator reading the schema meets no surprise.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { buildSchema, isEnumType } from 'graphql';
import { loadTypeDefs } from '@cost-steering/schema/sdl';
import { ERROR_CODES } from './errors.ts';
import { LIMIT_CODES } from './limits/index.ts';

it('documents every extensions.code the bff emits in the ErrorCode enum', () => {
  const errorCode = buildSchema(loadTypeDefs()).getType('ErrorCode');
  assert.ok(isEnumType(errorCode));
  const documented = errorCode.getValues().map((value) => value.name);
  // BAD_REQUEST: server.ts's JSON error handler; the GRAPHQL_* codes come from Apollo Server.
  // VALIDATION: a REST 400 refusing a query's argument reaches the client as a GraphQL error with
  // its user-error code (RestUserError; e.g. futureBudgets(year: 99999), an archive status the
  // list does not hold, an overview filter holding NUL: hierarchy/refused-input.test.ts).
  const emitted = [
    ...Object.values(ERROR_CODES),
    ...Object.values(LIMIT_CODES),
    'VALIDATION',
    'BAD_REQUEST',
    'GRAPHQL_PARSE_FAILED',
    'GRAPHQL_VALIDATION_FAILED',
  ];
  assert.deepEqual([...new Set(emitted)].sort(), [...documented].sort());
});
