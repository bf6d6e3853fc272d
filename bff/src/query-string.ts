// The query string of a REST call, for every domain's rest.ts.
import { urlPart } from './url-part.ts';

/**
 * `?a=1&b=x` in a stable order (equal filters give equal strings, so loaders share them), commas
 * kept readable since the REST API takes comma-separated ids.
 */
export function toQueryString(params: Record<string, string | undefined>): string {
  const pairs = Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${urlPart(value).replaceAll('%2C', ',')}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}
