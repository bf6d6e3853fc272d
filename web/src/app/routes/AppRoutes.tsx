// Routes from the route table, each behind its guard; unknown paths go to the overview.
import { Fragment, Suspense, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch, useSearchParams } from 'wouter';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useSession } from '../../shared/session/session';
import { canAccess } from './access';
import { usePreloadSettled } from './lazyPage';
import { PageErrorBoundary } from './PageErrorBoundary';
import { ROUTES, type AppRoute } from './routeTable';

const pageLoading = (
  <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
    <CircularProgress aria-label="Loading the page" />
  </Box>
);

function GuardedPage({ route }: { route: AppRoute }) {
  const { user, configuration } = useSession();
  const [search] = useSearchParams();
  const preloaded = usePreloadSettled(route.page);
  const allowed = canAccess(route.access, {
    roles: user.roles,
    flags: configuration.flags,
    search,
  });
  if (!allowed) return <Redirect to={route.redirectTo ?? '/'} replace />;

  // A page being preloaded (bootstrap.tsx) is awaited outside Suspense (lazyPage.ts: why).
  if (!preloaded) return pageLoading;
  const Page = route.page;
  return (
    <PageErrorBoundary key={route.path}>
      <Suspense fallback={pageLoading}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}

export function AppRoutes({
  layout: Layout = Fragment,
  routes = ROUTES,
}: {
  /** The layout around every page (the app's Shell); it shows the page it is given. */
  layout?: ComponentType<{ children: ReactNode }>;
  routes?: readonly AppRoute[];
}) {
  // Switch renders the first route whose path matches (case-insensitive, with or without a
  // trailing slash); the last one, without a path, takes every other path to the overview.
  return (
    <Layout>
      <Switch>
        {routes.map((route) => (
          <Route key={route.path} path={route.path}>
            <GuardedPage route={route} />
          </Route>
        ))}
        <Route>
          <Redirect to="/" replace />
        </Route>
      </Switch>
    </Layout>
  );
}
