// The family overview's query (levels/FamilyLevel), in a module of its own so that the start-up
// can send it (preload.ts) without taking the level's components into the entry chunk. One page
// of families and the summary of all that match (issue 15): what the first screen loads grows
// with the page, not with the organisation.
import { PAGE_SIZE } from '@cost-steering/schema';
import { graphql } from '../../../gql';

export const OverviewFamiliesQuery = graphql(`
  query OverviewFamilies(
    $offset: Int!
    $limit: Int!
    $filter: OverviewFilterInput!
    $sort: OverviewSort!
  ) {
    productFamilyPage(offset: $offset, limit: $limit, filter: $filter, sort: $sort) {
      totalCount
      summary {
        budget
        forecast
        actuals
        availableBudget
        forecastStatus
        actualsStatus
      }
      items {
        ...OverviewFamilyFields
      }
    }
  }
`);

/** Families per page: in the grid rows of four on a wide screen; in the list the lists' sizes. */
export const FAMILIES_PER_PAGE = { grid: [12, 24, 48], list: [PAGE_SIZE, 25, 50] } as const;
