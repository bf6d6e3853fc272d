// Banner text for an unexpected failure of a GraphQL call (spec §8): the permission text for a
// FORBIDDEN error, the network text when the server cannot be reached, else 'Error: <message>'.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { TEXTS } from '@cost-steering/schema';

export function errorBannerText(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    if (error.errors.some((item) => item.extensions?.code === 'FORBIDDEN')) return TEXTS.forbidden;
    if (error.errors.some((item) => item.extensions?.code === 'UPSTREAM_UNAVAILABLE')) {
      return TEXTS.networkError;
    }
    return `Error: ${error.errors[0]?.message ?? 'unexpected server error'}`;
  }
  if (ServerError.is(error) && error.statusCode === 403) return TEXTS.forbidden;
  if (error instanceof TypeError) return TEXTS.networkError;
  return `Error: ${error instanceof Error ? error.message : String(error)}`;
}
