import { screen, within } from '@testing-library/react';
import { PLATFORM_TEXTS } from '@cost-steering/schema';
import { renderWithProviders } from '../../../testing/render';
import { consumer, platformProduct, productMock } from '../testData';
import { PlatformConsumersPage } from './PlatformConsumersPage';

const render = (product: ReturnType<typeof platformProduct> | null) =>
  renderWithProviders(<PlatformConsumersPage />, {
    mocks: [productMock({ id: '13' }, product)] as never,
    route: '/platform-consumers?platform=13',
  });

describe('platform consumers', () => {
  it('shows the platform cost and owner, and the two empty texts of spec §2', async () => {
    render(platformProduct({ platformCost: '1234.5', consumersForecast: '0.00' }));
    expect(await screen.findByText('Platform cost: 1.234,50 EUR')).toBeInTheDocument();
    expect(screen.getByText('Owner: controller')).toBeInTheDocument();
    expect(screen.getByText(PLATFORM_TEXTS.noProjects)).toBeInTheDocument();
    expect(screen.getByText(PLATFORM_TEXTS.noApplications)).toBeInTheDocument();
  });

  it("lists projects and applications with each one's share", async () => {
    render(
      platformProduct({
        consumerProjects: [
          consumer(1, 'PROJECT', { name: 'Web Shop', share: '33.34' }),
          consumer(2, 'PROJECT', { name: 'Ledger Upgrade' }),
        ],
        consumerApplications: [consumer(3, 'APPLICATION', { name: 'Checkout' })],
      }),
    );
    const projects = await screen.findByRole('table', { name: 'Projects' });
    const shop = within(projects).getByRole('row', { name: /Web Shop/ });
    expect(within(shop).getByText('33,34 EUR')).toBeInTheDocument();
    expect(within(projects).getAllByRole('row')).toHaveLength(3);
    const apps = screen.getByRole('table', { name: 'Applications' });
    expect(within(apps).getByRole('row', { name: /Checkout/ })).toHaveTextContent('33,33 EUR');
    expect(screen.queryByText(PLATFORM_TEXTS.noProjects)).not.toBeInTheDocument();
  });

  it('says so when there is no such platform', async () => {
    render(null);
    expect(await screen.findByText('There is no platform with this id.')).toBeInTheDocument();
  });
});
