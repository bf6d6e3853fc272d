// The createInvoice mutation with its banners (spec §8: 'SUCCESS: Invoice generated!', 'Error
// creating invoice: …') and its cache update: the payload's order updates its remaining amounts
// by id, and the lists an invoice changes are evicted so they load fresh when shown.
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { INVOICE_TEXTS } from '@cost-steering/schema';
import type { CreateInvoiceInput } from '../../gql/graphql';
import { useBanner } from '../../shared/banner/StatusBanner';
import { errorBannerText } from '../../shared/errors/errorText';
import { CreateInvoiceMutation, LISTS_AN_INVOICE_CHANGES } from './documents';

export type CreateInvoiceOutcome =
  | { created: true; invoiceId: string }
  | { created: false; errors: readonly { field?: string | null; message: string }[] };

export function useCreateInvoice() {
  const showBanner = useBanner();
  const [mutate] = useMutation(CreateInvoiceMutation, {
    update(cache, { data }) {
      if (!data?.createInvoice.invoice) return;
      for (const fieldName of LISTS_AN_INVOICE_CHANGES) cache.evict({ fieldName });
      cache.gc();
    },
  });
  return useCallback(
    async (input: CreateInvoiceInput): Promise<CreateInvoiceOutcome> => {
      try {
        const payload = (await mutate({ variables: { input } })).data?.createInvoice;
        const invoice = payload?.invoice;
        if (payload && payload.errors.length === 0 && invoice) {
          showBanner(INVOICE_TEXTS.created);
          return { created: true, invoiceId: invoice.id };
        }
        const errors = payload?.errors ?? [];
        showBanner(
          errors[0] ? INVOICE_TEXTS.createFailed(errors[0].message) : INVOICE_TEXTS.cannotGenerate,
        );
        return { created: false, errors };
      } catch (error) {
        showBanner(INVOICE_TEXTS.createFailed(errorBannerText(error).replace(/^Error: /, '')));
        return { created: false, errors: [] };
      }
    },
    [mutate, showBanner],
  );
}
