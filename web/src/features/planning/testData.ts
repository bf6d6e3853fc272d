// Future budgets and the mocks of the planning queries, for this feature's tests.
import type { FutureBudgetFieldsFragment } from '../../gql/graphql';
import { FutureBudgetListQuery, PlanningEntitiesQuery } from './documents';

type Comment = FutureBudgetFieldsFragment['comments'][number] & {
  __typename?: 'FutureBudgetComment';
};

export function plan(
  id: number,
  more: Partial<Omit<FutureBudgetFieldsFragment, 'comments'>> & { comments?: Comment[] } = {},
) {
  return {
    __typename: 'FutureBudget' as const,
    id: String(id),
    kind: 'PROPOSAL' as const,
    status: 'PROPOSED' as const,
    entityType: 'PRODUCT' as const,
    entityId: '4',
    entityName: `Product ${id}`,
    owner: 'pfm',
    year: 2027,
    demandId: null,
    demandTitle: null,
    demandedBudget: null,
    proposedBudget: '1000.00',
    approvedBudget: null,
    proposedBy: 'controller',
    sender: 'controller',
    description: null,
    created: '2026-11-20T09:00:00.000Z',
    comments: [] as Comment[],
    ...more,
  };
}

export function listMock(
  status: string[],
  items: ReturnType<typeof plan>[],
  sort = { field: 'CREATED', direction: 'DESC' },
) {
  return {
    request: {
      query: FutureBudgetListQuery,
      variables: { status, offset: 0, limit: 10, search: null, sort },
    },
    result: {
      data: {
        futureBudgets: { __typename: 'FutureBudgetPage', items, totalCount: items.length },
      },
    },
    maxUsageCount: 10,
  };
}

export const entitiesMock = {
  request: { query: PlanningEntitiesQuery },
  result: {
    data: {
      productFamilies: [
        { __typename: 'ProductFamily', id: '1', name: 'Workplace', owner: 'controller' },
      ],
      products: [
        {
          __typename: 'Product',
          id: '4',
          name: 'ERP Core',
          owner: 'pfm',
          projects: [{ __typename: 'Project', id: '7', name: 'ERP Upgrade', owner: 'pfm' }],
          applications: [],
        },
        {
          __typename: 'Product',
          id: '5',
          name: 'CRM Suite',
          owner: 'requester',
          projects: [],
          applications: [],
        },
      ],
    },
  },
  maxUsageCount: 10,
};
