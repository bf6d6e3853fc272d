// Guards of the create screens of the hierarchy and of /data-entry (spec §2 route table), with
// the home page stubbed: what the overview shows is its own tests' business.
import { lazy } from 'react';
import { screen } from '@testing-library/react';
import { ROLES } from '@cost-steering/schema';
import {
  currenciesMock,
  familyChoicesMock,
  ownersMock,
} from '../../features/hierarchy/forms/testMocks';
import { renderWithProviders } from '../../testing/render';
import { testSession } from '../../testing/session';
import { AppRoutes } from './AppRoutes';
import { ROUTES, type AppRoute } from './routeTable';

const HOME: AppRoute = {
  path: '/',
  page: lazy(async () => ({ default: () => <p>Home</p> })),
};
const UNDER_TEST = ['/create-product', '/create-project', '/create-app', '/data-entry'];
const routes = [HOME, ...ROUTES.filter((route) => UNDER_TEST.includes(route.path))];

function renderAt(route: string, roles: string[]) {
  return renderWithProviders(<AppRoutes routes={routes} />, {
    route,
    session: testSession({ roles }),
    mocks: [familyChoicesMock([]), ownersMock(), currenciesMock()],
  });
}

const location = () => screen.getByTestId('location');

describe('hierarchy create routes', () => {
  it.each(['/create-product', '/create-project', '/create-app'])(
    'sends a viewer from %s to the overview',
    async (path) => {
      renderAt(path, []);
      expect(await screen.findByText('Home')).toBeInTheDocument();
      expect(location()).toHaveTextContent(/^\/$/);
    },
  );

  it('opens /create-product for edit-product-hierarchy only', async () => {
    renderAt('/create-product', [ROLES.editProductHierarchy]);
    expect(await screen.findByRole('heading', { name: 'Create product' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/create-product');
  });

  it('refuses /create-product to a user who may create projects but not products', async () => {
    renderAt('/create-product', [ROLES.editProjectApplication, ROLES.editProductFamily]);
    expect(await screen.findByText('Home')).toBeInTheDocument();
  });

  it.each([
    ['/create-project', 'Create project'],
    ['/create-app', 'Create application'],
  ])('opens %s for edit-project-application', async (path, heading) => {
    renderAt(path, [ROLES.editProjectApplication]);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(location()).toHaveTextContent(path);
  });

  it('refuses /create-project to a user who may create products but not projects', async () => {
    renderAt('/create-project', [ROLES.editProductHierarchy]);
    expect(await screen.findByText('Home')).toBeInTheDocument();
  });

  it('opens /data-entry for any user', async () => {
    renderAt('/data-entry', []);
    expect(await screen.findByRole('heading', { name: 'Data entry' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/data-entry');
  });
});
