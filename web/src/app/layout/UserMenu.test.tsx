import MenuItem from '@mui/material/MenuItem';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GROUPS, ROLES } from '@cost-steering/schema';
import { renderWithProviders } from '../../testing/render';
import { testSession } from '../../testing/session';
import { UserMenu } from './UserMenu';

function renderMenu(roles: string[], groups: string[] = []) {
  const logout = jest.fn();
  renderWithProviders(<UserMenu activityLogItem={() => <MenuItem>Activity Logs</MenuItem>} />, {
    session: testSession({ roles, groups, logout }),
  });
  return { logout };
}

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Carla Controller' }));
}

describe('user dropdown', () => {
  it('shows the name, the roles and the groups', async () => {
    renderMenu([ROLES.editProductFamily, ROLES.editCostUnit], [GROUPS.productFamilyManager]);
    await openMenu();
    const roles = screen.getByRole('list', { name: 'Roles' });
    expect(
      within(roles)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['edit-product-family', 'edit-cost-unit']);
    expect(
      within(screen.getByRole('list', { name: 'Groups' })).getByText('Product Family Manager'),
    ).toBeInTheDocument();
  });

  it('offers Activity Logs only with the role edit_archive_history_logdata', async () => {
    renderMenu([ROLES.activityLog]);
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Activity Logs' })).toBeInTheDocument();
  });

  it('hides Activity Logs from users without that role', async () => {
    renderMenu([ROLES.editProductFamily]);
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Activity Logs' })).not.toBeInTheDocument();
  });

  it('logs out from the Logout item', async () => {
    const { logout } = renderMenu([]);
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
