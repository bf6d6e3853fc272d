// The PurchaseOrder type: parents are REST orders (codegen.ts mappers), one mapper per field.
import type { Resolvers } from '../generated/graphql.ts';
import { purchaseOrderFields } from './mappers.ts';

export const orderResolvers: Resolvers = {
  PurchaseOrder: purchaseOrderFields,
};
