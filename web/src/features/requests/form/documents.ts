// Documents of the create / edit / renew request form (spec §2): the request as the form needs it,
// the reference lists it offers, the entity choices, and the budget impact of the request.
import { graphql } from '../../../gql';

export const RequestFormFields = graphql(`
  fragment RequestFormFields on PurchaseRequest {
    id
    status
    orderText
    startDate
    deliveryDate
    orderAmount
    currency
    openAmount
    companyId
    companyName
    contactName
    contactId
    supplierId
    sbuId
    accountingElement
    comments
    listItems {
      id
      position
      name
      type
      costType
      entityType
      entityId
      resourceName
      quantity
      dailyRate
      amount
      currency
      productName
      projectName
      applicationName
    }
  }
`);

export const RequestForEditQuery = graphql(`
  query RequestForEdit($id: ID!) {
    purchaseRequest(id: $id) {
      ...RequestFormFields
      supersededById
    }
  }
`);

export const RequestReferenceQuery = graphql(`
  query RequestReference {
    currencies {
      id
      rate
    }
    sbus {
      id
      name
    }
    suppliers {
      id
      name
    }
  }
`);

/** The company choices of the form: a page of the server's search, A-Z. */
export const CompanyChoicesQuery = graphql(`
  query RequestCompanyChoices($search: String, $limit: Int!) {
    companies(offset: 0, limit: $limit, search: $search, sort: { field: NAME, direction: ASC }) {
      items {
        id
        name
      }
      totalCount
    }
  }
`);

/** The chosen company's contacts. */
export const CompanyContactsQuery = graphql(`
  query RequestCompanyContacts($companyId: ID!) {
    company(id: $companyId) {
      id
      contacts {
        id
        name
      }
    }
  }
`);

export const RequestFamiliesQuery = graphql(`
  query RequestFamilies {
    productFamilies {
      id
      name
    }
  }
`);

export const RequestFamilyProductsQuery = graphql(`
  query RequestFamilyProducts($familyId: ID!) {
    productFamily(id: $familyId) {
      id
      products {
        id
        name
      }
    }
  }
`);

export const RequestProductEntitiesQuery = graphql(`
  query RequestProductEntities($productId: ID!) {
    product(id: $productId) {
      id
      projects {
        id
        name
      }
      applications {
        id
        name
      }
    }
  }
`);
