import type { ComponentType, ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import { ROLES, TEXTS } from '@cost-steering/schema';
import { familiesMock, filtersMock } from '../../features/hierarchy/overview/testData';
import { FamilyOwnersQuery } from '../../features/hierarchy/pages/CreateProductFamilyPage';
import { familyChoicesMock } from '../../features/hierarchy/forms/testMocks';
import { renderWithProviders } from '../../testing/render';
import { testSession } from '../../testing/session';
import { expectExactlyAfter } from '../../testing/timing';
import { AppRoutes } from './AppRoutes';
import { lazyPage } from './lazyPage';

const owners = {
  request: { query: FamilyOwnersQuery },
  result: { data: { users: [{ __typename: 'User', id: '1', username: 'controller' }] } },
};

function renderAt(route: string, roles: string[]) {
  return renderWithProviders(<AppRoutes />, {
    route,
    session: testSession({ roles }),
    mocks: [familiesMock([]), filtersMock(), owners, familyChoicesMock([])],
  });
}

describe('route guards', () => {
  it('redirects a viewer from /create-prodfamily to the overview', async () => {
    renderAt('/create-prodfamily', []);
    // The overview is a lazy chunk; its first load in a busy run can take more than 1 s.
    expect(await screen.findByText(TEXTS.noFamilies, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('opens /create-prodfamily for a user with edit-product-family', async () => {
    renderAt('/create-prodfamily', [ROLES.editProductFamily]);
    expect(
      await screen.findByRole('heading', { name: 'Create product family' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/create-prodfamily');
  });

  it('sends unknown routes to the overview', async () => {
    renderAt('/no-such-screen', [ROLES.editProductFamily]);
    // The overview is a lazy chunk; its first load in a busy run can take more than 1 s.
    expect(await screen.findByText(TEXTS.noFamilies, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

/** The app's shell around the page, reduced to what the test looks for. */
function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <header>The shell</header>
      {children}
    </>
  );
}

describe('page chunks', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a load error in place of a page whose chunk has not come after 120000 ms', async () => {
    jest.useFakeTimers();
    // The boundary reports the failure on the console too.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const never = lazyPage(() => new Promise<ComponentType>(() => undefined));
    renderWithProviders(<AppRoutes layout={Shell} routes={[{ path: '/slow', page: never }]} />, {
      route: '/slow',
    });
    const loading = () => screen.queryByRole('progressbar', { name: 'Loading the page' });
    const failed = () => screen.queryByText('Error: this page could not be loaded.');
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(loading()).toBeInTheDocument();

    await expectExactlyAfter(120000, {
      before: () => {
        expect(loading()).toBeInTheDocument();
        expect(failed()).toBeNull();
      },
      after: () => {
        expect(failed()).toBeInTheDocument();
        expect(loading()).toBeNull();
      },
    });
    expect(screen.getByText('The shell')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/slow');
  });
});
