import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { activityPage } from './repository.ts';

const PAGE = 1000;

/** Values joined as `key=value; key=value` for the summary column. */
export function summarize(values: Record<string, string | number | null | undefined>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${value ?? ''}`)
    .join('; ');
}

// Tabs and line breaks separate fields and lines of the text format; inside a field they become
// spaces so that every write stays exactly one line.
const field = (value: string) => value.replace(/[\t\r\n]+/g, ' ');

/** Writes the whole log as text lines, oldest first, page by page. */
export async function writeActivityLog(
  db: Kysely<Database>,
  write: (chunk: string) => void,
): Promise<void> {
  let afterId = 0;
  for (;;) {
    const rows = await activityPage(db, afterId, PAGE);
    if (rows.length === 0) return;
    write(
      rows
        .map((row) =>
          [
            row.at.toISOString(),
            row.username,
            row.action,
            row.entity,
            row.entity_id ?? '',
            row.summary,
          ]
            .map(field)
            .join('\t'),
        )
        .join('\n') + '\n',
    );
    afterId = Number(rows[rows.length - 1]!.id);
  }
}
