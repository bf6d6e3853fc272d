// The Invoice type: parents are REST invoices (codegen.ts mappers), one mapper per field.
import type { Resolvers } from '../generated/graphql.ts';
import { invoiceFields } from './mappers.ts';

export const invoiceResolvers: Resolvers = {
  Invoice: invoiceFields,
};
