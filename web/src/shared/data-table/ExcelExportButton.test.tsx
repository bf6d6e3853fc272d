import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS } from '@cost-steering/schema';
import { renderWithProviders } from '../../testing/render';
import { DataTable, type DataTableColumn } from './DataTable';
import { EXPORT_FAILED_TEXT } from './ExcelExportButton';
import { exportUrl } from './excelExport';
import { useServerList } from './useServerList';

interface Thing {
  id: string;
  name: string;
}
const COLUMNS: DataTableColumn<Thing, 'NAME'>[] = [
  { field: 'name', headerName: 'Name', sortField: 'NAME', width: 160 },
];
const THINGS: Thing[] = [{ id: '1', name: 'Thing 1' }];

function Screen() {
  const list = useServerList<'NAME'>({ field: 'NAME', direction: 'DESC' });
  return (
    <DataTable
      label="Things"
      columns={COLUMNS}
      rows={THINGS}
      totalCount={3}
      loading={false}
      list={list}
      emptyText="No things"
      noMatchText="No thing matches"
      searchLabel="Search by name"
      exportName="things"
      exportFilter={{ owner: 'ana' }}
    />
  );
}

/** A streamed answer whose body chunks the test hands out one by one. */
function streamedAnswer(totalRows: string) {
  const waiting: Array<(read: ReadableStreamReadResult<Uint8Array>) => void> = [];
  const queued: Array<ReadableStreamReadResult<Uint8Array>> = [];
  const deliver = (read: ReadableStreamReadResult<Uint8Array>) => {
    const reader = waiting.shift();
    if (reader) reader(read);
    else queued.push(read);
  };
  const response = {
    status: 200,
    ok: true,
    headers: new Headers({
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'x-total-rows': totalRows,
    }),
    body: {
      getReader: () => ({
        read: () =>
          new Promise<ReadableStreamReadResult<Uint8Array>>((resolve) => {
            const next = queued.shift();
            if (next) resolve(next);
            else waiting.push(resolve);
          }),
      }),
    },
  } as unknown as Response;
  return {
    response,
    send: (text: string) =>
      act(() => deliver({ done: false, value: new TextEncoder().encode(text) })),
    end: () => act(() => deliver({ done: true, value: undefined })),
  };
}

const originalFetch = global.fetch;
let saved: { name: string; size: number } | null;
beforeEach(() => {
  saved = null;
  let lastBlob: Blob | null = null;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:export';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved = { name: this.download, size: lastBlob?.size ?? -1 };
  });
});
afterEach(() => {
  global.fetch = originalFetch;
  jest.restoreAllMocks();
});

describe('Export to Excel', () => {
  it('asks for every row of the search, sort and filter, shows how far it is and saves the file', async () => {
    const answer = streamedAnswer('3');
    const fetchMock = jest.fn(async () => answer.response);
    global.fetch = fetchMock as typeof fetch;
    renderWithProviders(<Screen />);

    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));

    expect(fetchMock).toHaveBeenCalledWith(
      '/files/export/things.xlsx?sort=-NAME&filter=%7B%22owner%22%3A%22ana%22%7D',
      expect.objectContaining({
        headers: expect.objectContaining({ Authorization: expect.stringMatching(/^Bearer /) }),
      }),
    );
    expect(await screen.findByText('Exporting… 0 of 3 rows')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();

    // The header row is not a row of the list; an invoice's further line (outlineLevel) is not
    // one either; a tag cut between two chunks counts once.
    await answer.send('<row r="1"><c/></row><row r="2"><c/></row><ro');
    expect(screen.getByText(/^Exporting…/)).toHaveTextContent('Exporting… 1 of 3 rows');
    await answer.send('w r="3" outlineLevel="1"></row><row r="4"><c/></row>');
    expect(screen.getByText(/^Exporting…/)).toHaveTextContent('Exporting… 2 of 3 rows');
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );
    await answer.send('<row r="5"></row>');
    await answer.end();

    await waitFor(() => expect(screen.queryByText(/^Exporting…/)).not.toBeInTheDocument());
    const bytes =
      '<row r="1"><c/></row><row r="2"><c/></row><row r="3" outlineLevel="1"></row><row r="4"><c/></row><row r="5"></row>';
    expect(saved).toEqual({ name: 'things.xlsx', size: bytes.length });
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeEnabled();
  });

  it('says so when the export fails or is not allowed, and saves nothing', async () => {
    global.fetch = jest.fn(async () => ({ status: 500, ok: false }) as Response) as typeof fetch;
    renderWithProviders(<Screen />);
    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText(EXPORT_FAILED_TEXT)).toBeInTheDocument();

    global.fetch = jest.fn(async () => ({ status: 403, ok: false }) as Response) as typeof fetch;
    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText(TEXTS.forbidden)).toBeInTheDocument();
    expect(saved).toBeNull();
  });
});

describe('the export address', () => {
  it("carries the search, a list's own sort value and no empty parameters", () => {
    expect(exportUrl('overview', { search: null, sort: 'BUDGET_DESC', filter: null })).toBe(
      '/files/export/overview.xlsx?sort=BUDGET_DESC',
    );
    expect(
      exportUrl('invoices', { search: 'Cloud & co', sort: { field: 'DATE', direction: 'ASC' } }),
    ).toBe('/files/export/invoices.xlsx?search=Cloud+%26+co&sort=DATE');
    expect(exportUrl('notifications', { search: null, sort: null })).toBe(
      '/files/export/notifications.xlsx',
    );
  });
});
