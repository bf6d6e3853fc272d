// Guards and menu items of the companies screens (spec §2, issue 9): /companies for any user;
// /create-company and /create-contact for edit-product-family or edit-purchase-order, whose menu
// items show for exactly those users.
import { lazy } from 'react';
import { screen } from '@testing-library/react';
import { DEFAULT_FLAGS } from '../session/configuration';
import { ROLES } from '@cost-steering/schema';
import { companyFiltersMock } from '../../features/companies/testData';
import { renderWithProviders } from '../../testing/render';
import { testSession } from '../../testing/session';
import { AppRoutes } from './AppRoutes';
import { visibleMenu } from './menu';
import { ROUTES, type AppRoute } from './routeTable';

const HOME: AppRoute = {
  path: '/',
  page: lazy(async () => ({ default: () => <p>Home</p> })),
};
const UNDER_TEST = ['/create-company', '/create-contact'];
const routes = [HOME, ...ROUTES.filter((route) => UNDER_TEST.includes(route.path))];

function renderAt(route: string, roles: string[]) {
  return renderWithProviders(<AppRoutes routes={routes} />, {
    route,
    session: testSession({ roles }),
    mocks: [companyFiltersMock([])],
  });
}

const menuOf = (roles: string[]) =>
  visibleMenu(ROUTES, { roles, flags: DEFAULT_FLAGS }, 'Budget').map((group) => [
    group.label,
    group.items.map((item) => item.label),
  ]);

describe('company routes', () => {
  it.each(['/create-company', '/create-contact'])('sends a viewer from %s to /', async (path) => {
    renderAt(path, [ROLES.approvePurchaseRequest]);
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it.each([
    ['/create-company', 'Create company', ROLES.editPurchaseOrder],
    ['/create-company', 'Create company', ROLES.editProductFamily],
    ['/create-contact', 'Create contact', ROLES.editPurchaseOrder],
    ['/create-contact', 'Create contact', ROLES.editProductFamily],
  ])('opens %s for %s', async (path, heading, role) => {
    renderAt(path, [role]);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });

  it('shows Companies to everyone and Company and Contact to both creating roles', () => {
    expect(menuOf([])).toContainEqual(['Companies', ['Companies']]);
    for (const role of [ROLES.editPurchaseOrder, ROLES.editProductFamily]) {
      const create = menuOf([role]).find(([label]) => label === 'Create New')![1];
      expect(create).toEqual(expect.arrayContaining(['Company', 'Contact']));
    }
  });
});
