// Fragments that several levels of the overview select, so that their objects share one cache
// entry. Projects and applications share one fragment on the BudgetEntity interface (the cache
// knows the interface's possible types: app/apollo/cache.ts).
import { graphql } from '../../../gql';

export const OverviewFamilyFields = graphql(`
  fragment OverviewFamilyFields on ProductFamily {
    id
    name
    owner
    year
    budget
    forecast
    actuals
    availableBudget
    forecastStatus
    actualsStatus
  }
`);

export const ProductRowFields = graphql(`
  fragment ProductRowFields on Product {
    id
    name
    owner
    isPlatform
    budget
    forecast
    actuals
    availableBudget
    forecastStatus
    actualsStatus
    family {
      id
      name
    }
  }
`);

export const ProductCardFields = graphql(`
  fragment ProductCardFields on Product {
    ...ProductRowFields
    platformCost
    region {
      id
      name
    }
    image {
      id
      name
      dataUrl
    }
  }
`);

export const BudgetEntityFields = graphql(`
  fragment BudgetEntityFields on BudgetEntity {
    id
    name
    owner
    currency
    status
    budget
    forecast
    actuals
    platformCost
    forecastStatus
    actualsStatus
  }
`);

export const PurchaseOrderFields = graphql(`
  fragment PurchaseOrderFields on PurchaseOrder {
    id
    orderNumber
    poDate
    orderText
    owner
    ownerName
    contactName
    orderAmountEur
    amountCurrentYear
    remainingAmount
    listItems {
      ...OrderListItemFields
      amountCurrentYear
    }
  }
`);

export const InvoiceFields = graphql(`
  fragment InvoiceFields on Invoice {
    id
    kind
    name
    date
    startDate
    endDate
    purchaseOrderId
    totalAmount
    lines {
      id
      listItemName
      costType
      resourceName
      quantity
      dailyRate
      amount
      currency
    }
  }
`);
