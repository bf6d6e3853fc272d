// The overview's queries at scale, timed by bench:overview and weighed by bench:bff-cpu.

/**
 * Every family with its products and their figures in one query (the fields of the web's
 * OverviewFamilyFields and ProductRowFields): what the web's overview sent before it paged the
 * families and loaded a family's products when opened (issue 15), and what an integrator asks for
 * the whole overview at once. Projects and applications are not part of it.
 */
export const OVERVIEW_QUERY = /* GraphQL */ `
  query BenchOverview($sort: OverviewSort!) {
    productFamilies(filter: {}, sort: $sort) {
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
      products(filter: {}, sort: $sort) {
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
    }
  }
`;

/** The whole tree at once, down to every project and application: what no screen asks for. */
export const WHOLE_TREE_QUERY = /* GraphQL */ `
  query BenchWholeTree($sort: OverviewSort!) {
    productFamilies(sort: $sort) {
      id
      name
      budget
      forecast
      actuals
      products(sort: $sort) {
        id
        name
        budget
        forecast
        actuals
        forecastBreakdown {
          capital {
            total
          }
          expense {
            total
          }
        }
        projects(sort: $sort) {
          id
          name
          budget
          forecast
          actuals
          forecastStatus
        }
        applications(sort: $sort) {
          id
          name
          budget
          forecast
          actuals
          forecastStatus
        }
      }
    }
  }
`;
