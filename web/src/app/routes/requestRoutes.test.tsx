// The guard of /archive (spec §2: only when the archive is enabled, else to /) and the menu
// entries of the Requests group, from the one route table.
import { lazy } from 'react';
import { screen } from '@testing-library/react';
import { REQUEST_TEXTS } from '@cost-steering/schema';
import { AppRoutes } from './AppRoutes';
import { ROUTES, type AppRoute } from './routeTable';
import { renderWithProviders } from '../../testing/render';
import { testSession } from '../../testing/session';
import { ArchivedRequestListQuery } from '../../features/requests/lists/documents';
import { FIRST_PAGE, page } from '../../features/requests/lists/testData';

const HOME: AppRoute = {
  path: '/',
  page: lazy(async () => ({ default: () => <p>Home</p> })),
};
const routes = [HOME, ...ROUTES.filter((route) => route.path === '/archive')];
const emptyArchive = {
  request: { query: ArchivedRequestListQuery, variables: FIRST_PAGE },
  result: { data: { archivedRequests: page([]) } },
};

function renderArchive(archiveEnabled: boolean) {
  renderWithProviders(<AppRoutes routes={routes} />, {
    route: '/archive',
    session: testSession({ flags: { purchaseRequestArchiveEnabled: archiveEnabled } }),
    mocks: [emptyArchive] as never,
  });
}

describe('request routes', () => {
  it('opens /archive for any user while the archive is enabled', async () => {
    renderArchive(true);
    expect(
      await screen.findByRole('heading', { name: REQUEST_TEXTS.archiveTitle }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/archive');
  });

  it('sends everyone from /archive to / when the archive is disabled', async () => {
    renderArchive(false);
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('lists Open Requests and Archive in the Requests group', () => {
    const entries = ROUTES.filter((route) => route.menu?.group === 'requests').map((route) => [
      route.path,
      route.menu?.label,
    ]);
    expect(entries).toEqual(
      expect.arrayContaining([
        ['/requests', 'Open Requests'],
        ['/archive', 'Archive'],
      ]),
    );
  });
});
