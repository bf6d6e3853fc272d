// Spec §9 'long English date' for calendar dates (yyyy-mm-dd), e.g. 'November 23, 2026'. A date
// has no time zone: it is read and shown in UTC so that no zone moves it to the day before.
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function formatLongDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : longDate.format(date);
}

/**
 * Today as the REST API counts it — the UTC day (rest-api/README.md 'Calendar') — for the date
 * fields whose minimum is today. The browser's own day would differ from it for a few hours each
 * day: west of UTC in the evening a form would offer a date the server then refuses.
 */
export function serverToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
