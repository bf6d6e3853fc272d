// Navigation that waits for the next page's code (wouter's `aroundNav`, set in App.tsx). The page
// on screen stays while the chunk of the page at the new address loads; then the address changes
// and the new page renders at once (lazyPage.ts: a loaded page does not suspend). Without this,
// wouter changes the address at once and AppRoutes' Suspense shows 'Loading the page' for at
// least 300 ms (React's fallback throttle) even when the chunk comes in 20 ms. (react-router,
// used before, got the same from moving in a React transition.)
// A link or redirect to a page whose chunk failed still navigates: its error boundary reports
// the failure. Only the latest navigation is carried out, so a slow chunk cannot take the user
// back to where they clicked before.
import type { AroundNavHandler } from 'wouter';
import { ROUTES, routeAt, type AppRoute } from './routeTable';

/** The path of a link's target ('/requests?x=1#y' → '/requests'). */
const pathOf = (to: string) => to.split(/[?#]/, 1)[0] || '/';

export function waitForPage(routes: readonly AppRoute[] = ROUTES): AroundNavHandler {
  let latest = 0;
  return (navigate, to, options) => {
    const ticket = ++latest;
    const page = routeAt(pathOf(to), routes)?.page;
    page?.preload?.().catch(() => undefined);
    const loading = page?.pending?.();
    if (!loading) {
      navigate(to, options);
      return;
    }
    const go = () => {
      if (ticket === latest) navigate(to, options);
    };
    loading.then(go, go);
  };
}
