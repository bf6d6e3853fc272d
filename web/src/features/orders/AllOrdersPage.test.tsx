import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVOICE_TEXTS, ROLES, TEXTS } from '@cost-steering/schema';
import { renderWithProviders } from '../../testing/render';
import { testSession, type TestSessionOptions } from '../../testing/session';
import { OrderDetailsQuery } from '../../shared/orders/documents';
import { AllOrdersPage } from './AllOrdersPage';
import { PurchaseOrderListQuery } from './documents';
import { orderDetails, orderPage, orderRow } from './testData';
import { columnChoiceKey } from '../../shared/data-table/useColumnVisibility';

const FIRST_PAGE = {
  offset: 0,
  limit: 10,
  search: null,
  sort: { field: 'START_DATE', direction: 'DESC' },
} as const;

function listMock(items: ReturnType<typeof orderRow>[], search: string | null = null) {
  return {
    request: { query: PurchaseOrderListQuery, variables: { ...FIRST_PAGE, search } },
    result: { data: { purchaseOrders: orderPage(items) } },
  };
}

const detailsMock = {
  request: { query: OrderDetailsQuery, variables: { id: '1' } },
  result: { data: { purchaseOrder: orderDetails(1) } },
};

function renderPage(mocks: object[], session: TestSessionOptions = {}) {
  return renderWithProviders(<AllOrdersPage />, {
    mocks: mocks as never,
    session: testSession(session),
  });
}

const INVOICER = { roles: [ROLES.editInvoice], flags: { createInvoiceEnabled: true } };

describe('purchase order list', () => {
  it('says when there are no orders at all and when a search finds none', async () => {
    const { unmount } = renderPage([listMock([])]);
    expect(await screen.findByText(INVOICE_TEXTS.noOrders)).toBeInTheDocument();
    unmount();

    renderPage([listMock([orderRow(1)]), listMock([], 'zebra')]);
    await screen.findByText('Order 1');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by description' }), 'zebra');
    expect(await screen.findByText(INVOICE_TEXTS.noOrdersAvailable)).toBeInTheDocument();
    expect(screen.queryByText(INVOICE_TEXTS.noOrders)).toBeNull();
  });

  it('makes every column of the order sortable', async () => {
    // Every column shown (the user's choice, kept per table), the ones hidden by default too.
    localStorage.setItem(columnChoiceKey('Purchase Orders'), '{}');
    renderPage([listMock([orderRow(1)])]);
    await screen.findByText('Order 1');
    const grid = screen.getByRole('grid', { name: 'Purchase Orders' });
    const sortable = within(grid)
      .getAllByRole('columnheader')
      .filter((header) => header.classList.contains('MuiDataGrid-columnHeader--sortable'))
      .map((header) => header.textContent);
    expect(sortable).toEqual(
      expect.arrayContaining([
        'PO Number',
        'Description',
        'PO Owner',
        'Company',
        'Company Contact',
        'Order Amount',
        'Current Year',
        'Next Year',
        'Remaining (EUR)',
        'PO Date',
        'Delivery Date',
      ]),
    );
    expect(sortable).not.toContain('Actions');
  });

  it('offers Invoice with edit-invoice and create_invoice_enabled, going to /create-invoice', async () => {
    renderPage([listMock([orderRow(1)])], INVOICER);
    await screen.findByText('Order 1');
    await userEvent.click(screen.getByRole('button', { name: 'Invoice order PO-2026-0001' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/create-invoice?order=1');
  });

  it('hides Invoice without the role or without the flag', async () => {
    const { unmount } = renderPage([listMock([orderRow(1)])], {
      roles: [ROLES.editInvoice],
      flags: { createInvoiceEnabled: false },
    });
    await screen.findByText('Order 1');
    expect(screen.queryByRole('button', { name: /^Invoice order/ })).toBeNull();
    unmount();

    renderPage([listMock([orderRow(1)])], { flags: { createInvoiceEnabled: true } });
    await screen.findByText('Order 1');
    expect(screen.queryByRole('button', { name: /^Invoice order/ })).toBeNull();
  });

  it('opens the order details with list items, remaining amounts and invoices', async () => {
    renderPage([listMock([orderRow(1)]), detailsMock], INVOICER);
    await screen.findByText('Order 1');
    await userEvent.click(screen.getByRole('button', { name: 'Details of order PO-2026-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Purchase order PO-2026-0001' });
    const items = await within(dialog).findByRole('table', { name: 'List items of Order 1' });
    expect(within(items).getByText('Laptops')).toBeInTheDocument();
    expect(within(items).getByText('700,00 EUR')).toBeInTheDocument();
    expect(within(dialog).getByText(TEXTS.remainingPoAmount).nextSibling).toHaveTextContent(
      '700,00 EUR',
    );
    const invoices = within(dialog).getByRole('table', { name: 'Invoices on Order 1' });
    expect(within(invoices).getByText('First delivery')).toBeInTheDocument();
    expect(within(invoices).getByText('300,00 EUR')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invoice' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/create-invoice?order=1');
  });
});
