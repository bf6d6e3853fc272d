// GraphiQL, bundled so it works with no internet (the intranet has none): no CDN, workers built in.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const TOKEN_PLACEHOLDER = '<paste an access token here>';

/**
 * The web app (oidc-client-ts) keeps the signed-in user in sessionStorage under
 * `oidc.user:<authority>:<client id>`. When this tab has one, its token fills the header.
 */
function tokenFromWebSession(): string | null {
  try {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    const user = key ? (JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown) : null;
    const token = (user as { access_token?: unknown } | null)?.access_token;
    return typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}

const initialHeaders = JSON.stringify(
  { Authorization: `Bearer ${tokenFromWebSession() ?? TOKEN_PLACEHOLDER}` },
  null,
  2,
);

const defaultQuery = `# Cost Steering GraphQL playground
#
# Every request needs an access token: put it in the
# Authorization header (Headers tab below).
#
# To get one, sign in to the web app in this browser,
# open the developer tools console on its tab and run:
#
#   copy(JSON.parse(sessionStorage.getItem(
#     Object.keys(sessionStorage)
#       .find((k) => k.startsWith('oidc.user:'))
#   )).access_token)
#
# Paste it in place of ${TOKEN_PLACEHOLDER},
# then press "Re-fetch GraphQL schema" (the arrows at
# the bottom left) for docs and autocompletion.
# Tokens expire after a few minutes: get a new one
# the same way.

query Overview {
  me {
    username
    roles
  }
  productFamilies {
    id
    name
    owner
    budget
    forecast
    actuals
    availableBudget
  }
}
`;

// A JSON content type on every request satisfies the server's CSRF prevention.
const fetcher = createGraphiQLFetcher({ url: '/graphql' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={defaultQuery}
      initialHeaders={initialHeaders}
      defaultEditorToolsVisibility="headers"
      shouldPersistHeaders={false}
    />
  </StrictMode>,
);
