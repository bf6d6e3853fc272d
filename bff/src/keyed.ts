// The REST API sends lists keyed by id (`{ "3": {...}, "7": {...} }`); GraphQL lists are arrays.
// The order of a whole list is decided where GraphQL decides it (a sort argument, a mapper's fixed
// order), once; a page keeps the REST API's order (paging.ts). So this does not sort: JSON.parse
// has already put integer keys in ascending order, which is all a stable default needs.

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
