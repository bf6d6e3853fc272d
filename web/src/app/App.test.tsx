import { ApolloClient } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES } from '@cost-steering/schema';
import { familiesMock, filtersMock } from '../features/hierarchy/overview/testData';
import { FamilyChoicesQuery } from '../features/hierarchy/documents';
import { FamilyOwnersQuery } from '../features/hierarchy/pages/CreateProductFamilyPage';
import { NotificationBellQuery } from '../features/notifications/components/NotificationBell';
import { VersionQuery } from '../features/reference/BackendVersion';
import { CurrenciesQuery } from '../features/reference/CurrencySelect';
import { App } from './App';
import { createCache } from './apollo/cache';
import {
  AppConfigurationQuery,
  CurrentUserQuery,
  RegisterCurrentUserMutation,
} from './session/SessionGate';

const mocks = [
  {
    request: { query: RegisterCurrentUserMutation },
    result: {
      data: {
        registerCurrentUser: {
          __typename: 'RegisterCurrentUserPayload',
          user: { __typename: 'User', id: '2', username: 'controller' },
          errors: [],
        },
      },
    },
  },
  {
    request: { query: CurrentUserQuery },
    result: {
      data: {
        me: {
          __typename: 'Me',
          username: 'controller',
          displayName: 'Carla Controller',
          roles: [ROLES.editProductFamily, ROLES.activityLog],
          groups: [],
        },
      },
    },
  },
  { request: { query: AppConfigurationQuery }, result: { data: { configuration: null } } },
  {
    request: { query: CurrenciesQuery },
    result: { data: { currencies: [{ __typename: 'Currency', id: 'EUR', rate: '1' }] } },
  },
  {
    request: { query: NotificationBellQuery, variables: { limit: 5 } },
    result: {
      data: {
        notifications: { __typename: 'NotificationPage', items: [], totalCount: 0, unreadCount: 0 },
      },
    },
  },
  { request: { query: VersionQuery }, result: { data: { version: '1.0.0' } } },
  familiesMock([]),
  filtersMock(),
  {
    request: { query: FamilyOwnersQuery },
    result: { data: { users: [{ __typename: 'User', id: '2', username: 'controller' }] } },
  },
  {
    request: { query: FamilyChoicesQuery },
    result: { data: { productFamilies: [] } },
  },
];

describe('application shell', () => {
  it('puts header, menu, the overview and the footer together for a signed-in user', async () => {
    const client = new ApolloClient({ link: new MockLink(mocks), cache: createCache() });
    const auth = { getAccessToken: async () => 'token', logout: jest.fn() };
    render(<App auth={auth} client={client} />);

    const banner = await screen.findByRole('banner');
    expect(
      within(banner).getByRole('link', { name: 'Missing Configuration home' }),
    ).toHaveAttribute('href', '/');
    expect(within(banner).getByText('Missing Configuration')).toBeInTheDocument();
    expect(
      within(banner).getByRole('button', { name: 'Notifications, 0 unread' }),
    ).toBeInTheDocument();
    // The overview is a lazy chunk; its first load in a busy run can take more than 1 s.
    expect(
      await screen.findByRole('heading', { name: 'Product Overview' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Version | 1.0.0')).toBeInTheDocument();

    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Create New' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Product Family' }));
    expect(
      await screen.findByRole('heading', { name: 'Create product family' }),
    ).toBeInTheDocument();
    expect(auth.logout).not.toHaveBeenCalled();
  });
});
