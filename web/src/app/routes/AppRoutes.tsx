// Routes from the route table, each behind its guard; unknown paths go to the overview.
import { Suspense, type ReactElement } from 'react';
import { Navigate, Route, Routes, useSearchParams } from 'react-router-dom';
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
  if (!allowed) return <Navigate to={route.redirectTo ?? '/'} replace />;

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
  shell,
  routes = ROUTES,
}: {
  /** The layout around every page; it renders an <Outlet />. */
  shell: ReactElement;
  routes?: readonly AppRoute[];
}) {
  return (
    <Routes>
      <Route element={shell}>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={<GuardedPage route={route} />} />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
