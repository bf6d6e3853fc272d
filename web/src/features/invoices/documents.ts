// The invoice list (/invoices) and the create-invoice screen (/create-invoice?order={id}).
import { graphql } from '../../gql';

export const InvoiceRowFieldsFragment = graphql(`
  fragment InvoiceRowFields on Invoice {
    id
    kind
    name
    date
    startDate
    endDate
    contactName
    poName
    orderNumber
    purchaseOrderId
    totalAmount
    lines {
      ...InvoiceLineFields
    }
  }
`);

export const InvoiceListQuery = graphql(`
  query InvoiceList($offset: Int!, $limit: Int!, $search: String, $sort: InvoiceSort) {
    invoices(offset: $offset, limit: $limit, search: $search, sort: $sort) {
      items {
        ...InvoiceRowFields
      }
      totalCount
    }
  }
`);

/** The order an invoice is built from: its items and what its invoices already drew on them. */
export const InvoiceOrderQuery = graphql(`
  query InvoiceOrder($id: ID!) {
    purchaseOrder(id: $id) {
      id
      orderNumber
      orderText
      currency
      remainingAmount
      listItems {
        ...OrderListItemFields
      }
      invoices {
        id
        lines {
          id
          listItemId
          amount
        }
      }
    }
  }
`);

export const CreateInvoiceMutation = graphql(`
  mutation CreateInvoice($input: CreateInvoiceInput!) {
    createInvoice(input: $input) {
      invoice {
        id
        name
      }
      purchaseOrder {
        id
        remainingAmount
        invoicedAmount
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** The lists an invoice changes; evicted after a create so they load fresh when shown. */
export const LISTS_AN_INVOICE_CHANGES = [
  'invoices',
  'purchaseOrders',
  'expiringPurchaseOrders',
] as const;
