// The REST API sends lists keyed by id (`{ "3": {...}, "7": {...} }`); GraphQL lists are arrays.
// The order of a whole list is decided where GraphQL decides it (a sort argument, a mapper's fixed
// order), once; a page keeps the REST API's order (paging.ts). So this does not sort: JSON.parse
// has already put integer keys in ascending order, which is all a stable default needs.

import { badUserInput } from './errors.ts';

/** The values of a keyed list (ascending integer ids); a missing or malformed list is empty. */
export function valuesById<T extends { id: number | string }>(
  keyed: Record<string, T> | null | undefined,
): T[] {
  if (!keyed || typeof keyed !== 'object') return [];
  return Object.values(keyed);
}

/** REST ids are positive integers; any other GraphQL ID cannot name a REST entity. */
export function isRestId(id: string): boolean {
  return /^[1-9]\d{0,15}$/.test(id);
}

/**
 * A list filter's ids (`filter.productFamilyIds` …), refused before any call when one cannot be a
 * REST id: a filter that dropped it would widen the list, one that sent it would get the REST
 * API's refusal under the REST parameter's name. An id that could be one but names no entity
 * matches nothing, as the REST API answers.
 */
export function idList(name: string, ids: readonly string[] | null | undefined) {
  if (!ids || ids.length === 0) return undefined;
  const trimmed = ids.map((id) => id.trim());
  if (!trimmed.every(isRestId))
    throw badUserInput(`${name} must hold ids: positive whole numbers.`);
  return trimmed.join(',');
}

/** A list filter's one id (`filter.companyId`), checked as idList's; blank is not chosen. */
export function filterId(name: string, id: string | null | undefined) {
  const trimmed = id?.trim();
  if (!trimmed) return undefined;
  if (!isRestId(trimmed)) throw badUserInput(`${name} must be an id: a positive whole number.`);
  return trimmed;
}
