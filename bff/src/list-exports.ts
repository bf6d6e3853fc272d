// The lists that export to .xlsx (GET /files/export/{name}.xlsx, http/list-export.ts): each
// domain describes its lists' columns beside its resolvers; the names are the web's too.
import { companiesExport } from './companies/export.ts';
import { costUnitsExport } from './costunits/export.ts';
import { overviewExport } from './hierarchy/export.ts';
import type { ListExport } from './http/list-export.ts';
import { invoicesExport } from './invoices/export.ts';
import { notificationsExport } from './notifications/export.ts';
import { expiringOrdersExport, purchaseOrdersExport } from './orders/export.ts';
import { archivedRequestsExport, openRequestsExport } from './requests/export.ts';

export const LIST_EXPORTS: Readonly<Record<string, ListExport>> = Object.freeze({
  'purchase-requests': openRequestsExport,
  archive: archivedRequestsExport,
  'purchase-orders': purchaseOrdersExport,
  'expiring-orders': expiringOrdersExport,
  invoices: invoicesExport,
  companies: companiesExport,
  notifications: notificationsExport,
  'cost-units': costUnitsExport,
  overview: overviewExport,
});
