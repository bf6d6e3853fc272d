// What a resolved field's query selects below it, read from its resolve info: lets a resolver
// ask for what its children will need at the same time as its own answer, when they depend only
// on its arguments (a prefetch: the very loader load the child's resolver makes next).
import {
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  getDirectiveValues,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';

type Fragments = Record<string, FragmentDefinitionNode>;

/** The fields named `name` directly under `nodes`, through fragments. */
export function childFields(
  nodes: readonly FieldNode[],
  name: string,
  fragments: Fragments,
): FieldNode[] {
  const found: FieldNode[] = [];
  const visit = (selectionSet: SelectionSetNode | undefined, seen: ReadonlySet<string>) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === name) found.push(selection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet, seen);
      } else if (!seen.has(selection.name.value)) {
        const fragment = fragments[selection.name.value];
        visit(fragment?.selectionSet, new Set([...seen, selection.name.value]));
      }
    }
  };
  for (const node of nodes) visit(node.selectionSet, new Set());
  return found;
}

/** Whether `@skip` / `@include` keep a field, with the operation's variables. */
function isIncluded(node: FieldNode, variables: GraphQLResolveInfo['variableValues']): boolean {
  if (getDirectiveValues(GraphQLSkipDirective, node, variables)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if !== false;
}

/**
 * The fields named `name` directly under the resolved field (through fragments too) that their
 * own `@include` / `@skip` keep: what its resolver is about to be asked for.
 */
export function selectedChildren(info: GraphQLResolveInfo, name: string): FieldNode[] {
  return childFields(info.fieldNodes, name, info.fragments).filter((node) =>
    isIncluded(node, info.variableValues),
  );
}

export function selectsChild(info: GraphQLResolveInfo, name: string): boolean {
  return selectedChildren(info, name).length > 0;
}

/** Swallows a prefetch's failure: it is the field's own, given when the field is resolved. */
export const ignorePrefetchFailure = () => undefined;
