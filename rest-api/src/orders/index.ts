// What other domains use of orders: one purchase order as the contract shows it (invoices).
export { getOrder, type PurchaseOrder } from './service.ts';
