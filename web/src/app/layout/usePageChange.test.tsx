import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { testSession } from '../../testing/session';
import { AppRoutes } from '../routes/AppRoutes';
import { lazyPage } from '../routes/lazyPage';
import type { AppRoute } from '../routes/routeTable';
import { MainMenu } from './MainMenu';
import { usePageChange } from './usePageChange';

function Overview() {
  return (
    <>
      <h1>Product Overview</h1>
      <Link href="/?family=3">Overview of Cloud</Link>
      <Link href="/?filterOwner=alice">Apply filters</Link>
    </>
  );
}

/** A page whose heading comes with its data, as ManageCostUnitPage's. */
function LatePage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h1>Cloud Ops</h1> : <p>Loading the cost unit</p>;
}

const page = (Page: () => ReactNode) => lazyPage(async () => Page);
const routes: AppRoute[] = [
  { path: '/', page: page(Overview), menu: { group: 'overviews', label: 'Product Overview' } },
  {
    path: '/requests',
    page: page(() => <h1>Open Requests</h1>),
    menu: { group: 'requests', label: 'Open Requests' },
  },
  { path: '/late', page: page(LatePage) },
];

/** The app's shell reduced to the menu bar and the main landmark. */
function Shell({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  usePageChange(main);
  return (
    <>
      <MainMenu routes={routes} />
      <Link href="/late">Late page</Link>
      <main ref={main} tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

function renderApp(route = '/', session = testSession()) {
  renderWithProviders(<AppRoutes layout={Shell} routes={routes} />, { route, session });
}

describe('page change', () => {
  beforeEach(() => {
    document.title = 'Cost Steering';
  });

  it('names the first screen in the title and leaves the focus where the browser put it', async () => {
    renderApp();
    await screen.findByRole('heading', { name: 'Product Overview' });
    expect(document.title).toBe('Product Overview – Cost Steering');
    expect(document.body).toHaveFocus();
  });

  it('moves the focus from the menu to the heading of the chosen screen, and names it', async () => {
    renderApp();
    await screen.findByRole('heading', { name: 'Product Overview' });
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Requests' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Open Requests' });
    await userEvent.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Open Requests' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(document.title).toBe('Open Requests – Cost Steering');
  });

  it("counts the overview's levels as screens, not its filters", async () => {
    renderApp();
    await screen.findByRole('heading', { name: 'Product Overview' });
    await userEvent.click(screen.getByRole('link', { name: 'Apply filters' }));
    expect(screen.getByRole('link', { name: 'Apply filters' })).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Overview of Cloud' }));
    expect(screen.getByRole('heading', { name: 'Product Overview' })).toHaveFocus();
    act(() => history.back());
    expect(screen.getByRole('link', { name: 'Apply filters' })).not.toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Product Overview' })).toHaveFocus();
  });

  it('holds the focus on the main landmark until a heading that comes later', async () => {
    renderApp();
    await screen.findByRole('heading', { name: 'Product Overview' });
    await userEvent.click(screen.getByRole('link', { name: 'Late page' }));
    await screen.findByText('Loading the cost unit');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(document.title).toBe('Cost Steering');
    expect(await screen.findByRole('heading', { name: 'Cloud Ops' })).toHaveFocus();
    expect(document.title).toBe('Cloud Ops – Cost Steering');
  });

  it("keeps 'Missing configuration' as the whole title without a configuration", async () => {
    renderApp(
      '/',
      testSession({
        configuration: {
          present: false,
          appName: 'Missing Configuration',
          pageTitle: 'Missing configuration',
        },
      }),
    );
    await screen.findByRole('heading', { name: 'Product Overview' });
    await userEvent.click(screen.getByRole('link', { name: 'Late page' }));
    await screen.findByRole('heading', { name: 'Cloud Ops' });
    expect(document.title).toBe('Missing configuration');
  });
});
