// Renders a component inside the providers the app gives it: Apollo (mocked), session, theme,
// banner, currency and a router at the given route.
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import type { ApolloCache } from '@apollo/client';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { createCache } from '../app/apollo/cache';
import { createAppTheme } from '../app/theme/createAppTheme';
import { BannerProvider } from '../shared/banner/StatusBanner';
import { CurrencyProvider } from '../shared/currency/currency';
import { SessionContext, type Session } from '../shared/session/session';
import { testSession } from './session';

export interface RenderOptions {
  mocks?: readonly MockLink.MockedResponse[];
  session?: Session;
  route?: string;
  /** The Apollo cache, for a test that looks into it afterwards; a fresh one by default. */
  cache?: ApolloCache;
}

/** A cache like the app's, for a test that fills it first or looks into it afterwards. */
export const createTestCache = (): ApolloCache => createCache();

/** Shows the current location so tests can assert redirects. */
export function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export function Providers({
  children,
  mocks = [],
  session = testSession(),
  route = '/',
  cache,
}: RenderOptions & { children: ReactNode }) {
  return (
    <MockedProvider mocks={mocks} cache={cache ?? createCache()}>
      <SessionContext.Provider value={session}>
        <ThemeProvider theme={createAppTheme({})}>
          <BannerProvider>
            <CurrencyProvider>
              <MemoryRouter initialEntries={[route]}>
                {children}
                <LocationDisplay />
              </MemoryRouter>
            </CurrencyProvider>
          </BannerProvider>
        </ThemeProvider>
      </SessionContext.Provider>
    </MockedProvider>
  );
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return render(<Providers {...options}>{ui}</Providers>);
}
