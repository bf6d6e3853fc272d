// The family overview's query (levels/FamilyLevel), in a module of its own so that the start-up
// can send it (preload.ts) without taking the level's components into the entry chunk.
import { graphql } from '../../../gql';

export const OverviewFamiliesQuery = graphql(`
  query OverviewFamilies($filter: OverviewFilterInput!, $sort: OverviewSort!) {
    productFamilies(filter: $filter, sort: $sort) {
      ...OverviewFamilyFields
    }
  }
`);
