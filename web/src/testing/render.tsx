// Renders a component inside the providers the app gives it: Apollo (mocked), session, theme,
// banner, currency; the router follows jsdom's location, set to the given route.
import type { ReactElement, ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
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
  const [path] = useLocation();
  const search = useSearch();
  return <div data-testid="location">{search ? `${path}?${search}` : path}</div>;
}

export function Providers({
  children,
  mocks = [],
  session = testSession(),
  cache,
}: RenderOptions & { children: ReactNode }) {
  return (
    <MockedProvider mocks={mocks} cache={cache ?? createCache()}>
      <SessionContext.Provider value={session}>
        <ThemeProvider theme={createAppTheme({})}>
          <BannerProvider>
            <CurrencyProvider>
              {children}
              <LocationDisplay />
            </CurrencyProvider>
          </BannerProvider>
        </ThemeProvider>
      </SessionContext.Provider>
    </MockedProvider>
  );
}

/**
 * Renders `ui` at `options.route` ('/' by default). The router is the app's own: wouter's default
 * router on jsdom's real location and History, so a test can go back with `history.back()`.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  window.history.replaceState(null, '', options.route ?? '/');
  return render(<Providers {...options}>{ui}</Providers>);
}
