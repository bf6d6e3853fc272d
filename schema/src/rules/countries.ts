// The country list of the company form and the server's check (spec §2 'long country list'):
// ISO 3166-1 from the maintained package i18n-iso-countries (pinned exact: a release that
// renames a country, as 7.x renamed Turkey to Türkiye, changes what is stored, so updating it
// is a deliberate change with a data migration, not a side effect of an install).
// Only the English names are read (one JSON file, ~5 kB), not the package's runtime, which in
// Node loads every language.
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

type Names = Record<string, string | string[]>;

const entries = Object.entries(english.countries as Names);

/** What is stored and shown: the package's first (official) English name of each country. */
const officialName = (names: string | string[]) => (Array.isArray(names) ? names[0]! : names);

/** Every country's English name, sorted for a picker (250 names). */
export const COUNTRY_NAMES: readonly string[] = entries
  .map(([, names]) => officialName(names))
  .sort((a, b) => a.localeCompare(b, 'en'));

/**
 * Any English name or alias ('USA', 'united states') → the official name. An alias of two
 * countries ('Congo') names neither: the user must choose.
 */
const byAnyName = new Map<string, string | null>();
for (const [, names] of entries) {
  for (const name of Array.isArray(names) ? names : [names]) {
    const key = name.toLowerCase();
    const known = byAnyName.get(key);
    byAnyName.set(
      key,
      known === undefined || known === officialName(names) ? officialName(names) : null,
    );
  }
}

/** The stored name of a country given by any of its English names in any letter case. */
export function countryName(given: string): string | undefined {
  return byAnyName.get(given.trim().toLowerCase()) ?? undefined;
}
