// The open-requests and archive lists: one row fragment (with list items, so Details and the
// approve modal need no second call) and the two page queries. Operation names are used by the
// action hooks to refetch whichever list is on screen.
import { graphql } from '../../../gql';

export const RequestRowFieldsFragment = graphql(`
  fragment RequestRowFields on PurchaseRequest {
    id
    orderText
    startDate
    deliveryDate
    deliveryWarning
    orderAmount
    currency
    orderAmountEur
    amountCurrentYear
    amountNextYear
    owner
    ownerName
    companyName
    contactName
    supplierName
    sbuName
    buyingUnitName
    accountingElement
    comments
    status
    message
    supersededById
    justification {
      status
      reviewedByName
      comment
      date
    }
    listItems {
      id
      position
      name
      type
      costType
      entityType
      resourceName
      quantity
      dailyRate
      amount
      currency
      amountEur
    }
  }
`);

export const OpenRequestListQuery = graphql(`
  query OpenRequestList($offset: Int!, $limit: Int!, $search: String, $sort: PurchaseRequestSort) {
    purchaseRequests(offset: $offset, limit: $limit, search: $search, sort: $sort) {
      items {
        ...RequestRowFields
      }
      totalCount
    }
  }
`);

export const ArchivedRequestListQuery = graphql(`
  query ArchivedRequestList(
    $offset: Int!
    $limit: Int!
    $search: String
    $sort: PurchaseRequestSort
  ) {
    archivedRequests(offset: $offset, limit: $limit, search: $search, sort: $sort) {
      items {
        ...RequestRowFields
      }
      totalCount
    }
  }
`);

/** The list queries a request mutation refetches (only those on screen are fetched again). */
/** The signed-in user's own Drafts (the server shows a Draft to its owner only). */
export const MyDraftListQuery = graphql(`
  query MyDraftList($offset: Int!, $limit: Int!, $search: String, $sort: PurchaseRequestSort) {
    purchaseRequests(
      offset: $offset
      limit: $limit
      search: $search
      sort: $sort
      filter: { statuses: [DRAFT] }
    ) {
      items {
        ...RequestRowFields
      }
      totalCount
    }
  }
`);

export const REQUEST_LIST_QUERIES = ['OpenRequestList', 'ArchivedRequestList', 'MyDraftList'];
