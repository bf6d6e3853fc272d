// The REST API sends lists keyed by id (`{ "3": {...}, "7": {...} }`); GraphQL lists are arrays.

/** The values of a keyed list in ascending id order; a missing or malformed list is empty. */
export function valuesById<T extends { id: number | string }>(
  keyed: Record<string, T> | null | undefined,
): T[] {
  if (!keyed || typeof keyed !== 'object') return [];
  return Object.values(keyed).sort((a, b) => compareIds(a.id, b.id));
}

function compareIds(a: number | string, b: number | string): number {
  const numeric = Number(a) - Number(b);
  return Number.isNaN(numeric) ? String(a).localeCompare(String(b)) : numeric;
}

/** REST ids are positive integers; any other GraphQL ID cannot name a REST entity. */
export function isRestId(id: string): boolean {
  return /^[1-9]\d{0,15}$/.test(id);
}
