// Service accounts only read (issue 14; README 'Service accounts'): a mutation sent with a tool's
// token is refused as a whole before any resolver runs, with FORBIDDEN and HTTP 403. The REST API
// refuses their writes too (rest-api/src/http/service-accounts.ts); this answers earlier and
// the same way for every mutation, also those whose REST call would need no role.
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { TEXTS } from '@cost-steering/schema';
import type { GraphQLContext } from './context.ts';
import { ERROR_CODES } from './errors.ts';

export const serviceAccountsOnlyRead: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue }) {
        if (operation?.operation !== 'mutation' || !contextValue.user.serviceAccount) return;
        throw new GraphQLError(TEXTS.forbidden, {
          extensions: { code: ERROR_CODES.forbidden, http: { status: 403 } },
        });
      },
    };
  },
};
