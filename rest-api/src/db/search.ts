// The search of a list screen (DESIGN.md §4 'Lists that grow'): case-insensitive 'contains' on the
// screen's search text, served by a trigram index on the same expression (migration 0005).
import { sql, type RawBuilder } from 'kysely';

/** A LIKE pattern matching `term` anywhere, with its own %, _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `expression ILIKE '%term%'`; the expression must be the indexed one, written the same way. */
export function contains(expression: RawBuilder<unknown>, term: string): RawBuilder<boolean> {
  return sql<boolean>`${expression} ilike ${containsPattern(term)}`;
}
