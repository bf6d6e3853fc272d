// Spec §9 date formats. 'Long date with 24-hour time', e.g. 'November 23, 2026 at 08:15'.
const longDateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  hourCycle: 'h23',
});

export function formatLongDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : longDateTime.format(date);
}
