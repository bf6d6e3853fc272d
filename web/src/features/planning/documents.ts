// The future-budget fields the planning screens show, and the queries they share. Mutations sit
// next to the hooks that use them.
import { graphql } from '../../gql';

export const FutureBudgetFields = graphql(`
  fragment FutureBudgetFields on FutureBudget {
    id
    kind
    status
    entityType
    entityId
    entityName
    owner
    year
    demandId
    demandTitle
    demandedBudget
    proposedBudget
    approvedBudget
    proposedBy
    sender
    description
    created
    comments {
      id
      time
      sender
      message
    }
  }
`);

/** Approved items (overview) or those in review (PROPOSED and DECLINED), one page. */
export const FutureBudgetListQuery = graphql(`
  query FutureBudgetList(
    $status: [FutureBudgetStatus!]
    $offset: Int!
    $limit: Int!
    $search: String
    $sort: FutureBudgetSort
  ) {
    futureBudgets(status: $status, offset: $offset, limit: $limit, search: $search, sort: $sort) {
      items {
        ...FutureBudgetFields
      }
      totalCount
    }
  }
`);

/** The entities a plan can be for, with their owners (the demand form offers the user's own). */
export const PlanningEntitiesQuery = graphql(`
  query PlanningEntities {
    productFamilies {
      id
      name
      owner
    }
    products {
      id
      name
      owner
      projects {
        id
        name
        owner
      }
      applications {
        id
        name
        owner
      }
    }
  }
`);

export const PlanningEntityFiguresQuery = graphql(`
  query PlanningEntityFigures($entityType: PlanningEntityType!, $entityId: ID!) {
    planningEntityFigures(entityType: $entityType, entityId: $entityId) {
      year
      lastYearActuals
      currentYearForecast
    }
  }
`);

export const PlanningPictureQuery = graphql(`
  query PlanningPicture {
    planningPicture {
      year
      rows {
        ...PlanningPictureRowFields
      }
      totals {
        ...PlanningPictureRowFields
      }
    }
  }
  fragment PlanningPictureRowFields on PlanningPictureRow {
    productFamilyId
    productFamilyName
    productId
    productName
    lastYearActuals
    currentYearBudget
    currentYearForecast
    nextYearDemanded
    nextYearProposed
    nextYearApproved
    growth
    hasNextYearBudget
  }
`);
