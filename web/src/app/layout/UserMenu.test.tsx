import Button from '@mui/material/Button';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GROUPS, ROLES } from '@cost-steering/schema';
import { renderWithProviders } from '../../testing/render';
import { testSession } from '../../testing/session';
import { resetViewport, setViewportWidth } from '../../testing/viewport';
import { UserMenu } from './UserMenu';

function renderMenu(roles: string[], groups: string[] = []) {
  const logout = jest.fn();
  renderWithProviders(<UserMenu activityLogItem={() => <Button>Activity Logs</Button>} />, {
    session: testSession({ roles, groups, logout }),
  });
  return { logout };
}

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Carla Controller' }));
  // The popover loads when first opened (shared/popups/LazyPopover.tsx).
  return screen.findByRole('dialog', { name: 'Carla Controller' });
}

describe('user dropdown', () => {
  afterEach(resetViewport);

  it('shows the name, the roles and the groups in a dialog, not a menu', async () => {
    renderMenu([ROLES.editProductFamily, ROLES.editCostUnit], [GROUPS.productFamilyManager]);
    const dialog = await openMenu();
    // A role="menu" may hold menu items only; the lists of roles and groups need a dialog.
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    const roles = within(dialog).getByRole('list', { name: 'Roles' });
    expect(
      within(roles)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['edit-product-family', 'edit-cost-unit']);
    expect(
      within(within(dialog).getByRole('list', { name: 'Groups' })).getByText(
        'Product Family Manager',
      ),
    ).toBeInTheDocument();
  });

  it('tells assistive technology that the button opens a dialog, and whether it is open', async () => {
    renderMenu([]);
    const button = screen.getByRole('button', { name: 'Carla Controller' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await openMenu();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers Activity Logs only with the role edit_archive_history_logdata', async () => {
    renderMenu([ROLES.activityLog]);
    const dialog = await openMenu();
    expect(within(dialog).getByRole('button', { name: 'Activity Logs' })).toBeInTheDocument();
  });

  it('hides Activity Logs from users without that role', async () => {
    renderMenu([ROLES.editProductFamily]);
    const dialog = await openMenu();
    expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Activity Logs' })).not.toBeInTheDocument();
  });

  it('logs out from the Logout button', async () => {
    const { logout } = renderMenu([]);
    const dialog = await openMenu();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('shows only the icon on a phone, keeping the name for assistive technology', async () => {
    setViewportWidth(412);
    renderMenu([]);
    const button = screen.getByRole('button', { name: 'Carla Controller' });
    expect(button).not.toHaveTextContent('Carla Controller');
    expect(await openMenu()).toBeInTheDocument();
  });
});
