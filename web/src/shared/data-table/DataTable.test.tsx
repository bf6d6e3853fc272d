import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import { LIMITS } from '@cost-steering/schema';
import { renderWithProviders } from '../../testing/render';
import { resetViewport, setViewportWidth } from '../../testing/viewport';
import { DataTable, type DataTableColumn } from './DataTable';
import { useServerList, type ListVariables } from './useServerList';
import { pressEnterOn } from '../../testing/keyboard';

interface Thing {
  id: string;
  name: string;
  amount: string;
}

type SortField = 'NAME';

const THINGS: Thing[] = Array.from({ length: 12 }, (_, index) => ({
  id: String(index + 1),
  name: `Thing ${String(index + 1).padStart(2, '0')}`,
  amount: index === 0 ? '=HYPERLINK("http://evil")' : `${index}.50`,
}));

const COLUMNS: DataTableColumn<Thing, SortField>[] = [
  { field: 'name', headerName: 'Name', sortField: 'NAME', width: 160 },
  { field: 'amount', headerName: 'Amount', width: 160 },
  {
    // Not named 'actions': a row's button is pressed by its keys whatever its column is called.
    field: 'edit',
    headerName: 'Edit',
    width: 120,
    disableExport: true,
    renderCell: ({ row }) => (
      <Button size="small" aria-label={`Edit ${row.name}`} onClick={() => pressEdit(row.name)}>
        Edit
      </Button>
    ),
  },
];

/** What the rows' Edit buttons do; a test sets it. */
let pressEdit: (name: string) => void = () => {};
beforeEach(() => {
  pressEdit = () => {};
});

/**
 * A screen using the table against a stand-in server: it records the variables the screen would
 * send and answers the page they ask for (the real server's paging is tested in rest-api/bff).
 */
function Screen(props: {
  things: Thing[];
  asked: ListVariables<SortField>[];
  onOpen?: (thing: Thing) => void;
  hiddenByDefault?: readonly string[];
  phoneColumns?: readonly string[];
}) {
  const list = useServerList<SortField>();
  const { offset, limit, search, sort } = list.variables;
  props.asked.push(list.variables);
  const matching = props.things.filter((thing) =>
    search ? thing.name.toLowerCase().includes(search.toLowerCase()) : true,
  );
  const ordered = sort?.direction === 'DESC' ? [...matching].reverse() : matching;
  return (
    <DataTable
      label="Things"
      columns={COLUMNS}
      rows={ordered.slice(offset, offset + limit)}
      totalCount={matching.length}
      loading={false}
      list={list}
      emptyText="Nothing here yet."
      noMatchText="Nothing matches."
      searchLabel="Search by name"
      onRowOpen={props.onOpen}
      hiddenByDefault={props.hiddenByDefault}
      phoneColumns={props.phoneColumns}
    />
  );
}

function renderScreen(
  things = THINGS,
  onOpen?: (thing: Thing) => void,
  hiddenByDefault?: readonly string[],
) {
  const asked: ListVariables<SortField>[] = [];
  const { unmount } = renderWithProviders(
    <Screen things={things} asked={asked} onOpen={onOpen} hiddenByDefault={hiddenByDefault} />,
  );
  return Object.assign(asked, { unmount });
}

const header = (name: string) => within(grid()).queryByRole('columnheader', { name });

/** jsdom's Blob has no arrayBuffer(); its FileReader does the same. */
function readBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const grid = () => screen.getByRole('grid', { name: 'Things' });

describe('DataTable on a phone', () => {
  beforeEach(() => {
    localStorage.clear();
    setViewportWidth(412);
  });
  afterEach(resetViewport);

  it('starts with the first two columns only; the chooser offers the others', async () => {
    renderScreen();
    await screen.findByText('Thing 01');
    expect(header('Name')).not.toBeNull();
    expect(header('Amount')).not.toBeNull();
    expect(header('Edit')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Edit' }));
    await waitFor(() => expect(header('Edit')).not.toBeNull());
  });

  it("starts with the table's key columns when it names them", async () => {
    const asked: ListVariables<SortField>[] = [];
    renderWithProviders(<Screen things={THINGS} asked={asked} phoneColumns={['name', 'edit']} />);
    await screen.findByText('Thing 01');
    expect(header('Name')).not.toBeNull();
    expect(header('Edit')).not.toBeNull();
    expect(header('Amount')).toBeNull();
  });

  it('shows the wide defaults on a wide screen', async () => {
    setViewportWidth(1280);
    renderScreen();
    await screen.findByText('Thing 01');
    for (const name of ['Name', 'Amount', 'Edit']) expect(header(name)).not.toBeNull();
  });
});
const dataRows = () => within(grid()).getAllByRole('row').slice(1);

describe('DataTable', () => {
  it('shows 10 rows per page and asks the server for the next page', async () => {
    const asked = renderScreen();
    expect(dataRows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('11–12 of 12')).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ offset: 10, limit: 10 });
    expect(within(grid()).getByText('Thing 12')).toBeInTheDocument();
  });

  it('sorts on the server by the sort field of a sortable column only', async () => {
    const asked = renderScreen();
    await userEvent.click(within(grid()).getByText('Name'));
    expect(asked.at(-1)?.sort).toEqual({ field: 'NAME', direction: 'ASC' });
    await userEvent.click(within(grid()).getByText('Name'));
    expect(asked.at(-1)?.sort).toEqual({ field: 'NAME', direction: 'DESC' });
    expect(within(dataRows()[0]!).getByText('Thing 12')).toBeInTheDocument();
    const nameHeader = within(grid()).getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    const amountHeader = within(grid()).getByRole('columnheader', { name: 'Amount' });
    await userEvent.click(within(amountHeader).getByText('Amount'));
    expect(amountHeader).toHaveAttribute('aria-sort', 'none');
    expect(asked.at(-1)?.sort).toEqual({ field: 'NAME', direction: 'DESC' });
  });

  it('searches on the server from the first page, at most 40 characters', async () => {
    const asked = renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    const box = screen.getByRole('searchbox', { name: 'Search by name' });
    expect(box).toHaveAttribute('maxLength', String(LIMITS.searchMax));
    await userEvent.type(box, ' thing 1 ');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ search: 'thing 1', offset: 0 }));
    expect(await screen.findByText('1–3 of 3')).toBeInTheDocument();
  });

  it("says 'no match' once for a search that finds nothing, and the empty text without one", async () => {
    renderScreen();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zebra');
    expect(await screen.findByText('Nothing matches.')).toBeVisible();
    // One message (issue 31): not a second, generic one beside it, for eyes or screen readers.
    expect(screen.getAllByText(/match/i)).toHaveLength(1);
    expect(screen.queryByText('Nothing here yet.')).not.toBeInTheDocument();
  });

  // WCAG 4.1.3: the rows change away from the search box; the region was there before.
  it('says what a search found in a polite region that was there before it', async () => {
    renderScreen();
    const table = grid().closest('.MuiDataGrid-root')!.parentElement!;
    const region = table.querySelector(':scope > [aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    const box = screen.getByRole('searchbox', { name: 'Search by name' });
    await userEvent.type(box, 'thing 1');
    await waitFor(() => expect(region).toHaveTextContent('3 rows match your search.'));
    await userEvent.type(box, '2');
    await waitFor(() => expect(region).toHaveTextContent('1 row matches your search.'));
    await userEvent.type(box, '3');
    await waitFor(() => expect(region).toHaveTextContent(/^Nothing matches\.$/));
    await userEvent.clear(box);
    await waitFor(() => expect(region).toBeEmptyDOMElement());
  });

  it('shows the empty text when the list is empty', () => {
    renderScreen([]);
    expect(screen.getByText('Nothing here yet.')).toBeInTheDocument();
  });

  it('opens a row on a click and on Enter, not on a click on its buttons', async () => {
    const opened: string[] = [];
    renderScreen(THINGS, (thing) => opened.push(thing.name));
    await userEvent.click(within(dataRows()[1]!).getByText('Thing 02'));
    expect(opened).toEqual(['Thing 02']);
    await userEvent.click(within(dataRows()[2]!).getByRole('button', { name: 'Edit Thing 03' }));
    expect(opened).toEqual(['Thing 02']);
    await pressEnterOn(within(dataRows()[3]!).getByText('Thing 04'));
    expect(opened).toEqual(['Thing 02', 'Thing 04']);
  });

  it("presses a row's button with Enter or Space, without opening the row", async () => {
    // Found by keyboard: Enter on Approve opened the request's Details, Space paged the grid down.
    const opened: string[] = [];
    const pressed: string[] = [];
    pressEdit = (name) => pressed.push(name);
    renderScreen(THINGS, (thing) => opened.push(thing.name));
    await pressEnterOn(screen.getByRole('button', { name: 'Edit Thing 02' }));
    act(() => screen.getByRole('button', { name: 'Edit Thing 03' }).focus());
    await userEvent.keyboard(' ');
    expect(pressed).toEqual(['Thing 02', 'Thing 03']);
    expect(opened).toEqual([]);
    expect(screen.getByRole('button', { name: 'Edit Thing 03' })).toHaveFocus();
  });

  it('moves the focus to the next row when the row holding it goes away after a confirmation', async () => {
    // Approve, Decline, Delete, Restore: the row leaves the list while the focus is in a dialog,
    // which then gives the focus back to a button that is gone — the focus fell to <body>.
    function Confirming() {
      const [things, setThings] = useState(THINGS.slice(0, 4));
      const [confirming, setConfirming] = useState<string | null>(null);
      pressEdit = setConfirming;
      return (
        <>
          <Screen things={things} asked={[]} />
          {confirming && (
            <button
              autoFocus
              onClick={async () => {
                setThings((shown) => shown.filter((thing) => thing.name !== confirming));
                // The list is refetched before the dialog closes (awaitRefetchQueries).
                await Promise.resolve();
                setConfirming(null);
              }}
            >
              Confirm
            </button>
          )}
        </>
      );
    }
    renderWithProviders(<Confirming />);
    await pressEnterOn(screen.getByRole('button', { name: 'Edit Thing 02' }));
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull());
    expect(screen.queryByText('Thing 02')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit Thing 03' })).toHaveFocus(),
    );
  });

  it('moves the focus to the row above when the last row holding it goes away', async () => {
    function Removing() {
      const [things, setThings] = useState(THINGS.slice(0, 3));
      pressEdit = (name) => setThings((shown) => shown.filter((thing) => thing.name !== name));
      return <Screen things={things} asked={[]} />;
    }
    renderWithProviders(<Removing />);
    await pressEnterOn(screen.getByRole('button', { name: 'Edit Thing 03' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit Thing 02' })).toHaveFocus(),
    );
  });

  it('hides a column from the columns panel', async () => {
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Amount' }));
    await waitFor(() =>
      expect(within(grid()).queryByRole('columnheader', { name: 'Amount' })).toBeNull(),
    );
  });

  it('starts with some columns hidden, shows one from the chooser and keeps that for the next visit', async () => {
    const first = renderScreen(THINGS, undefined, ['amount']);
    await screen.findByText('Thing 01');
    expect(header('Amount')).toBeNull();
    expect(header('Name')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Amount' }));
    await waitFor(() => expect(header('Amount')).not.toBeNull());
    first.unmount();

    renderScreen(THINGS, undefined, ['amount']);
    await screen.findByText('Thing 01');
    expect(header('Amount')).not.toBeNull();
  });

  it('exports every column as CSV, the ones hidden on the screen too', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => (blobs.push(blob), 'blob:things')),
      revokeObjectURL: jest.fn(),
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderScreen(THINGS, undefined, ['amount']);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Download as CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = new TextDecoder().decode((await readBytes(blobs[0]!)).slice(3)).split(/\r?\n/);
    expect(lines[0]).toBe('Name;Amount');
  });

  it('exports the rows shown as CSV for a spreadsheet: BOM, semicolons, formulas as text', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:things';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Download as CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const bytes = new Uint8Array(await readBytes(blobs[0]!));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split(/\r?\n/);
    expect(lines[0]).toBe('Name;Amount');
    expect(lines[1]).toBe(`Thing 01;"'=HYPERLINK(""http://evil"")"`);
    expect(lines[2]).toBe('Thing 02;1.50');
    expect(lines.filter((line) => line.startsWith('Thing'))).toHaveLength(10);
  });
});
