// The lists that export to .xlsx (GET /files/export/{name}.xlsx, http/list-export.ts): each
// domain describes its lists' columns beside its resolvers; the names are the web's too.
import { costUnitsExport } from './costunits/export.ts';
import type { ListExport } from './http/list-export.ts';
import { expiringOrdersExport, purchaseOrdersExport } from './orders/export.ts';

export const LIST_EXPORTS: Readonly<Record<string, ListExport>> = Object.freeze({
  'purchase-orders': purchaseOrdersExport,
  'expiring-orders': expiringOrdersExport,
  'cost-units': costUnitsExport,
});
