// The guards of /archive (spec §2: only when the archive is enabled, else to /) and of
// /renew-purchase-request (§2 shares Edit's row, 'else redirect to /'; §6 gives Renew to
// edit-purchase-request), and the menu entries of the Requests group, from the one route table.
import { lazy } from 'react';
import { screen } from '@testing-library/react';
import { REQUEST_TEXTS, ROLES, TEXTS } from '@cost-steering/schema';
import { AppRoutes } from './AppRoutes';
import { ROUTES, type AppRoute } from './routeTable';
import { renderWithProviders } from '../../testing/render';
import { testSession } from '../../testing/session';
import { ArchivedRequestListQuery } from '../../features/requests/lists/documents';
import { RequestForEditQuery } from '../../features/requests/form/documents';
import { FIRST_PAGE, page } from '../../features/requests/lists/testData';

const HOME: AppRoute = {
  path: '/',
  page: lazy(async () => ({ default: () => <p>Home</p> })),
};
const routes = [
  HOME,
  ...ROUTES.filter((route) => ['/archive', '/renew-purchase-request'].includes(route.path)),
];
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

  it('sends a user without edit-purchase-request from /renew-purchase-request to /', async () => {
    renderWithProviders(<AppRoutes routes={routes} />, {
      route: '/renew-purchase-request?request=12',
      session: testSession({ roles: [] }),
    });
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByText(TEXTS.forbidden)).not.toBeInTheDocument();
  });

  it('opens /renew-purchase-request for an edit-purchase-request holder', async () => {
    renderWithProviders(<AppRoutes routes={routes} />, {
      route: '/renew-purchase-request?request=12',
      session: testSession({ roles: [ROLES.editPurchaseRequest] }),
      mocks: [
        {
          request: { query: RequestForEditQuery, variables: { id: '12' } },
          result: { data: { purchaseRequest: null } },
        },
      ] as never,
    });
    expect(await screen.findByText(REQUEST_TEXTS.noRequestFound)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/renew-purchase-request');
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
