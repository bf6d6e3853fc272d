// One purchase order with all its list items and invoices: the order Details modal of /all-orders,
// /orders-expiration and the overview's product and project/application modals (one component).
import { graphql } from '../../gql';

export const InvoiceLineFieldsFragment = graphql(`
  fragment InvoiceLineFields on InvoiceLine {
    id
    listItemId
    listItemName
    costType
    resourceName
    quantity
    dailyRate
    amount
    currency
    amountEur
  }
`);

export const OrderDetailsFieldsFragment = graphql(`
  fragment OrderDetailsFields on PurchaseOrder {
    id
    orderNumber
    status
    poDate
    deliveryDate
    orderText
    owner
    ownerName
    companyName
    contactName
    supplierName
    sbuName
    orderAmount
    currency
    orderAmountEur
    amountCurrentYear
    amountNextYear
    remainingAmount
    invoicedAmount
    accountingElement
    comments
    listItems {
      ...OrderListItemFields
      amountEur
      amountCurrentYear
      productFamilyName
      productName
      projectName
      applicationName
    }
    invoices {
      id
      kind
      name
      date
      startDate
      endDate
      totalAmount
      lines {
        ...InvoiceLineFields
      }
    }
  }
`);

export const OrderDetailsQuery = graphql(`
  query OrderDetails($id: ID!) {
    purchaseOrder(id: $id) {
      ...OrderDetailsFields
    }
  }
`);
