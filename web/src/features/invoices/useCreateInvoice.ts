// The createInvoice mutation with its banners (spec §8: 'SUCCESS: Invoice generated!', 'Error
// creating invoice: …') and its cache update: the payload's order updates its remaining amounts
// by id, and the lists an invoice changes are evicted so they load fresh when shown.
import { useCallback } from 'react';
import type { ApolloCache } from '@apollo/client';
import { INVOICE_TEXTS } from '@cost-steering/schema';
import type { CreateInvoiceInput, CreateInvoiceMutation as Data } from '../../gql/graphql';
import { errorReason } from '../../shared/errors/errorText';
import { useWrite, type UserError, type Write } from '../../shared/writes/useWrite';
import { CreateInvoiceMutation, LISTS_AN_INVOICE_CHANGES } from './documents';

export type CreateInvoiceOutcome =
  { created: true; invoiceId: string } | { created: false; errors: readonly UserError[] };

const CREATE_INVOICE: Write<Data, Data['createInvoice'], string> = {
  payload: (data) => data.createInvoice,
  done: (payload) => (payload.errors.length === 0 ? payload.invoice?.id : null),
  success: INVOICE_TEXTS.created,
  refused: (_rest, all) =>
    all[0] ? INVOICE_TEXTS.createFailed(all[0].message) : INVOICE_TEXTS.cannotGenerate,
  failed: (error) => INVOICE_TEXTS.createFailed(errorReason(error)),
};

const OPTIONS = {
  update(cache: ApolloCache, { data }: { data?: Data | null }) {
    if (!data?.createInvoice.invoice) return;
    for (const fieldName of LISTS_AN_INVOICE_CHANGES) cache.evict({ fieldName });
    cache.gc();
  },
};

export function useCreateInvoice() {
  const write = useWrite(CreateInvoiceMutation, CREATE_INVOICE, OPTIONS);
  return useCallback(
    async (input: CreateInvoiceInput): Promise<CreateInvoiceOutcome> => {
      const outcome = await write({ input });
      if (outcome.status === 'done') return { created: true, invoiceId: outcome.done };
      return { created: false, errors: outcome.status === 'refused' ? outcome.errors : [] };
    },
    [write],
  );
}
