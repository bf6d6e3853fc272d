// The orders domain's public entry: what other domains may use of it (lint: no other file of
// orders/ is imported from outside). The hierarchy lists an entity's orders, requests and
// invoices show an order's list items and their booking path.
export { sortOrders, toOrderListItem, toPurchaseOrder } from './mappers.ts';
export { bookedEntityPath } from './rest.ts';
export type { BookedEntityPath, RestOrder, RestOrderListItem } from './rest.ts';
