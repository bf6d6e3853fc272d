// GraphQL client: every request carries the current access token; a lost session logs out.
import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { ENDPOINTS } from '../../config';
import type { AuthSession } from '../auth/authSession';
import { createCache } from './cache';
import { isSessionLost } from './sessionLost';

export function createApolloClient(auth: AuthSession): ApolloClient {
  const authLink = new SetContextLink(async (previous) => {
    const token = await auth.getAccessToken();
    return {
      headers: { ...previous.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    };
  });
  const logoutLink = new ErrorLink(({ error }) => {
    if (isSessionLost(error)) auth.logout();
  });
  return new ApolloClient({
    link: ApolloLink.from([logoutLink, authLink, new HttpLink({ uri: ENDPOINTS.graphql })]),
    cache: createCache(),
  });
}
