// The cost-unit fields the screens show, and the queries and mutations of the cost-unit screens
// (schema/graphql/costunits.graphql).
import { graphql } from '../../gql';

export const CostUnitAllocationFields = graphql(`
  fragment CostUnitAllocationFields on CostUnitAllocation {
    id
    costUnitId
    productId
    productName
    imageId
    fraction
    percent
    productPercent
    unallocatedPercent
    productBudget
    productForecast
    productActuals
    budget
    forecast
    actuals
  }
`);

export const CostUnitFields = graphql(`
  fragment CostUnitFields on CostUnit {
    id
    name
    manager
    status
    statusDate
    budget
    forecast
    actuals
    allocations {
      ...CostUnitAllocationFields
    }
  }
`);

export const CostUnitsQuery = graphql(`
  query CostUnits($offset: Int!, $limit: Int!, $filter: CostUnitFilterInput) {
    costUnits(offset: $offset, limit: $limit, filter: $filter) {
      items {
        ...CostUnitFields
      }
      totalCount
    }
  }
`);

export const CostUnitFiltersQuery = graphql(`
  query CostUnitFilters {
    costUnitFilters {
      key
      label
      options {
        id
        name
      }
    }
  }
`);

export const CostUnitByNameQuery = graphql(`
  query CostUnitByName($name: String!) {
    costUnitByName(name: $name) {
      ...CostUnitFields
    }
  }
`);

/** A breakdown's cells with their totals (the showback's three rows of figures). */
export const ShowbackBreakdownFields = graphql(`
  fragment ShowbackBreakdownFields on CostBreakdown {
    total
    capital {
      ...CostTypeTotalsFields
    }
    expense {
      ...CostTypeTotalsFields
    }
  }

  fragment CostTypeTotalsFields on CostTypeAmounts {
    infrastructure
    maintenance
    enhancement
    total
  }
`);

export const ShowbackFiguresFields = graphql(`
  fragment ShowbackFiguresFields on ShowbackFigures {
    budgetTotal
    undefinedBudget
    budget {
      ...ShowbackBreakdownFields
    }
    forecast {
      ...ShowbackBreakdownFields
    }
    actuals {
      ...ShowbackBreakdownFields
    }
  }
`);

export const CostUnitShowbackQuery = graphql(`
  query CostUnitShowback($id: ID!) {
    costUnit(id: $id) {
      id
      showback {
        year
        csvPath
        figures {
          ...ShowbackFiguresFields
        }
        products {
          allocation {
            ...CostUnitAllocationFields
          }
          allocated {
            ...ShowbackFiguresFields
          }
        }
      }
    }
  }
`);

export const ProductCostUnitAllocationQuery = graphql(`
  query ProductCostUnitAllocation($productId: ID!) {
    productCostUnitAllocation(productId: $productId) {
      productId
      totalPercent
      costUnits {
        costUnitId
        costUnitName
        status
        percent
        fraction
      }
    }
  }
`);

export const RemainingPercentageQuery = graphql(`
  query RemainingPercentage($productId: ID!, $costUnitId: ID!) {
    remainingPercentage(productId: $productId, costUnitId: $costUnitId)
  }
`);

export const CreateCostUnitMutation = graphql(`
  mutation CreateCostUnit($input: CreateCostUnitInput!) {
    createCostUnit(input: $input) {
      costUnit {
        ...CostUnitFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const UpdateCostUnitMutation = graphql(`
  mutation UpdateCostUnit($input: UpdateCostUnitInput!) {
    updateCostUnit(input: $input) {
      costUnit {
        ...CostUnitFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const AllocateProductMutation = graphql(`
  mutation AllocateProductToCostUnit($input: CostUnitAllocationInput!) {
    allocateProductToCostUnit(input: $input) {
      costUnit {
        ...CostUnitFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const SetPercentageMutation = graphql(`
  mutation SetCostUnitPercentage($input: CostUnitAllocationInput!) {
    setCostUnitPercentage(input: $input) {
      costUnit {
        ...CostUnitFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const RemoveProductMutation = graphql(`
  mutation RemoveProductFromCostUnit($input: RemoveCostUnitProductInput!) {
    removeProductFromCostUnit(input: $input) {
      costUnit {
        ...CostUnitFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** The allocation form's choices: families, then the products of the chosen one. */
export const AllocationFamilyChoicesQuery = graphql(`
  query AllocationFamilyChoices {
    productFamilies {
      id
      name
    }
  }
`);

export const AllocationProductChoicesQuery = graphql(`
  query AllocationProductChoices($familyId: ID!) {
    productFamily(id: $familyId) {
      id
      products {
        id
        name
        isPlatform
      }
    }
  }
`);

/** The users the create form offers as manager. */
export const ManagerChoicesQuery = graphql(`
  query CostUnitManagerChoices {
    users {
      id
      username
    }
  }
`);
