// Ids and names go into the REST API's paths and queries. encodeURIComponent throws on a lone
// surrogate half (a GraphQL String may hold one): that answered INTERNAL. Such a half is replaced
// by U+FFFD first (wellFormed), so the REST API receives a value it refuses or does not find.
// NUL stays (%00): the REST API refuses it with a message naming the field.
import { wellFormed } from '@cost-steering/schema';

/** `value` as one URL path segment or query value. */
export function urlPart(value: string | number): string {
  return encodeURIComponent(wellFormed(String(value)));
}
