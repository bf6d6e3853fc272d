import IconButton from '@mui/material/IconButton';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { resetViewport, setViewportWidth } from '../../testing/viewport';
import { Header } from './Header';

function renderHeader() {
  renderWithProviders(
    <Header
      tools={
        <label>
          Currency <input />
        </label>
      }
      actions={<IconButton aria-label="Notifications, 0 unread" />}
    />,
  );
}

describe('header', () => {
  afterEach(resetViewport);

  it('links home under a name that holds the app name it shows', () => {
    renderHeader();
    const home = screen.getByRole('link', { name: 'Cost Steering home' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveTextContent('Cost Steering');
  });

  it('shows the app name, the tools and the actions in the bar on a wide screen', () => {
    setViewportWidth(1400);
    renderHeader();
    expect(screen.getByRole('link', { name: 'Cost Steering home' })).toHaveTextContent(
      'Cost Steering',
    );
    expect(screen.getByRole('textbox', { name: 'Currency' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More options' })).not.toBeInTheDocument();
  });

  it('on a tablet hides the app name but keeps the tools in the bar', () => {
    setViewportWidth(700);
    renderHeader();
    expect(screen.getByRole('link', { name: 'Cost Steering home' })).not.toHaveTextContent(
      'Cost Steering',
    );
    expect(screen.getByRole('textbox', { name: 'Currency' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More options' })).not.toBeInTheDocument();
  });

  it('on a phone hides the app name and moves the tools behind More, keeping the actions', async () => {
    setViewportWidth(412);
    renderHeader();
    const home = screen.getByRole('link', { name: 'Cost Steering home' });
    expect(home).not.toHaveTextContent('Cost Steering');
    expect(screen.getByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Currency' })).not.toBeInTheDocument();

    const more = screen.getByRole('button', { name: 'More options' });
    expect(more).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(more);
    // The popover loads when first opened (shared/popups/LazyPopover.tsx).
    const dialog = await screen.findByRole('dialog', { name: 'More options' });
    expect(within(dialog).getByRole('textbox', { name: 'Currency' })).toBeInTheDocument();
  });
});
