// The hierarchy's lists in one wave: what a query shows below a family, a product or a project
// does not depend on the REST answer above it, so it is asked for at once instead of level after
// level. For the whole tree (families, then products, then projects and applications) the call
// count stays the same, the requests carry no id lists, and the loaders below pick their rows
// from these "covering" lists; below one entity asked for by id, its lists go out with it.
import {
  getArgumentValues,
  isObjectType,
  print,
  type FieldNode,
  type GraphQLResolveInfo,
} from 'graphql';
import type { Loaders } from '../context.ts';
import type { OverviewFilterInput, ProductFamilyScope } from '../generated/graphql.ts';
import { isRestId } from '../keyed.ts';
import { bookedEntityPath } from '../orders/index.ts';
import {
  childFields,
  ignorePrefetchFailure,
  selectedChildren,
  selectsChild,
} from '../selection.ts';
import { productQueryOf, type ProductQuery } from './filters.ts';
import { productsOfFamily } from './overview.ts';
import type { HierarchyLoaders } from './rest.ts';

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
  fragments: GraphQLResolveInfo['fragments'],
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

/**
 * `productFamily(id) { products(filter) }` (a family opened on the overview): the family's
 * products do not depend on the family's answer, so they are asked for with it, not after it —
 * the same load the `products` field makes next, which then finds it under way. An id that
 * cannot name a family, `products` left out by `@include` / `@skip`, or asked for twice (with
 * arguments that may differ), gets nothing from here.
 */
export function prefetchFamilyProducts(
  info: GraphQLResolveInfo,
  loaders: HierarchyLoaders,
  familyId: string,
): void {
  const nodes = selectedChildren(info, 'products');
  const family = info.schema.getType('ProductFamily');
  if (nodes.length !== 1 || !isRestId(familyId) || !isObjectType(family)) return;
  const { filter } = getArgumentValues(
    family.getFields().products!,
    nodes[0]!,
    info.variableValues,
  ) as { filter?: OverviewFilterInput | null };
  // An unknown family's products are never resolved: their failure then concerns no one.
  productsOfFamily(loaders, Number(familyId), filter).catch(ignorePrefetchFailure);
}

/**
 * An order-bearing entity's details (`product(id)`, `project(id)`, `application(id)` with
 * `purchaseOrders` / `invoices`, the details modals): the lists are asked for with the entity,
 * not after it — the loads its fields make next.
 */
function prefetchBooked(
  info: GraphQLResolveInfo,
  loaders: Loaders,
  collection: '/products' | '/projects' | '/applications',
  id: string,
): void {
  const path = bookedEntityPath(collection, Number(id));
  if (selectsChild(info, 'purchaseOrders'))
    loaders.orders.ofEntity.load(path).catch(ignorePrefetchFailure);
  if (selectsChild(info, 'invoices'))
    loaders.invoices.ofEntity.load(path).catch(ignorePrefetchFailure);
}

/**
 * `product(id) { projects applications purchaseOrders invoices }` (a product row expanded on the
 * overview, its details): what hangs below it depends only on its id, so it is asked for with
 * the product. An id that cannot name a product asks for nothing.
 */
export function prefetchProductRelations(
  info: GraphQLResolveInfo,
  loaders: Loaders,
  productId: string,
): void {
  if (!isRestId(productId)) return;
  const { Project, Application } = loaders.hierarchy.entities;
  if (selectsChild(info, 'projects'))
    Project.ofProducts.load(productId).catch(ignorePrefetchFailure);
  if (selectsChild(info, 'applications'))
    Application.ofProducts.load(productId).catch(ignorePrefetchFailure);
  prefetchBooked(info, loaders, '/products', productId);
}

/** `project(id)` / `application(id)` with its orders or invoices (its details modal). */
export function prefetchEntityRelations(
  info: GraphQLResolveInfo,
  loaders: Loaders,
  collection: '/projects' | '/applications',
  id: string,
): void {
  if (isRestId(id)) prefetchBooked(info, loaders, collection, id);
}
