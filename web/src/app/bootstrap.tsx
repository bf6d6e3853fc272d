// Start-up: runtime config → OIDC sign-in (login required on load) → the app.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import Alert from '@mui/material/Alert';
import { loadRuntimeConfig } from '../config';
import { App } from './App';
import { preloadFirstScreen } from '../features/hierarchy/overview/preload';
import { createApolloClient } from './apollo/createApolloClient';
import { createAuthSession } from './auth/authSession';
import { NotAuthenticated } from './auth/NotAuthenticated';
import { ensureSignedIn } from './auth/signIn';
import { createUserManager } from './auth/userManager';
import { createStyleCache } from './styleCache';

export async function start(container: HTMLElement) {
  const root = createRoot(container);
  // Every style the app injects carries the page's CSP nonce (styleCache.ts).
  const styleCache = createStyleCache();
  const render = (node: ReactNode) =>
    root.render(
      <StrictMode>
        <CacheProvider value={styleCache}>{node}</CacheProvider>
      </StrictMode>,
    );
  const origin = window.location.origin;

  let config;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    render(
      <Alert severity="error">Error: the application could not start ({String(error)}).</Alert>,
    );
    return;
  }

  const userManager = createUserManager(config, origin);
  const outcome = await ensureSignedIn(userManager, window.location, window.history);
  if (outcome.kind === 'redirecting') return;
  if (outcome.kind === 'failed') {
    render(<NotAuthenticated reason={outcome.reason} />);
    return;
  }

  const auth = createAuthSession(userManager, origin);
  const client = createApolloClient(auth);
  preloadFirstScreen(client, window.location);
  render(<App auth={auth} client={client} />);
}
