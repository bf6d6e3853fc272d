import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVOICE_TEXTS, ROLES } from '@cost-steering/schema';
import { renderWithProviders } from '../../testing/render';
import { testSession, type TestSessionOptions } from '../../testing/session';
import { ExpiringOrderListQuery, OrderFamiliesQuery } from './documents';
import { ExpiringOrdersPage } from './ExpiringOrdersPage';
import { orderPage, orderRow } from './testData';

const FIRST_PAGE = {
  offset: 0,
  limit: 10,
  search: null,
  sort: { field: 'DELIVERY_DATE', direction: 'ASC' },
} as const;

type Row = ReturnType<typeof orderRow> & { renewalRequestId?: string; renewalStatus?: string };

function listMock(rows: Row[], familyId: string | null = null) {
  const items = rows.map((row) => ({ renewalRequestId: null, renewalStatus: null, ...row }));
  return {
    request: {
      query: ExpiringOrderListQuery,
      variables: { ...FIRST_PAGE, filter: familyId ? { productFamilyIds: [familyId] } : null },
    },
    result: { data: { expiringPurchaseOrders: orderPage(items) } },
  };
}

const familiesMock = {
  request: { query: OrderFamiliesQuery },
  result: {
    data: {
      productFamilies: [
        { __typename: 'ProductFamily', id: '2', name: 'Workplace' },
        { __typename: 'ProductFamily', id: '1', name: 'Security' },
      ],
    },
  },
};

function renderPage(mocks: object[], session: TestSessionOptions = {}) {
  return renderWithProviders(<ExpiringOrdersPage />, {
    mocks: [familiesMock, ...mocks] as never,
    session: testSession(session),
  });
}

describe('expiration list', () => {
  it('says when no order expires', async () => {
    renderPage([listMock([])]);
    expect(await screen.findByText(INVOICE_TEXTS.noExpiringOrders)).toBeInTheDocument();
  });

  it('filters by product family', async () => {
    renderPage([listMock([orderRow(1), orderRow(2)]), listMock([orderRow(2)], '1')]);
    await screen.findByText('Order 1');
    await userEvent.click(screen.getByRole('combobox', { name: 'Product family' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All', 'Security', 'Workplace']);
    await userEvent.click(screen.getByRole('option', { name: 'Security' }));
    await screen.findByText('Order 2');
    expect(screen.queryByText('Order 1')).toBeNull();
  });

  it('offers Renew to edit-purchase-request, going to the renew form of the order', async () => {
    renderPage([listMock([orderRow(7)])], { roles: [ROLES.editPurchaseRequest] });
    await screen.findByText('Order 7');
    await userEvent.click(screen.getByRole('button', { name: 'Renew order PO-2026-0007' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/renew-purchase-request?request=7');
  });

  it('marks the orders renewed already, with the renewal request and its state', async () => {
    renderPage([
      listMock([
        orderRow(7),
        { ...orderRow(8), renewalRequestId: '120', renewalStatus: 'PROPOSED' },
      ]),
    ]);
    await screen.findByText('Order 7');
    expect(screen.getByRole('columnheader', { name: 'Renewed' })).toBeInTheDocument();
    expect(screen.getByText('by request #120 (Proposed)')).toBeInTheDocument();
    expect(screen.getAllByText(/^by request/)).toHaveLength(1);
  });

  it('shows no Renew to others', async () => {
    renderPage([listMock([orderRow(7)])], { username: 'viewer' });
    await screen.findByText('Order 7');
    expect(screen.queryByRole('button', { name: /^Renew/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Details of order PO-2026-0007' })).toBeEnabled();
  });
});
