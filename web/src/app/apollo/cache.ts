// Cache rules: the signed-in user and the configuration are singletons, so every query that
// selects some of their fields shares one cache entry.
import { InMemoryCache } from '@apollo/client';

export function createCache(): InMemoryCache {
  return new InMemoryCache({
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
