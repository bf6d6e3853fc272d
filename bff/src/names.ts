// How names compare wherever a list is ordered by name: in any letter case, accents counted.
const nameCollator = new Intl.Collator('en', { sensitivity: 'accent' });

export function compareNames(a: string, b: string): number {
  return nameCollator.compare(a, b);
}
