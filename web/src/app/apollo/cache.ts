// Cache rules: the signed-in user and the configuration are singletons, so every query that
// selects some of their fields shares one cache entry. The interfaces' possible types let a
// fragment on an interface (BudgetEntityFields) match its concrete objects.
import { InMemoryCache, type PossibleTypesMap } from '@apollo/client';

/** Each interface of the schema with the types that implement it (cache.test.ts checks the list). */
export const POSSIBLE_TYPES: PossibleTypesMap = {
  BudgetEntity: ['Project', 'Application'],
  Page: [
    'CompanyPage',
    'ContactPage',
    'CostUnitPage',
    'FutureBudgetPage',
    'InvoicePage',
    'NotificationPage',
    'PlatformPage',
    'ProductFamilyPage',
    'PurchaseOrderPage',
    'PurchaseRequestPage',
  ],
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: POSSIBLE_TYPES,
    typePolicies: {
      Me: { keyFields: [] },
      Configuration: { keyFields: [] },
      ThemeColors: { merge: true },
      NotificationPage: { keyFields: false },
      CompanyPage: { keyFields: false },
      ContactPage: { keyFields: false },
    },
  });
}
