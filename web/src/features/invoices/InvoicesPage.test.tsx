import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVOICE_TEXTS, ROLES } from '@cost-steering/schema';
import { recordDownloads } from '../../testing/downloads';
import { renderWithProviders } from '../../testing/render';
import { testSession, type TestSessionOptions } from '../../testing/session';
import { InvoiceListQuery } from './documents';
import { InvoicesPage } from './InvoicesPage';
import { invoiceLine, invoicePage, invoiceRow } from './testData';

const FIRST_PAGE = {
  offset: 0,
  limit: 10,
  search: null,
  sort: { field: 'DATE', direction: 'DESC' },
} as const;

function listMock(items: ReturnType<typeof invoiceRow>[], search: string | null = null) {
  return {
    request: { query: InvoiceListQuery, variables: { ...FIRST_PAGE, search } },
    result: { data: { invoices: invoicePage(items) } },
  };
}

function renderPage(mocks: object[], session: TestSessionOptions = {}) {
  return renderWithProviders(<InvoicesPage />, {
    mocks: mocks as never,
    session: testSession(session),
  });
}

const EXPORTER = { roles: [ROLES.editInvoice], flags: { invoicesExportEnabled: true } };

describe('invoice list', () => {
  it('says when there are no invoices and when a search by PO name finds none', async () => {
    const { unmount } = renderPage([listMock([])]);
    expect(await screen.findByText(INVOICE_TEXTS.noInvoices)).toBeInTheDocument();
    unmount();

    renderPage([listMock([invoiceRow(1)]), listMock([], 'zebra')]);
    await screen.findByText('Invoice 1');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by PO name' }), 'zebra');
    expect(await screen.findByText(INVOICE_TEXTS.noInvoicesMatch)).toBeInTheDocument();
    expect(screen.queryByText(INVOICE_TEXTS.noInvoices)).toBeNull();
  });

  it('shows the total in EUR and expands a row to its lines', async () => {
    renderPage([
      listMock([
        invoiceRow(1, {
          lines: [
            invoiceLine(10),
            invoiceLine(11, {
              listItemName: 'Consulting',
              resourceName: 'Senior consultant',
              quantity: '2.5',
              dailyRate: '950.00',
              amount: '2375.00',
            }),
          ],
        }),
      ]),
    ]);
    await screen.findByText('Invoice 1');
    expect(screen.getByText('1.234,50 EUR')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Lines of Invoice 1' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show lines of Invoice 1' }));
    const lines = await screen.findByRole('table', { name: 'Lines of Invoice 1' });
    expect(within(lines).getByText('Senior consultant')).toBeInTheDocument();
    expect(within(lines).getByText('2,5')).toBeInTheDocument();
    expect(within(lines).getByText('2.375,00 EUR')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide lines of Invoice 1' }));
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Lines of Invoice 1' })).toBeNull(),
    );
  });

  it('calls a credit note a credit note, its total negative in hr-HR format', async () => {
    renderPage([
      listMock([
        invoiceRow(1),
        invoiceRow(2, {
          kind: 'CREDIT_NOTE',
          name: 'Refund',
          totalAmount: '-1234.56',
          lines: [invoiceLine(20, { amount: '-1234.56', amountEur: '-1234.56' })],
        }),
      ]),
    ]);
    const refund = (await screen.findByText('Refund')).closest('[role="row"]') as HTMLElement;
    expect(within(refund).getByText('Credit note')).toBeInTheDocument();
    // hr-HR writes the minus sign U+2212.
    expect(within(refund).getByText('\u22121.234,56 EUR')).toBeInTheDocument();
    const invoice = screen.getByText('Invoice 1').closest('[role="row"]') as HTMLElement;
    expect(within(invoice).getByText('Invoice')).toBeInTheDocument();
    expect(within(invoice).queryByText('Credit note')).toBeNull();
  });

  it('hides Export without edit-invoice or without the export flag', async () => {
    const { unmount } = renderPage([listMock([invoiceRow(1)])], {
      roles: [ROLES.editInvoice],
      flags: { invoicesExportEnabled: false },
    });
    await screen.findByText('Invoice 1');
    expect(screen.queryByRole('button', { name: /^Export invoice/ })).toBeNull();
    unmount();

    renderPage([listMock([invoiceRow(1)])], { flags: { invoicesExportEnabled: true } });
    await screen.findByText('Invoice 1');
    expect(screen.queryByRole('button', { name: /^Export invoice/ })).toBeNull();
  });

  describe('Export', () => {
    const originalFetch = global.fetch;
    let saved: string[] = [];

    beforeEach(() => {
      saved = recordDownloads();
    });
    afterEach(() => {
      global.fetch = originalFetch;
      jest.restoreAllMocks();
    });

    it.each([
      ['English', 'english'],
      ['German', 'german'],
    ])(
      'downloads the PDF in %s from the bff with the bearer token as invoice_{id}.pdf',
      async (label, language) => {
        const fetchMock = jest.fn(
          async () => ({ status: 200, ok: true, blob: async () => new Blob(['%PDF']) }) as Response,
        );
        global.fetch = fetchMock as typeof fetch;
        renderPage([listMock([invoiceRow(7)])], {
          ...EXPORTER,
          getAccessToken: async () => 'token-7',
        });
        await screen.findByText('Invoice 7');
        await userEvent.click(screen.getByRole('button', { name: 'Export invoice Invoice 7' }));
        await userEvent.click(await screen.findByRole('menuitem', { name: label }));
        await waitFor(() => expect(saved).toEqual(['invoice_7.pdf']));
        expect(fetchMock).toHaveBeenCalledWith(`/files/pdf/7/${language}`, {
          headers: { Authorization: 'Bearer token-7' },
        });
      },
    );

    it('shows the permission text when the server refuses', async () => {
      global.fetch = jest.fn(async () => ({ status: 403, ok: false }) as Response) as typeof fetch;
      renderPage([listMock([invoiceRow(7)])], EXPORTER);
      await screen.findByText('Invoice 7');
      await userEvent.click(screen.getByRole('button', { name: 'Export invoice Invoice 7' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'German' }));
      expect(
        await screen.findByText("ERROR: You don't have permission to use this feature."),
      ).toBeInTheDocument();
      expect(saved).toEqual([]);
    });
  });
});
