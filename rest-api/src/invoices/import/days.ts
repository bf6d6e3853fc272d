// A day as written in a spreadsheet (CONTRACT.md 'Invoice import', 'Dates'): yyyy-mm-dd,
// dd.mm.yyyy, d.m.yyyy, dd.mm.yy (a trailing '.' allowed, as Croatian dates end) — or an Excel date
// cell, which xlsx-sheet.ts has made yyyy-mm-dd already.

/**
 * '2026-03-10', '10.03.2026', '10.3.2026.', '10.03.26' → '2026-03-10'; 'invalid' for a
 * date-shaped text that is no day (31.02.2026); null for anything else. A two-digit year is
 * 20yy: the only century dates may lie in (DATE_YEARS, 2000–2099).
 */
export function readDay(raw: string): string | 'invalid' | null {
  const text = raw.trim();
  let parts: [string, string, string] | null = null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})\.?$/.exec(text);
  if (iso) parts = [iso[1]!, iso[2]!, iso[3]!];
  else if (dotted)
    parts = [dotted[3]!.length === 2 ? `20${dotted[3]}` : dotted[3]!, dotted[2]!, dotted[1]!];
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return 'invalid';
  }
  return date.toISOString().slice(0, 10);
}

/** yyyy-mm-dd → dd.mm.yyyy, for a message. */
export const officeDay = (day: string) => day.split('-').reverse().join('.');
