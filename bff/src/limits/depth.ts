// Refuses operations nested deeper than a maximum. Introspection fields (__schema, __type) are not
// counted: introspection has its own switch, and GraphiQL's introspection query is deep by design.
import { Kind, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';
import { LIMIT_CODES, LimitError } from './limit-error.ts';

export function maxDepthRule(maxDepth: number): ValidationRule {
  return (context) => {
    const fragmentDepths = new Map<string, number>();

    function depthOf(selectionSet: SelectionSetNode, visiting: ReadonlySet<string>): number {
      let deepest = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value.startsWith('__')) continue;
          const below = selection.selectionSet ? depthOf(selection.selectionSet, visiting) : 0;
          deepest = Math.max(deepest, 1 + below);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, visiting));
        } else {
          deepest = Math.max(deepest, fragmentDepth(selection.name.value, visiting, context));
        }
      }
      return deepest;
    }

    function fragmentDepth(name: string, visiting: ReadonlySet<string>, ctx: ValidationContext) {
      const known = fragmentDepths.get(name);
      if (known !== undefined) return known;
      const fragment = ctx.getFragment(name);
      // Unknown fragments and cycles are reported by graphql's own rules.
      if (!fragment || visiting.has(name)) return 0;
      const depth = depthOf(fragment.selectionSet, new Set([...visiting, name]));
      fragmentDepths.set(name, depth);
      return depth;
    }

    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new LimitError(
              LIMIT_CODES.depth,
              `The query is nested ${depth} levels deep; at most ${maxDepth} are allowed.`,
              operation,
            ),
          );
        }
      },
    };
  };
}
