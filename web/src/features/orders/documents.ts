// The purchase-order list (/all-orders) and the expiration list (/orders-expiration): one row
// fragment without list items (the Details modal fetches the whole order), the two page queries
// and the product families the expiration list filters by.
import { graphql } from '../../gql';

export const OrderRowFieldsFragment = graphql(`
  fragment OrderRowFields on PurchaseOrder {
    id
    orderNumber
    orderText
    owner
    ownerName
    companyName
    contactName
    orderAmount
    currency
    orderAmountEur
    amountCurrentYear
    amountNextYear
    remainingAmount
    poDate
    deliveryDate
  }
`);

export const PurchaseOrderListQuery = graphql(`
  query PurchaseOrderList($offset: Int!, $limit: Int!, $search: String, $sort: PurchaseOrderSort) {
    purchaseOrders(offset: $offset, limit: $limit, search: $search, sort: $sort) {
      items {
        ...OrderRowFields
      }
      totalCount
    }
  }
`);

export const ExpiringOrderListQuery = graphql(`
  query ExpiringOrderList(
    $offset: Int!
    $limit: Int!
    $search: String
    $sort: PurchaseOrderSort
    $filter: PurchaseOrderFilter
  ) {
    expiringPurchaseOrders(
      offset: $offset
      limit: $limit
      search: $search
      sort: $sort
      filter: $filter
    ) {
      items {
        ...OrderRowFields
        renewalRequestId
        renewalStatus
      }
      totalCount
    }
  }
`);

export const OrderFamiliesQuery = graphql(`
  query OrderFamilies {
    productFamilies {
      id
      name
    }
  }
`);
