import { Outlet } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { ROLES, TEXTS } from '@cost-steering/schema';
import { ProductFamiliesQuery } from '../../features/hierarchy/documents';
import { FamilyOwnersQuery } from '../../features/hierarchy/pages/CreateProductFamilyPage';
import { renderWithProviders } from '../../testing/render';
import { testSession } from '../../testing/session';
import { AppRoutes } from './AppRoutes';

const noFamilies = {
  request: { query: ProductFamiliesQuery },
  result: { data: { productFamilies: [] } },
};
const owners = {
  request: { query: FamilyOwnersQuery },
  result: { data: { users: [{ __typename: 'User', id: '1', username: 'controller' }] } },
};

function renderAt(route: string, roles: string[]) {
  return renderWithProviders(<AppRoutes shell={<Outlet />} />, {
    route,
    session: testSession({ roles }),
    mocks: [noFamilies, owners],
  });
}

describe('route guards', () => {
  it('redirects a viewer from /create-prodfamily to the overview', async () => {
    renderAt('/create-prodfamily', []);
    expect(await screen.findByText(TEXTS.noFamilies)).toBeInTheDocument();
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
    expect(await screen.findByText(TEXTS.noFamilies)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
