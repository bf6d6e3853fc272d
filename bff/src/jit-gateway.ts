// GraphQL execution compiled per query (graphql-jit) instead of interpreted field by field
// (graphql-js): issue 15 measured the bff's own work on a large overview — 1,000 products, a
// dozen fields each — as the first cost after the REST calls, most of it graphql-js walking the
// selection set again for every object. graphql-jit turns each query into a function once and
// runs that; results are the same (the bff suite and the browser journeys run on it).
//
// Apollo Server 4+ has no `executor` option; its documented way to run operations elsewhere is
// the gateway interface, which this implements for our own schema. Apollo still parses,
// validates (our limits included), runs the plugins and formats errors; only execution moves.
import type { GatewayExecutionResult, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  GraphQLError,
  Kind,
  printSchema,
  typeFromAST,
  valueFromAST,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';

/**
 * graphql-jit reports errors with a class of its own; Apollo (its error codes, formatError,
 * didEncounterErrors) expects graphql-js's GraphQLError with the thrown error as originalError.
 */
function asGraphQLError(
  error: Error & Partial<GraphQLFormattedError>,
  extra: Record<string, unknown> = {},
): GraphQLError {
  // graphql-jit's own errors may pass `instanceof GraphQLError` yet carry no `extensions`, on
  // which Apollo's formatting fails (an anonymous INTERNAL_SERVER_ERROR): rebuilt as well.
  if (error instanceof GraphQLError && error.extensions && Object.keys(extra).length === 0) {
    return error;
  }
  const original = (error as { originalError?: Error }).originalError;
  const converted = new GraphQLError(error.message, {
    path: error.path,
    originalError: original ?? (error instanceof GraphQLError ? undefined : error),
    extensions: { ...error.extensions, ...extra },
  });
  if (error.locations) Object.defineProperty(converted, 'locations', { value: error.locations });
  return converted;
}

function withGraphQLErrors(
  result: GatewayExecutionResult,
  extra: Record<string, unknown> = {},
): GatewayExecutionResult {
  if (!result.errors?.length) return result;
  return { ...result, errors: result.errors.map((error) => asGraphQLError(error, extra)) };
}

/**
 * A compiled query's result. Errors without any `data` come from coercing the variables, before
 * anything ran: the caller's input ('Variable "$limit" got invalid value …'), BAD_USER_INPUT as
 * graphql-js and Apollo report it.
 */
const executionResult = (result: GatewayExecutionResult) =>
  withGraphQLErrors(result, 'data' in result ? {} : { code: 'BAD_USER_INPUT' });

/**
 * The variables with the defaults the operation declares filled in: graphql-jit 0.8 treats a
 * non-null variable with a default (`$limit: Int! = 10`) as required when it is left out, which
 * graphql-js (and the spec) allow.
 */
function withDefaults(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown>,
): Record<string, unknown> {
  const operation = document.definitions.find(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      (operationName === undefined || definition.name?.value === operationName),
  );
  if (operation?.kind !== Kind.OPERATION_DEFINITION) return variables;
  let filled = variables;
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (definition.defaultValue === undefined || filled[name] !== undefined) continue;
    const type = typeFromAST(schema, definition.type);
    if (!type) continue;
    filled = { ...filled, [name]: valueFromAST(definition.defaultValue, type as never) };
  }
  return filled;
}

/** A compiled query, or the errors that kept it from compiling. */
type Compiled = ReturnType<typeof compileQuery<Record<string, unknown>, Record<string, unknown>>>;

export function compiledExecution(schema: GraphQLSchema): GatewayInterface {
  // Kept with the parsed document Apollo's document store hands out for the same query text.
  const compiled = new WeakMap<DocumentNode, Map<string, Compiled>>();
  const compile = (document: DocumentNode, operationName: string | undefined) => {
    let byOperation = compiled.get(document);
    if (!byOperation) compiled.set(document, (byOperation = new Map()));
    const key = operationName ?? '';
    let query = byOperation.get(key);
    if (!query) {
      // Results go out through Apollo's JSON.stringify, not a schema-specific serializer.
      query = compileQuery<Record<string, unknown>, Record<string, unknown>>(
        schema,
        document,
        operationName,
        { customJSONSerializer: false },
      );
      byOperation.set(key, query);
    }
    return query;
  };
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => undefined;
    },
    async load() {
      return {
        executor: async ({ document, operationName, request, context }) => {
          const query = compile(document, operationName ?? undefined);
          if (!isCompiledQuery(query)) return withGraphQLErrors(query as GatewayExecutionResult);
          const variables = withDefaults(
            schema,
            document,
            operationName ?? undefined,
            request.variables ?? {},
          );
          const result = await query.query(undefined, context, variables);
          return executionResult(result as GatewayExecutionResult);
        },
      };
    },
    async stop() {},
  };
}
