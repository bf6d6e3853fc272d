// The GraphQL documents of the platform screens. The choices of the allocation form come from
// src/shared/hierarchy-choices; the platform cost is the hierarchy's updatePlatformCost.
import { graphql } from '../../gql';

export const PlatformFieldsFragment = graphql(`
  fragment PlatformFields on Platform {
    id
    name
    owner
    budget
    productCount
  }
`);

export const PlatformProductFieldsFragment = graphql(`
  fragment PlatformProductFields on PlatformProduct {
    id
    name
    owner
    productFamilyId
    productFamilyName
    platformCost
    budget
    consumersForecast
  }
`);

export const PlatformConsumerFieldsFragment = graphql(`
  fragment PlatformConsumerFields on PlatformConsumer {
    id
    kind
    entityId
    name
    owner
    productName
    productFamilyName
    budget
    share
  }
`);

export const PlatformListQuery = graphql(`
  query PlatformList($offset: Int!, $limit: Int!, $search: String, $sort: PlatformSort) {
    platforms(offset: $offset, limit: $limit, search: $search, sort: $sort) {
      items {
        ...PlatformFields
      }
      totalCount
    }
  }
`);

export const PlatformDetailsQuery = graphql(`
  query PlatformDetails($id: ID!) {
    platform(id: $id) {
      ...PlatformFields
      products {
        ...PlatformProductFields
      }
    }
  }
`);

/** A platform product with its consumers, by name (/manage-platform) or id (/platform-consumers). */
export const PlatformProductQuery = graphql(`
  query PlatformProduct($id: ID, $name: String) {
    platformProduct(id: $id, name: $name) {
      ...PlatformProductFields
      consumerProjects {
        ...PlatformConsumerFields
      }
      consumerApplications {
        ...PlatformConsumerFields
      }
    }
  }
`);

export const PlatformFormChoicesQuery = graphql(`
  query PlatformFormChoices {
    users {
      id
      username
    }
    platformProducts {
      id
      name
      productFamilyId
      productFamilyName
    }
  }
`);

/** The projects and applications of a platform's product, for the details table. */
export const PlatformProductEntitiesQuery = graphql(`
  query PlatformProductEntities($id: ID!) {
    product(id: $id) {
      id
      projects {
        id
        name
        owner
        budget
      }
      applications {
        id
        name
        owner
        budget
      }
    }
  }
`);

export const AddPlatformConsumerMutation = graphql(`
  mutation AddPlatformConsumer($input: AddPlatformConsumerInput!) {
    addPlatformConsumer(input: $input) {
      consumer {
        ...PlatformConsumerFields
      }
      platformProduct {
        ...PlatformProductFields
        consumerProjects {
          ...PlatformConsumerFields
        }
        consumerApplications {
          ...PlatformConsumerFields
        }
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const AddProductToPlatformMutation = graphql(`
  mutation AddProductToPlatform($input: AddProductToPlatformInput!) {
    addProductToPlatform(input: $input) {
      platform {
        ...PlatformFields
        products {
          ...PlatformProductFields
        }
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const CreatePlatformMutation = graphql(`
  mutation CreatePlatform($input: CreatePlatformInput!) {
    createPlatform(input: $input) {
      platform {
        ...PlatformFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const UpdatePlatformCostMutation = graphql(`
  mutation UpdatePlatformCostOfPlatform($input: UpdatePlatformCostInput!) {
    updatePlatformCost(input: $input) {
      product {
        id
        platformCost
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);
