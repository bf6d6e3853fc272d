import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES } from '@cost-steering/schema';
import { renderWithProviders } from '../../testing/render';
import { resetViewport, setViewportWidth } from '../../testing/viewport';
import { testSession } from '../../testing/session';
import { MainMenu, PhoneMenuButton } from './MainMenu';

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

describe('main menu on a phone', () => {
  beforeEach(() => setViewportWidth(412));
  afterEach(resetViewport);

  function renderPhoneMenu() {
    renderWithProviders(
      <>
        <PhoneMenuButton />
        <MainMenu />
      </>,
      { session: testSession({ roles: [ROLES.editProductFamily] }) },
    );
  }

  it('shows no menu bar, only the menu button', () => {
    renderPhoneMenu();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Overviews' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Main menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the groups in a drawer; an entry navigates and closes it', async () => {
    renderPhoneMenu();
    const button = screen.getByRole('button', { name: 'Main menu' });
    await userEvent.click(button);
    // The drawer loads when first opened.
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = within(drawer).getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('list', { name: 'Overviews' })).toBeInTheDocument();
    const create = within(nav).getByRole('list', { name: 'Create New' });
    await userEvent.click(within(create).getByRole('link', { name: 'Product Family' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/create-prodfamily'),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument(),
    );
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with its close button, the focus back on the menu button', async () => {
    renderPhoneMenu();
    const button = screen.getByRole('button', { name: 'Main menu' });
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument(),
    );
    expect(button).toHaveFocus();
  });
});
