// Every row of a list as .xlsx (issue 32; web/README.md 'Tables'): the bff's export route writes
// the list's current search, filter and sort as a workbook, streamed, with the number of rows in
// X-Total-Rows. Its sheet is stored uncompressed, so the rows can be counted in the bytes as they
// arrive ('Exporting… 1,200 of 50,000 rows'): one `<row …>` tag per list item; the further lines
// of an invoice carry `outlineLevel` and are not counted, nor is the header row.
import { ENDPOINTS } from '../../config';
import type { ListSort } from './useServerList';

export interface ExportQuery {
  search: string | null;
  /** A paged list's field and direction, or a list's own sort value (the overview's BUDGET_DESC). */
  sort: ListSort<string> | string | null;
  /** The list's filter input, as its GraphQL query takes it. */
  filter?: unknown;
}

/** GET /files/export/{list}.xlsx with the list's search, sort (`FIELD` / `-FIELD`) and filter. */
export function exportUrl(list: string, { search, sort, filter }: ExportQuery): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (typeof sort === 'string') params.set('sort', sort);
  else if (sort) params.set('sort', `${sort.direction === 'DESC' ? '-' : ''}${sort.field}`);
  if (filter !== undefined && filter !== null) params.set('filter', JSON.stringify(filter));
  const query = params.toString();
  return `${ENDPOINTS.listExport(list)}${query ? `?${query}` : ''}`;
}

const ROW_TAG = /<row [^>]*>/g;

/** Counts the list rows written so far in the bytes of an export, chunk by chunk. */
export function exportRowCounter() {
  // latin1: one character per byte, whatever UTF-8 text the cells hold; the tags are ASCII.
  const decoder = new TextDecoder('latin1');
  let carry = '';
  let tags = 0;
  return {
    add(chunk: Uint8Array): number {
      const text = carry + decoder.decode(chunk, { stream: true });
      let end = 0;
      for (const match of text.matchAll(ROW_TAG)) {
        if (!match[0].includes('outlineLevel')) tags++;
        end = match.index + match[0].length;
      }
      // A tag cut by the chunk's end is counted with the next chunk.
      const open = text.lastIndexOf('<');
      carry = open >= end && !text.includes('>', open) ? text.slice(open) : '';
      return Math.max(0, tags - 1); // the header row
    },
  };
}
