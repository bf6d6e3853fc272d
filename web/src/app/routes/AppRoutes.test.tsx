import { screen } from '@testing-library/react';
import { ROLES, TEXTS } from '@cost-steering/schema';
import { familiesMock, filtersMock } from '../../features/hierarchy/overview/testData';
import { FamilyOwnersQuery } from '../../features/hierarchy/pages/CreateProductFamilyPage';
import { familyChoicesMock } from '../../features/hierarchy/forms/testMocks';
import { renderWithProviders } from '../../testing/render';
import { testSession } from '../../testing/session';
import { AppRoutes } from './AppRoutes';

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
