import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVOICE_IMPORT_TEXTS } from '@cost-steering/schema';
import { recordDownloads } from '../../../testing/downloads';
import { renderWithProviders } from '../../../testing/render';
import { testSession } from '../../../testing/session';
import { ImportCsvPage } from './ImportCsvPage';

/** An XMLHttpRequest the test answers: progress events, then the status and body. */
class FakeRequest {
  static last: FakeRequest | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  url = '';
  sent: FormData | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** The live region of the import's counts. */
const results = () => screen.getByRole('status', { name: 'Import counts' });

const createRequest = () => new FakeRequest() as unknown as XMLHttpRequest;

async function chooseAndUpload(options?: Parameters<typeof renderWithProviders>[1]) {
  renderWithProviders(<ImportCsvPage createRequest={createRequest} />, options);
  const file = new File(['order_number;invoice_title\n'], 'invoices.csv', { type: 'text/csv' });
  await userEvent.upload(screen.getByLabelText('CSV or Excel file'), file);
  await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
  return FakeRequest.last!;
}

const answer = {
  results: [
    { row: 2, status: 'imported' },
    { row: 3, status: 'failed' },
  ],
  errorRows: [
    {
      row: 3,
      errors: [
        "Row 3, column amount: amount 1.200,50 exceeds the remaining 1.000,00 EUR of list item 'Laptops'",
      ],
      order_number: 'PO-2026-0001',
      invoice_title: 'Račun März',
      date: '10.03.2026',
      start_date: '',
      end_date: '',
      list_item: '1',
      amount: '1.200,50',
      person_days: '',
      currency: '',
    },
  ],
  imported: 1,
  already_imported: 0,
  failed: 1,
};

describe('/import-csv', () => {
  it('starts idle with the format and the template, Upload disabled until a file is chosen', () => {
    renderWithProviders(<ImportCsvPage createRequest={createRequest} />);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download template' })).toBeInTheDocument();
    const format = screen.getByRole('region', { name: 'File format' });
    expect(format).toHaveTextContent('order_number (required)');
    expect(format).toHaveTextContent('person_days (optional)');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the upload progress, then the counts and the failed rows with their errors', async () => {
    const request = await chooseAndUpload();
    expect(request.url).toBe('/files/invoices/csv');
    expect(request.headers.Authorization).toMatch(/^Bearer /);
    expect((request.sent!.get('file') as File).name).toBe('invoices.csv');
    act(() => request.progress(50, 100));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    act(() => request.progress(100, 100));
    expect(screen.getByText('Importing the rows…')).toBeInTheDocument();
    // WCAG 4.1.3: the counts' live region is there before them, so screen readers say them.
    const status = results();
    expect(status).toBeEmptyDOMElement();
    act(() => request.answer(200, answer));
    await waitFor(() => expect(status).toHaveTextContent(`${INVOICE_IMPORT_TEXTS.successful}: 1`));
    expect(status).toHaveTextContent(`${INVOICE_IMPORT_TEXTS.failed}: 1`);
    const grid = screen.getByRole('grid', { name: 'Failed rows' });
    expect(within(grid).getByText(/exceeds the remaining 1\.000,00 EUR/)).toBeInTheDocument();
    expect(within(grid).getByText('Račun März')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument();
  });

  it('offers .xlsx workbooks and sends the sheet named, trimmed', async () => {
    renderWithProviders(<ImportCsvPage createRequest={createRequest} />);
    const picker = screen.getByLabelText('CSV or Excel file');
    expect(picker.getAttribute('accept')?.split(',')).toEqual(
      expect.arrayContaining(['.csv', '.xlsx']),
    );
    const workbook = new File(['PK'], 'invoices.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await userEvent.upload(picker, workbook);
    await userEvent.type(screen.getByLabelText('Sheet (Excel only)'), ' März ');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(FakeRequest.last!.sent!.get('sheet')).toBe('März');
    expect((FakeRequest.last!.sent!.get('file') as File).name).toBe('invoices.xlsx');
  });

  it('sends no sheet field for a CSV file chosen without one', async () => {
    const request = await chooseAndUpload();
    expect(request.sent!.has('sheet')).toBe(false);
  });

  it('puts the focus on the result after an upload by keyboard (Upload is disabled meanwhile)', async () => {
    renderWithProviders(<ImportCsvPage createRequest={createRequest} />);
    const file = new File(['order_number;invoice_title\n'], 'invoices.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('CSV or Excel file'), file);
    await userEvent.tab(); // from the file input of 'Choose file'
    expect(screen.getByLabelText('Sheet (Excel only)')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    act(() => FakeRequest.last!.answer(200, answer));
    const result = await screen.findByRole('region', { name: 'Import result' });
    await waitFor(() => expect(result).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toHaveFocus();
  });

  it("says 'No failed inputs to display.' when every row was imported", async () => {
    const request = await chooseAndUpload();
    act(() =>
      request.answer(200, { ...answer, errorRows: [], imported: 2, failed: 0, results: [] }),
    );
    expect(await screen.findByText(INVOICE_IMPORT_TEXTS.noFailedRows)).toBeInTheDocument();
    expect(results()).toHaveTextContent(`${INVOICE_IMPORT_TEXTS.failed}: 0`);
  });

  it('shows a file refused as a whole as the failed row, and logs it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const request = await chooseAndUpload();
    act(() => request.answer(413, { message: 'The file is larger than 10 MB.' }));
    const grid = await screen.findByRole('grid', { name: 'Failed rows' });
    expect(within(grid).getByText('The file is larger than 10 MB.')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  // Spec §4: a request that got no response (status 0) logs out — from the bff, or from the
  // identity provider that could not renew an expired token before the upload.
  it('logs out when the upload gets no answer', async () => {
    const logout = jest.fn();
    const request = await chooseAndUpload({ session: testSession({ logout }) });
    act(() => request.onerror?.());
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  });

  it('logs out when the token cannot be renewed for an unreachable identity provider', async () => {
    const logout = jest.fn();
    const getAccessToken = async () => Promise.reject(new TypeError('Failed to fetch'));
    await chooseAndUpload({ session: testSession({ logout, getAccessToken }) });
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  });

  describe('Download PDF of the failed rows', () => {
    const originalFetch = global.fetch;
    let saved: string[] = [];

    beforeEach(() => {
      saved = recordDownloads();
    });
    afterEach(() => {
      global.fetch = originalFetch;
      jest.restoreAllMocks();
    });

    it('posts the error rows with the bearer token and saves failed_rows.pdf', async () => {
      const fetchMock = jest.fn(
        async (_url: string, _init: RequestInit) =>
          ({ status: 200, ok: true, blob: async () => new Blob(['%PDF']) }) as Response,
      );
      global.fetch = fetchMock as unknown as typeof fetch;
      const request = await chooseAndUpload();
      act(() => request.answer(200, answer));
      await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(saved).toEqual(['failed_rows.pdf']));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(url).toBe('/files/pdf/import-errors');
      expect(init.method).toBe('POST');
      const headers = init.headers as Record<string, string>;
      expect(headers.Authorization).toMatch(/^Bearer /);
      expect(headers['Content-Type']).toBe('application/json');
      expect(JSON.parse(String(init.body))).toEqual({ errorRows: answer.errorRows });
    });

    it('saves failed_rows.xlsx and .csv from their routes, saying which file is made meanwhile', async () => {
      const answers: Array<(response: Response) => void> = [];
      const fetchMock = jest.fn(
        (_url: string, _init: RequestInit) =>
          new Promise<Response>((resolve) => {
            answers.push(resolve);
          }),
      );
      global.fetch = fetchMock as unknown as typeof fetch;
      const request = await chooseAndUpload();
      act(() => request.answer(200, answer));
      for (const [label, fileName, url] of [
        ['Download Excel', 'failed_rows.xlsx', '/files/invoices/csv/failed-rows?format=xlsx'],
        ['Download CSV', 'failed_rows.csv', '/files/invoices/csv/failed-rows?format=csv'],
      ] as const) {
        await userEvent.click(await screen.findByRole('button', { name: label }));
        const progress = await screen.findByRole('status', { name: 'Download progress' });
        expect(progress).toHaveTextContent(`Making ${fileName} of 1 failed rows…`);
        for (const name of ['Download PDF', 'Download Excel', 'Download CSV']) {
          expect(screen.getByRole('button', { name })).toBeDisabled();
        }
        const [calledUrl, init] = fetchMock.mock.calls.at(-1)!;
        expect(calledUrl).toBe(url);
        expect(JSON.parse(String(init.body))).toEqual({ errorRows: answer.errorRows });
        act(() =>
          answers.at(-1)!({ status: 200, ok: true, blob: async () => new Blob(['x']) } as Response),
        );
        await waitFor(() => expect(saved.at(-1)).toBe(fileName));
        await waitFor(() =>
          expect(screen.queryByRole('status', { name: 'Download progress' })).toBeNull(),
        );
        expect(screen.getByRole('button', { name: label })).toBeEnabled();
      }
      expect(saved).toEqual(['failed_rows.xlsx', 'failed_rows.csv']);
    });

    it('saves the template, and logs out when its download finds the session gone', async () => {
      global.fetch = jest.fn(
        async () => ({ status: 200, ok: true, blob: async () => new Blob(['a;b']) }) as Response,
      ) as typeof fetch;
      const { unmount } = renderWithProviders(<ImportCsvPage createRequest={createRequest} />);
      await userEvent.click(screen.getByRole('button', { name: 'Download template' }));
      await waitFor(() => expect(saved).toEqual(['invoice-import-template.csv']));
      unmount();

      const logout = jest.fn();
      for (const lost of [
        async () => ({ status: 401, ok: false }) as Response,
        async () => Promise.reject(new TypeError('Failed to fetch')),
      ]) {
        global.fetch = jest.fn(lost) as typeof fetch;
        const page = renderWithProviders(<ImportCsvPage createRequest={createRequest} />, {
          session: testSession({ logout }),
        });
        await userEvent.click(screen.getByRole('button', { name: 'Download template' }));
        await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
        page.unmount();
        logout.mockClear();
      }
      expect(saved).toEqual(['invoice-import-template.csv']);
    });

    it('offers no failed-rows download without failed rows', async () => {
      const request = await chooseAndUpload();
      act(() =>
        request.answer(200, { ...answer, errorRows: [], imported: 2, failed: 0, results: [] }),
      );
      expect(await screen.findByText(INVOICE_IMPORT_TEXTS.noFailedRows)).toBeInTheDocument();
      for (const name of ['Download PDF', 'Download Excel', 'Download CSV']) {
        expect(screen.queryByRole('button', { name })).toBeNull();
      }
    });

    it('shows the permission text when the server refuses, and saves nothing', async () => {
      global.fetch = jest.fn(async () => ({ status: 403, ok: false }) as Response) as typeof fetch;
      const request = await chooseAndUpload();
      act(() => request.answer(200, answer));
      await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
      expect(
        await screen.findByText("ERROR: You don't have permission to use this feature."),
      ).toBeInTheDocument();
      expect(saved).toEqual([]);
    });
  });
});
