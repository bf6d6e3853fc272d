// Composition root: Apollo → session (user + configuration) → theme, banner, currency → routes.
import { useMemo } from 'react';
import { Router } from 'wouter';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { BannerProvider } from '../shared/banner/StatusBanner';
import { CurrencyProvider } from '../shared/currency/currency';
import { EntityDetailsProvider } from '../shared/entity-details/EntityDetailsSlot';
import { EntityDetails } from '../features/hierarchy/overview/details/EntityDetails';
import { useSession } from '../shared/session/session';
import type { AuthSession } from './auth/authSession';
import { Shell } from './layout/Shell';
import { AppRoutes } from './routes/AppRoutes';
import { waitForPage } from './routes/waitForPage';
import { SessionGate } from './session/SessionGate';
import { createAppTheme } from './theme/createAppTheme';

function ThemedApp() {
  const { configuration } = useSession();
  const theme = useMemo(() => createAppTheme(configuration.colors), [configuration.colors]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BannerProvider>
        <CurrencyProvider>
          <EntityDetailsProvider value={EntityDetails}>
            <AppRoutes layout={Shell} />
          </EntityDetailsProvider>
        </CurrencyProvider>
      </BannerProvider>
    </ThemeProvider>
  );
}

/** wouter's router on the browser's location; a navigation waits for its page (waitForPage.ts). */
const aroundNav = waitForPage();

export function App({ auth, client }: { auth: AuthSession; client: ApolloClient }) {
  return (
    <ApolloProvider client={client}>
      <Router aroundNav={aroundNav}>
        <SessionGate auth={auth}>
          <ThemedApp />
        </SessionGate>
      </Router>
    </ApolloProvider>
  );
}
