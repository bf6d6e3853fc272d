import { act, screen, waitFor } from '@testing-library/react';
import { TEXTS } from '@cost-steering/schema';
import { useSession } from '../../shared/session/session';
import { renderWithProviders } from '../../testing/render';
import { Header } from '../layout/Header';
import {
  AppConfigurationQuery,
  CurrentUserQuery,
  RegisterCurrentUserMutation,
  SessionGate,
} from './SessionGate';

const me = {
  __typename: 'Me',
  username: 'controller',
  displayName: 'Carla Controller',
  roles: ['default-roles-cost-steering', 'edit-product-family'],
  groups: [],
};

const configuration = {
  __typename: 'Configuration',
  appName: 'Steer IT',
  financialGoalLabel: 'Budget',
  invoiceImporterEnabled: false,
  costUnitsEnabled: true,
  purchaseRequestArchiveEnabled: true,
  suppliersEnabled: true,
  prSbuEnabled: true,
  prJustificationEnabled: true,
  prAccountingElement: true,
  undefinedEnabled: false,
  createInvoiceEnabled: true,
  regionsEnabled: true,
  buyingUnitEnabled: false,
  budgetLimitEnabled: true,
  invoicesExportEnabled: true,
  invoiceDateRangeEnabled: false,
  limitedPrAmountEnabled: false,
  logo: null,
  colors: {
    __typename: 'ThemeColors',
    textPrimary: null,
    textSecondary: null,
    textTertiary: null,
    textLink: null,
    textDisabled: null,
    textHeader: null,
    textFooter: null,
    header: '#003366',
    footer: null,
    subheader: null,
    body: null,
    primary: null,
  },
};

function registerMock(
  result = jest.fn(() => ({
    data: {
      registerCurrentUser: {
        __typename: 'RegisterCurrentUserPayload',
        user: { __typename: 'User', id: '2', username: 'controller' },
        errors: [],
      },
    },
  })),
) {
  return { request: { query: RegisterCurrentUserMutation }, result, maxUsageCount: 5 };
}

function Roles() {
  const { user } = useSession();
  return <p aria-label="roles">{user.roles.join(', ')}</p>;
}

function renderGate(mocks: object[]) {
  const auth = { getAccessToken: async () => 'token', logout: jest.fn() };
  renderWithProviders(
    <SessionGate auth={auth}>
      <Header tools={null} actions={null} />
      <Roles />
    </SessionGate>,
    { mocks: mocks as never },
  );
  return auth;
}

describe('session gate', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a spinner until the user is known, then the app with the configured name', async () => {
    renderGate([
      registerMock(),
      { request: { query: CurrentUserQuery }, result: { data: { me } } },
      { request: { query: AppConfigurationQuery }, result: { data: { configuration } } },
    ]);
    expect(screen.getByRole('progressbar', { name: 'Loading the signed-in user' })).toBeVisible();
    expect(await screen.findByText('Steer IT')).toBeInTheDocument();
    expect(document.title).toBe('Steer IT');
  });

  it('drops the default role default-roles-cost-steering from the user', async () => {
    renderGate([
      registerMock(),
      { request: { query: CurrentUserQuery }, result: { data: { me } } },
      { request: { query: AppConfigurationQuery }, result: { data: { configuration } } },
    ]);
    expect(await screen.findByLabelText('roles')).toHaveTextContent(/^edit-product-family$/);
  });

  it('registers the signed-in user once', async () => {
    const register = registerMock();
    renderGate([
      register,
      { request: { query: CurrentUserQuery }, result: { data: { me } } },
      { request: { query: AppConfigurationQuery }, result: { data: { configuration } } },
    ]);
    await screen.findByText('Steer IT');
    // Registration runs beside the user query, so it may settle after the app shows.
    await waitFor(() => expect(register.result).toHaveBeenCalledTimes(1));
  });

  it("names the app 'Missing Configuration' and the page 'Missing configuration' without one", async () => {
    renderGate([
      registerMock(),
      { request: { query: CurrentUserQuery }, result: { data: { me } } },
      { request: { query: AppConfigurationQuery }, result: { data: { configuration: null } } },
    ]);
    expect(await screen.findByText(TEXTS.missingConfigurationName)).toBeInTheDocument();
    expect(document.title).toBe(TEXTS.missingConfigurationTitle);
  });

  it('treats a configuration that cannot be loaded as missing', async () => {
    renderGate([
      registerMock(),
      { request: { query: CurrentUserQuery }, result: { data: { me } } },
      { request: { query: AppConfigurationQuery }, error: new Error('upstream down') },
    ]);
    expect(await screen.findByText('Missing Configuration')).toBeInTheDocument();
    expect(document.title).toBe('Missing configuration');
  });

  it('logs out when no user is known after 5000 ms', async () => {
    jest.useFakeTimers();
    const auth = renderGate([
      registerMock(),
      { request: { query: CurrentUserQuery }, error: new Error('no user') },
      { request: { query: AppConfigurationQuery }, result: { data: { configuration } } },
    ]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(4999);
    });
    expect(auth.logout).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(auth.logout).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });
});
