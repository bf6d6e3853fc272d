// Spec §4 and §8: a 401 or a request that got no response at all (status 0) ends the session.
// With GraphQL a 401 arrives as an UNAUTHENTICATED error or as an HTTP 401; fetch reports "no
// response" as a TypeError — from the bff, or from the identity provider that could not renew an
// expired token before the request left (app/auth/authSession.ts). The logout keeps the address,
// so the sign-in after it opens the same screen again (signIn.ts).
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

export function isSessionLost(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((item) => item.extensions?.code === 'UNAUTHENTICATED');
  }
  if (ServerError.is(error) || ServerParseError.is(error)) return error.statusCode === 401;
  return error instanceof TypeError;
}
