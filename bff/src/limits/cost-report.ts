// Reports the static cost of every operation in the response, `extensions.cost = { requested,
// limit }`, so that a tool sees how close it comes to the limit before it is refused. Refused
// operations (QUERY_TOO_COSTLY and other validation errors) carry it too; a request that does not
// parse, or names no operation the document holds, has nothing to cost and gets none.
import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type DocumentNode, type FragmentDefinitionNode, type GraphQLSchema } from 'graphql';
import { operationCost, type CostOptions } from './cost.ts';

export interface CostReport {
  /** The static cost of the operation that was run (or refused). */
  requested: number;
  /** The most an operation may cost. */
  limit: number;
}

export function costOfRequest(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  listSize: number,
): number | undefined {
  const operations = document.definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((candidate) => candidate.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation) return undefined;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  }
  return operationCost(schema, operation, (name) => fragments.get(name), listSize);
}

export function costReportPlugin<Context extends object>({
  maxCost,
  listSize,
}: CostOptions): ApolloServerPlugin<Context> {
  // Apollo hands the same parsed document to every request of the same query text (its document
  // store), so each operation's cost is computed once, not walked again on every request.
  const costs = new WeakMap<DocumentNode, Map<string, number | undefined>>();
  const costOf = (schema: GraphQLSchema, document: DocumentNode, name?: string | null) => {
    let known = costs.get(document);
    if (!known) costs.set(document, (known = new Map()));
    const key = name ?? '';
    if (!known.has(key)) known.set(key, costOfRequest(schema, document, name, listSize));
    return known.get(key);
  };
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ document, schema, request, response }) {
          if (!document || response.body.kind !== 'single') return;
          const requested = costOf(schema, document, request.operationName);
          if (requested === undefined) return;
          const cost: CostReport = { requested, limit: maxCost };
          response.body.singleResult.extensions = {
            ...response.body.singleResult.extensions,
            cost,
          };
        },
      };
    },
  };
}
