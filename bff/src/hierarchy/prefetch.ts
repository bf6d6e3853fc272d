// The overview's lists in one wave: when a query's root shows the whole tree, the lists below it
// do not depend on the ids above, so they are asked for at once instead of level after level
// (families, then products, then projects and applications). The call count stays the same; the
// requests carry no id lists then, and the loaders below pick their rows from these "covering"
// lists.
import {
  Kind,
  print,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';
import type { OverviewFilterInput, ProductFamilyScope } from '../generated/graphql.ts';
import { productQueryOf, type ProductQuery } from './filters.ts';
import type { HierarchyLoaders } from './rest.ts';

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

/** The argument as written (`$filter`, a literal, or absent), to compare two fields' arguments. */
function argumentText(node: FieldNode, name: string): string | null {
  const argument = node.arguments?.find((candidate) => candidate.name.value === name);
  return argument ? print(argument.value) : null;
}

function isUnfiltered(query: ProductQuery): boolean {
  return Object.values(query).every((value) => value === undefined);
}

/** Projects and applications of every product, when the products shown are all of them. */
function prefetchEntities(
  productNodes: readonly FieldNode[],
  loaders: HierarchyLoaders,
  fragments: Fragments,
) {
  if (childFields(productNodes, 'projects', fragments).length > 0) {
    loaders.entities.Project.coverAllProducts();
  }
  if (childFields(productNodes, 'applications', fragments).length > 0) {
    loaders.entities.Application.coverAllProducts();
  }
}

/**
 * `productFamilies(filter) { products(filter) { projects applications } }` over all families
 * (no family chosen):
 * the products of every family are `GET /products` with the filter, asked for at once; with no
 * filter at all, so are every project and application. Nested `products` fields with another
 * filter than the root's get nothing from here (their loads work as usual).
 */
export function prefetchFamilyTree(
  info: GraphQLResolveInfo,
  loaders: HierarchyLoaders,
  scope: ProductFamilyScope,
  filter: OverviewFilterInput | null | undefined,
): void {
  const query = productQueryOf(filter);
  // One chosen family: its products by id are as quick, and a list of them covers no other.
  if (scope !== 'ALL' || !query || query.productfamily !== undefined) return;
  const root = info.fieldNodes[0]!;
  const products = childFields(info.fieldNodes, 'products', info.fragments);
  const sameFilter = (node: FieldNode) =>
    argumentText(node, 'filter') === argumentText(root, 'filter');
  if (products.length === 0 || !products.every(sameFilter)) return;
  loaders.products.coverFamilies(query);
  if (isUnfiltered(query)) prefetchEntities(products, loaders, info.fragments);
}

/** `products { projects applications }` with no filter: every product, so every entity. */
export function prefetchProductTree(
  info: GraphQLResolveInfo,
  loaders: HierarchyLoaders,
  filter: OverviewFilterInput | null | undefined,
): void {
  const query = productQueryOf(filter);
  if (query && isUnfiltered(query)) prefetchEntities(info.fieldNodes, loaders, info.fragments);
}
