// Start-up: runtime config → OIDC sign-in (login required on load) → the app.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import Alert from '@mui/material/Alert';
import { loadRuntimeConfig } from '../config';
import { App } from './App';
import { preloadFirstScreen } from '../features/hierarchy/overview/preload';
import { createApolloClient } from './apollo/createApolloClient';
import { asFirstWave } from './apollo/firstWaveLink';
import { createAuthSession } from './auth/authSession';
import { NotAuthenticated } from './auth/NotAuthenticated';
import { createLazyUserManager } from './auth/lazyUserManager';
import { ensureSignedIn } from './auth/signIn';
import { preloadPageAt } from './routes/routeTable';
import { preloadSession } from './session/SessionGate';
import { createStyleCache } from './styleCache';

// User Timing marks of the start-up, read by bench:browser's timeline (BENCH_TRACE=1).
const mark = (name: string) => performance.mark(`app: ${name}`);

export async function start(container: HTMLElement) {
  mark('entry evaluated');
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

  const userManager = createLazyUserManager(config, origin);
  const outcome = await ensureSignedIn(userManager, window.location, window.history);
  if (outcome.kind === 'redirecting') return;
  if (outcome.kind === 'failed') {
    render(<NotAuthenticated reason={outcome.reason} />);
    return;
  }

  mark('signed in');
  userManager.loadBeforeRenewal();
  const auth = createAuthSession(userManager, origin);
  const { pathname, search } = window.location;
  const client = createApolloClient(auth, pathname + search);
  // Everything the first screen waits for leaves now, together: the session's queries, the
  // page's chunk and the overview's query (issue 15: each was a round trip after the other).
  // Their requests are recorded so the next start sends them as the page loads (firstWave.ts).
  const firstWave = asFirstWave(client);
  preloadSession(firstWave);
  preloadPageAt(pathname);
  void preloadFirstScreen(firstWave, window.location);
  render(<App auth={auth} client={client} />);
  mark('first render asked');
}
