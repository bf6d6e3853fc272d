// Dates of the demo data, relative to "today" so that the current year always has figures.
// All calendar arithmetic is in UTC days, the server's calendar (context.ts).

const DAY_MS = 24 * 60 * 60 * 1000;

export const iso = (date: Date) => date.toISOString().slice(0, 10);

export interface DemoCalendar {
  today: string;
  /** The seeding instant (ISO): no seeded event is later than it. */
  now: string;
  year: number;
  /** yyyy-mm-dd of a day in `year + yearOffset`. */
  day(yearOffset: number, month: number, dayOfMonth: number): string;
  /** The last day of a month in `year + yearOffset`. */
  endOfMonth(yearOffset: number, month: number): string;
  /** `today` shifted by whole days. */
  fromToday(days: number): string;
  /** A day of this year no later than today: `preferred`, or today when that is still ahead. */
  pastThisYear(month: number, dayOfMonth: number): string;
  /** The last day of the month a date falls in, but not after today. */
  monthEndUpToToday(date: string): string;
  /** The earlier of two days. */
  earlier(a: string, b: string): string;
  /** The first and last day of the month `offset` months from today's (-1: last month). */
  monthFromToday(offset: number): { start: string; end: string };
}

export function demoCalendar(today: Date): DemoCalendar {
  const year = today.getUTCFullYear();
  const todayIso = iso(today);
  const day = (yearOffset: number, month: number, dayOfMonth: number) =>
    iso(new Date(Date.UTC(year + yearOffset, month - 1, dayOfMonth)));
  const endOfMonth = (yearOffset: number, month: number) =>
    iso(new Date(Date.UTC(year + yearOffset, month, 0)));
  const earlier = (a: string, b: string) => (a < b ? a : b);
  return {
    today: todayIso,
    now: today.toISOString(),
    year,
    day,
    endOfMonth,
    fromToday: (days) => iso(new Date(Date.parse(`${todayIso}T00:00:00Z`) + days * DAY_MS)),
    pastThisYear: (month, dayOfMonth) => earlier(day(0, month, dayOfMonth), todayIso),
    monthEndUpToToday: (date) => {
      const [y, m] = date.split('-').map(Number) as [number, number];
      return earlier(iso(new Date(Date.UTC(y, m, 0))), todayIso);
    },
    earlier,
    monthFromToday: (offset) => {
      const [y, m] = todayIso.split('-').map(Number) as [number, number];
      return {
        start: iso(new Date(Date.UTC(y, m - 1 + offset, 1))),
        end: iso(new Date(Date.UTC(y, m + offset, 0))),
      };
    },
  };
}
