// GraphiQL, bundled so it works with no internet (the intranet has none): no CDN, workers built in.
// Above it, Sign in / Sign out (auth.ts): the signed-in user's token goes with every request.
// The example operations of examples/ open as tabs.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './playground.css';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startAuth } from './auth.ts';
import { exampleTabs } from './examples.ts';
import { SignInBar } from './SignInBar.tsx';

async function main() {
  const root = createRoot(document.getElementById('root')!);
  const auth = await startAuth().catch((error: unknown) => {
    root.render(<p role="alert">The playground cannot start: {String(error)}</p>);
    throw error;
  });

  // A JSON content type on every request satisfies the server's CSRF prevention. An
  // Authorization header typed in the Headers tab (e.g. a service account's token) wins.
  const fetcher = createGraphiQLFetcher({
    url: '/graphql',
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      const token = headers.has('authorization') ? null : await auth.accessToken();
      if (token) headers.set('authorization', `Bearer ${token}`);
      return fetch(input, { ...init, headers });
    },
  });

  root.render(
    <StrictMode>
      <SignInBar manager={auth.manager} initialUser={auth.user} initialProblem={auth.problem} />
      <div className="cs-graphiql">
        <GraphiQL fetcher={fetcher} defaultTabs={exampleTabs} shouldPersistHeaders={false} />
      </div>
    </StrictMode>,
  );
}

void main();
