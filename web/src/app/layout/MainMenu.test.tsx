import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES } from '@cost-steering/schema';
import { renderWithProviders } from '../../testing/render';
import { testSession } from '../../testing/session';
import { MainMenu } from './MainMenu';

describe('main menu', () => {
  it('shows a viewer no Create New group', () => {
    renderWithProviders(<MainMenu />, { session: testSession({ roles: [] }) });
    expect(screen.getByRole('button', { name: 'Overviews' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create New' })).not.toBeInTheDocument();
  });

  it('offers a controller Product Family under Create New, linking to the form', async () => {
    renderWithProviders(<MainMenu />, {
      session: testSession({ roles: [ROLES.editProductFamily, ROLES.editCostUnit] }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create New' }));
    const item = await screen.findByRole('menuitem', { name: 'Product Family' });
    expect(item).toHaveAttribute('href', '/create-prodfamily');
  });
});

describe('main menu, hierarchy creation', () => {
  it('lists Product, Project and Application under Create New for a controller', async () => {
    renderWithProviders(<MainMenu />, {
      session: testSession({
        roles: [ROLES.editProductFamily, ROLES.editProductHierarchy, ROLES.editProjectApplication],
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create New' }));
    expect(await screen.findByRole('menuitem', { name: 'Product' })).toHaveAttribute(
      'href',
      '/create-product',
    );
    expect(screen.getByRole('menuitem', { name: 'Project' })).toHaveAttribute(
      'href',
      '/create-project',
    );
    expect(screen.getByRole('menuitem', { name: 'Application' })).toHaveAttribute(
      'href',
      '/create-app',
    );
  });
});
