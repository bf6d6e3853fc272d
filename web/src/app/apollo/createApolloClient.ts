// GraphQL client: every request carries the current access token; a lost session logs out.
import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { ENDPOINTS } from '../../config';
import type { AuthSession } from '../auth/authSession';
import { createCache } from './cache';
import { firstWaveLink } from './firstWaveLink';
import { isSessionLost } from './sessionLost';

/** `startUrl`: the path and query the app started at, for the first screen's early queries. */
export function createApolloClient(auth: AuthSession, startUrl?: string): ApolloClient {
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
    link: ApolloLink.from([
      logoutLink,
      authLink,
      ...(startUrl === undefined ? [] : [firstWaveLink(startUrl, window.sessionStorage)]),
      new HttpLink({ uri: ENDPOINTS.graphql }),
    ]),
    cache: createCache(),
  });
}
