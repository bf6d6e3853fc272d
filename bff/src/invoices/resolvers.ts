// The invoices domain: the invoice list (one REST page, every invoice with its lines), one invoice
// through the per-request loader, createInvoice (user errors with the REST API's texts on the
// input fields), and the Invoice type — parents are REST invoices (codegen.ts mappers), its
// order through a loader that asks for the orders of all invoices of a page in one call.
import type { MutationResolvers, QueryResolvers, Resolvers } from '../generated/graphql.ts';
import type { GraphQLContext } from '../context.ts';
import { idList, isRestId } from '../keyed.ts';
import type { RestOrder } from '../orders/index.ts';
import { readAfterWrite } from '../read-after-write.ts';
import { urlPart } from '../url-part.ts';
import { write } from '../writes/write.ts';
import { invoiceInputField, toRestInvoiceBody } from './inputs.ts';
import { invoiceFields } from './mappers.ts';
import { invoiceCalls, invoicePage } from './rest.ts';

const query: QueryResolvers<GraphQLContext> = {
  invoices: (_parent, { filter, ...args }, { rest }) =>
    invoicePage(rest, args, {
      purchaseorder: idList('purchaseOrderIds', filter?.purchaseOrderIds),
    }),
  invoice: (_parent, { id }, { loaders }) =>
    isRestId(id.trim()) ? loaders.invoices.byId.load(Number(id.trim())) : null,
};

const mutation: MutationResolvers<GraphQLContext> = {
  createInvoice: async (_parent, { input }, { rest, log }) => {
    const { value, errors } = await write(
      async () => {
        const invoice = await invoiceCalls.create(rest, toRestInvoiceBody(input));
        // The order afresh: its remaining amounts have just changed.
        const order = await readAfterWrite(
          () => rest.getJson<RestOrder>(`/purchaseorders/${urlPart(invoice.purchaseorder_id)}`),
          log,
          `purchase order ${invoice.purchaseorder_id}`,
        );
        return { invoice, order };
      },
      { fields: invoiceInputField },
    );
    return { invoice: value?.invoice ?? null, purchaseOrder: value?.order ?? null, errors };
  },
};

export const invoiceResolvers: Resolvers = {
  Query: query,
  Mutation: mutation,
  Invoice: {
    ...invoiceFields,
    purchaseOrder: (invoice, _args, { loaders }) =>
      loaders.orders.byId.load(invoice.purchaseorder_id),
  },
};
