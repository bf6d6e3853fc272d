// The orders domain: the order list and the expiration list (one REST page each, every order with
// its items), one order through the per-request loader, and the PurchaseOrder type — parents are
// REST orders (codegen.ts mappers), one mapper per plain field, and its invoices through a loader
// that asks for the invoices of all orders of a page in one call.
import type {
  PurchaseOrderFilter,
  PurchaseOrderSort,
  QueryResolvers,
  Resolvers,
} from '../generated/graphql.ts';
import { idList, isRestId } from '../keyed.ts';
import { ignorePrefetchFailure, selectsChild } from '../selection.ts';
import type { GraphQLContext } from '../context.ts';
import { purchaseOrderFields } from './mappers.ts';
import { orderPage, type RestOrderFilters } from './rest.ts';

function restFilters(filter: PurchaseOrderFilter | null | undefined): RestOrderFilters {
  return {
    productfamily: idList('productFamilyIds', filter?.productFamilyIds),
    owner: filter?.owner?.trim() || undefined,
  };
}

/** The SDL's default of expiringPurchaseOrders(sort:). */
const EXPIRING_DEFAULT_SORT: PurchaseOrderSort = { field: 'DELIVERY_DATE', direction: 'ASC' };

const query: QueryResolvers<GraphQLContext> = {
  purchaseOrders: (_parent, { filter, ...args }, { rest }) =>
    orderPage(rest, args, restFilters(filter)),
  // The REST list's own order is the order list's (newest PO date first); a null sort keeps the
  // expiration list's documented default, the soonest delivery date first.
  expiringPurchaseOrders: (_parent, { filter, ...args }, { rest }) =>
    orderPage(
      rest,
      { ...args, sort: args.sort ?? EXPIRING_DEFAULT_SORT },
      { ...restFilters(filter), expiring: 'true' },
    ),
  purchaseOrder: (_parent, { id }, { loaders }, info) => {
    if (!isRestId(id.trim())) return null;
    const orderId = Number(id.trim());
    // Its invoices (Create Invoice's order) depend only on its id: asked for with it.
    if (selectsChild(info, 'invoices'))
      loaders.invoices.ofOrder.load(orderId).catch(ignorePrefetchFailure);
    return loaders.orders.byId.load(orderId);
  },
};

export const orderResolvers: Resolvers = {
  Query: query,
  PurchaseOrder: {
    ...purchaseOrderFields,
    invoices: (order, _args, { loaders }) => loaders.invoices.ofOrder.load(order.id),
  },
};
