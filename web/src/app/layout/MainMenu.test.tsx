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
