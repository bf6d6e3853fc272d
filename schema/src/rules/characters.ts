// Text lengths as a user counts characters: Unicode code points, as PostgreSQL's char_length
// does. JavaScript's .length and .slice count UTF-16 units, so an emoji counts 2 and a cut can
// halve it, leaving an unpaired surrogate that shows as '�'.

/** The number of characters (code points) of `text`. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** `text` cut to its first `count` characters (code points), never inside one. */
export function firstCharacters(text: string, count: number): string {
  return Array.from(text).slice(0, count).join('');
}
