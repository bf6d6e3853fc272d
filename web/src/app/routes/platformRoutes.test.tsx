// Guards of the platform screens (spec §2, §6): /create-platform, /platforms and
// /platform-consumers for any user; /manage-platform needs manage-platform and a platform, else /.
import { lazy } from 'react';
import { screen } from '@testing-library/react';
import { ROLES } from '@cost-steering/schema';
import { choicesMock, platformProduct, productMock } from '../../features/platforms/testData';
import { renderWithProviders } from '../../testing/render';
import { testSession } from '../../testing/session';
import { AppRoutes } from './AppRoutes';
import { ROUTES, type AppRoute } from './routeTable';

const HOME: AppRoute = {
  path: '/',
  page: lazy(async () => ({ default: () => <p>Home</p> })),
};
const UNDER_TEST = ['/create-platform', '/manage-platform', '/platform-consumers'];
const routes = [HOME, ...ROUTES.filter((route) => UNDER_TEST.includes(route.path))];

function renderAt(route: string, roles: string[]) {
  return renderWithProviders(<AppRoutes routes={routes} />, {
    route,
    session: testSession({ roles }),
    mocks: [
      choicesMock,
      productMock({ name: 'Kubernetes' }, platformProduct()),
      productMock({ id: '13' }, platformProduct()),
    ] as never,
  });
}

describe('platform routes', () => {
  it.each([
    ['/manage-platform?platform=Kubernetes', []],
    ['/manage-platform', [ROLES.managePlatform]],
    ['/manage-platform?platform=', [ROLES.managePlatform]],
  ])('sends %s (roles %j) to /', async (path, roles) => {
    renderAt(path, roles);
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it.each([
    ['/manage-platform?platform=Kubernetes', 'Manage platform', [ROLES.managePlatform]],
    ['/create-platform', 'Create platform', []],
    ['/platform-consumers?platform=13', 'Platform consumers: Kubernetes', []],
  ])('opens %s', async (path, heading, roles) => {
    renderAt(path, roles);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });
});
