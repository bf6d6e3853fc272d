// What an invoice's PDF prints (GET /pdf/{invoiceID}/{language}): the invoice, its order and the
// order's parties. Gathered here, in pdf/, so that invoices and orders need not import each other.
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { documentParties, getInvoice } from '../invoices/index.ts';
import { getOrder } from '../orders/index.ts';

/**
 * Everything an invoice document shows (the PDF): the invoice with its lines, its purchase order
 * (with every list item and what remains of it), the order's company and its contact.
 */
export async function invoiceDocument(ctx: AppContext, id: number) {
  const invoice = await getInvoice(ctx, id);
  const [order, parties] = await Promise.all([
    getOrder(ctx, invoice.purchaseorder_id),
    documentParties(ctx.db, invoice.purchaseorder_id),
  ]);
  if (!parties) throw notFound('Purchase order');
  const { company_id, company_name, street, house_number, postal_code, city, country } = parties;
  return {
    invoice,
    order,
    company: {
      id: company_id,
      name: company_name,
      street,
      house_number,
      postal_code,
      city,
      country,
    },
    contact: {
      id: parties.contact_id,
      name: parties.contact_name,
      phone: parties.phone,
      email: parties.email,
    },
  };
}

export type InvoiceDocument = Awaited<ReturnType<typeof invoiceDocument>>;
