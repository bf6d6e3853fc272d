// Spec §7: a 401 ends the session. With GraphQL it arrives as an UNAUTHENTICATED error or as an
// HTTP 401. A request that got no response at all (status 0, a TypeError from fetch) does not,
// though the spec says so: the bff serves the app on its own origin, so no answer never hides a
// 401 (the cross-origin case the rule is for); it means the server could not be reached — a
// network drop or a bff restart — and logging out lost the form being filled and could not help
// either (web/README.md 'Session lost'). The request fails with the network text instead.
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

export function isSessionLost(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((item) => item.extensions?.code === 'UNAUTHENTICATED');
  }
  return (ServerError.is(error) || ServerParseError.is(error)) && error.statusCode === 401;
}
