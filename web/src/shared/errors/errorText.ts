// Banner text for an unexpected failure of a GraphQL call (spec §8): the permission text for a
// FORBIDDEN error, the network text when the server cannot be reached, else 'Error: <message>'.
// The one place the web writes the 'Error: ' prefix.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { TEXTS } from '@cost-steering/schema';

const PREFIX = 'Error: ';

/** 'Error: <message>' — unless the message already is a spec text that begins with 'Error'. */
export function errorText(message: string): string {
  return message.startsWith('Error') ? message : `${PREFIX}${message}`;
}

export function errorBannerText(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    if (error.errors.some((item) => item.extensions?.code === 'FORBIDDEN')) return TEXTS.forbidden;
    if (error.errors.some((item) => item.extensions?.code === 'UPSTREAM_UNAVAILABLE')) {
      return TEXTS.networkError;
    }
    return `${PREFIX}${error.errors[0]?.message ?? 'unexpected server error'}`;
  }
  if (ServerError.is(error) && error.statusCode === 403) return TEXTS.forbidden;
  if (error instanceof TypeError) return TEXTS.networkError;
  return `${PREFIX}${error instanceof Error ? error.message : String(error)}`;
}

/** The banner text of an unexpected failure without its 'Error: ', for a spec text around it. */
export function errorReason(error: unknown): string {
  const text = errorBannerText(error);
  return text.startsWith(PREFIX) ? text.slice(PREFIX.length) : text;
}
