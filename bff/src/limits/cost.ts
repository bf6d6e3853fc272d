// A simple static cost: every field costs 1, and everything selected below a list field counts
// `listSize` times (we cannot know list lengths before running the query, so each list level is
// assumed to hold `listSize` items). Introspection fields are free, like in the depth rule.
// The same computation refuses costly operations (maxCostRule) and reports the cost of each
// operation in the response's extensions (cost-report.ts).
import {
  Kind,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
import { LIMIT_CODES, LimitError } from './limit-error.ts';

export interface CostOptions {
  maxCost: number;
  listSize: number;
}

/** The static cost of one operation; unknown fragments and fragment cycles count 0. */
export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragmentOf: (name: string) => FragmentDefinitionNode | undefined | null,
  listSize: number,
): number {
  const fragmentCosts = new Map<string, number>();

  function costOf(
    selectionSet: SelectionSetNode,
    parent: GraphQLNamedType | undefined,
    visiting: ReadonlySet<string>,
  ): number {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        const field =
          isObjectType(parent) || isInterfaceType(parent)
            ? parent.getFields()[selection.name.value]
            : undefined;
        const multiplier = field && isListType(getNullableType(field.type)) ? listSize : 1;
        const below = selection.selectionSet
          ? costOf(selection.selectionSet, field && getNamedType(field.type), visiting)
          : 0;
        cost += 1 + multiplier * below;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const typeName = selection.typeCondition?.name.value;
        cost += costOf(
          selection.selectionSet,
          typeName ? (schema.getType(typeName) ?? undefined) : parent,
          visiting,
        );
      } else {
        cost += fragmentCost(selection.name.value, visiting);
      }
    }
    return cost;
  }

  function fragmentCost(name: string, visiting: ReadonlySet<string>): number {
    const known = fragmentCosts.get(name);
    if (known !== undefined) return known;
    const fragment = fragmentOf(name);
    if (!fragment || visiting.has(name)) return 0;
    const type = schema.getType(fragment.typeCondition.name.value) ?? undefined;
    const cost = costOf(fragment.selectionSet, type, new Set([...visiting, name]));
    fragmentCosts.set(name, cost);
    return cost;
  }

  const root =
    operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  return costOf(operation.selectionSet, root ?? undefined, new Set());
}

export function maxCostRule({ maxCost, listSize }: CostOptions): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const cost = operationCost(
        context.getSchema(),
        operation,
        (name) => context.getFragment(name),
        listSize,
      );
      if (cost > maxCost) {
        context.reportError(
          new LimitError(
            LIMIT_CODES.cost,
            `The query would cost ${cost}; at most ${maxCost} is allowed. Select fewer fields or lists.`,
            operation,
          ),
        );
      }
    },
  });
}
