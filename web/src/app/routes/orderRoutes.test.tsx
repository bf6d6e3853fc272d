// The guard of /create-invoice (spec §2: from /all-orders for an order, with create_invoice_enabled
// — and the role edit-invoice the server asks for — else to /all-orders) and the menu entries of
// the Orders and Invoices groups, from the one route table.
import { lazy } from 'react';
import { screen } from '@testing-library/react';
import { ROLES } from '@cost-steering/schema';
import { AppRoutes } from './AppRoutes';
import { ROUTES, type AppRoute } from './routeTable';
import { renderWithProviders } from '../../testing/render';
import { testSession, type TestSessionOptions } from '../../testing/session';

const stub = (path: string, text: string): AppRoute => ({
  path,
  page: lazy(async () => ({ default: () => <p>{text}</p> })),
});
const createInvoice = ROUTES.find((route) => route.path === '/create-invoice')!;
const routes = [
  stub('/all-orders', 'All orders'),
  // The guard of the real row in front of a stand-in page.
  { ...createInvoice, page: stub('/create-invoice', 'Invoice form').page },
];

function open(route: string, session: TestSessionOptions) {
  renderWithProviders(<AppRoutes routes={routes} />, {
    route,
    session: testSession(session),
  });
}

const INVOICER = { roles: [ROLES.editInvoice], flags: { createInvoiceEnabled: true } };

describe('order and invoice routes', () => {
  it('opens /create-invoice for an order with edit-invoice and create_invoice_enabled', async () => {
    open('/create-invoice?order=12', INVOICER);
    expect(await screen.findByText('Invoice form')).toBeInTheDocument();
  });

  it.each([
    ['without an order', '/create-invoice', INVOICER],
    ['without the flag', '/create-invoice?order=12', { ...INVOICER, flags: {} }],
    ['without edit-invoice', '/create-invoice?order=12', { ...INVOICER, roles: [] }],
  ])('sends a user %s to /all-orders', async (_case, route, session) => {
    open(route, { ...session, flags: { createInvoiceEnabled: false, ...session.flags } });
    expect(await screen.findByText('All orders')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/all-orders$/);
  });

  it('lists Expiration list, All orders and Invoice list in their menu groups', () => {
    const entries = ROUTES.filter((route) => route.menu).map((route) => [
      route.path,
      route.menu?.group,
      route.menu?.label,
      route.access,
    ]);
    expect(entries).toEqual(
      expect.arrayContaining([
        ['/orders-expiration', 'orders', 'Expiration list', undefined],
        ['/all-orders', 'orders', 'All orders', undefined],
        ['/invoices', 'invoices', 'Invoice list', undefined],
      ]),
    );
    expect(createInvoice.menu).toBeUndefined();
  });
});
