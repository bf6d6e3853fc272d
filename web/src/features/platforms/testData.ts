// Platforms, platform products, consumers and the mocks of their queries, for this feature's tests.
import type {
  PlatformConsumerFieldsFragment,
  PlatformProductFieldsFragment,
} from '../../gql/graphql';
import { PlatformFormChoicesQuery, PlatformProductQuery } from './documents';

export function consumer(
  id: number,
  kind: 'PROJECT' | 'APPLICATION',
  more: Partial<PlatformConsumerFieldsFragment> = {},
) {
  return {
    __typename: 'PlatformConsumer' as const,
    id: String(id),
    kind,
    entityId: String(100 + id),
    name: `Consumer ${id}`,
    owner: 'pfm',
    productName: 'Shop',
    productFamilyName: 'Retail',
    budget: '300.00',
    share: '33.33',
    ...more,
  };
}

type Consumers = ReturnType<typeof consumer>[];

export function platformProduct(
  more: Partial<PlatformProductFieldsFragment> & {
    consumerProjects?: Consumers;
    consumerApplications?: Consumers;
  } = {},
) {
  return {
    __typename: 'PlatformProduct' as const,
    id: '13',
    name: 'Kubernetes',
    owner: 'controller',
    productFamilyId: '4',
    productFamilyName: 'Shared Platform Services',
    platformCost: '100.00',
    budget: '0.00',
    consumersForecast: '100.00',
    consumerProjects: [] as Consumers,
    consumerApplications: [] as Consumers,
    ...more,
  };
}

export function productMock(
  variables: { id?: string; name?: string },
  product: ReturnType<typeof platformProduct> | null,
) {
  return {
    request: { query: PlatformProductQuery, variables },
    result: { data: { platformProduct: product } },
    maxUsageCount: 10,
  };
}

export const choicesMock = {
  request: { query: PlatformFormChoicesQuery },
  result: {
    data: {
      users: ['controller', 'pfm'].map((username, index) => ({
        __typename: 'User' as const,
        id: String(index + 1),
        username,
      })),
      platformProducts: [
        {
          __typename: 'PlatformProduct' as const,
          id: '13',
          name: 'Kubernetes',
          productFamilyId: '4',
          productFamilyName: 'Shared Platform Services',
        },
      ],
    },
  },
  maxUsageCount: 10,
};
