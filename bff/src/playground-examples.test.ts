// The playground's example operations (bff/playground/examples) stay valid: each is validated
// against the schema, its variables against its variable definitions, and each is run on the demo
// organisation without errors (issue 14).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import {
  buildSchema,
  getVariableValues,
  Kind,
  parse,
  validate,
  type OperationDefinitionNode,
} from 'graphql';
import { loadTypeDefs } from '@cost-steering/schema/sdl';
import { startStack, type Stack } from './testing/stack.ts';
import { codes } from './testing/graphql.ts';

const dir = fileURLToPath(new URL('../playground/examples', import.meta.url));
const files = readdirSync(dir).sort();
const examples = files
  .filter((file) => file.endsWith('.graphql'))
  .map((file) => {
    const variablesFile = file.replace(/\.graphql$/, '.variables.json');
    return {
      file,
      source: readFileSync(join(dir, file), 'utf8'),
      variables: files.includes(variablesFile)
        ? (JSON.parse(readFileSync(join(dir, variablesFile), 'utf8')) as Record<string, unknown>)
        : {},
    };
  });
const schema = buildSchema(loadTypeDefs());

describe('playground example operations', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack({ seed: true });
  });
  after(() => stack?.close());

  it('has the examples of the common questions, in order', () => {
    assert.deepEqual(
      examples.map((example) => example.file),
      [
        '1-overview.graphql',
        '2-product-figures.graphql',
        '3-open-requests.graphql',
        '4-order-invoices.graphql',
        '5-next-year-plan.graphql',
      ],
    );
  });

  for (const example of examples) {
    describe(example.file, () => {
      const document = parse(example.source);
      const operations = document.definitions.filter(
        (definition): definition is OperationDefinitionNode =>
          definition.kind === Kind.OPERATION_DEFINITION,
      );

      it('is one named query that says what it answers', () => {
        assert.equal(operations.length, 1);
        assert.equal(operations[0]!.operation, 'query');
        assert.ok(operations[0]!.name?.value);
        assert.match(example.source, /^# \S/);
      });

      it('is valid against the schema', () => {
        assert.deepEqual(
          validate(schema, document).map((error) => error.message),
          [],
        );
      });

      it('has variables its operation accepts', () => {
        const coerced = getVariableValues(
          schema,
          operations[0]!.variableDefinitions ?? [],
          example.variables,
        );
        assert.deepEqual(coerced.errors?.map((error) => error.message) ?? [], []);
      });

      it('is answered on the demo organisation without errors', async () => {
        const answer = await stack.as('admin', example.source, { variables: example.variables });
        assert.deepEqual(codes(answer), []);
        // Each asks for something the demo organisation has: its last root field is no null
        // and no empty list (the variables name ids of the demo organisation).
        const value = Object.values(answer.data ?? {}).at(-1);
        assert.notEqual(value ?? null, null);
        if (Array.isArray(value)) assert.ok(value.length > 0);
      });
    });
  }
});
