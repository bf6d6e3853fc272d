// The company and contact fields the companies screens show. Queries and mutations sit next to
// the components and hooks that use them.
import { graphql } from '../../gql';

export const ContactFields = graphql(`
  fragment ContactFields on Contact {
    id
    name
    phone
    email
    companyId
  }
`);

export const CompanyFields = graphql(`
  fragment CompanyFields on Company {
    id
    name
    street
    houseNumber
    city
    postalCode
    country
    contacts {
      ...ContactFields
    }
  }
`);

/** The filter panel's options; the Company options are also the contact form's choices. */
export const CompanyFiltersQuery = graphql(`
  query CompanyFilters {
    companyFilters {
      key
      label
      options {
        id
        name
      }
    }
  }
`);
