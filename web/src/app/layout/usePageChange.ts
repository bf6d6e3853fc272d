// A new screen (web/README.md 'Page change'): the document title names it, and after a move from
// another screen the focus goes to its heading, so a keyboard or screen-reader user goes on from
// there instead of from the top (<body>). The first load keeps the focus where the browser puts it.
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSession } from '../../shared/session/session';
import { routeAt } from '../routes/routeTable';

/** What names the screen: the path and its route's `screenParams` (every parameter by default). */
export function screenOf(path: string, search: string): string {
  const names = routeAt(path)?.screenParams;
  if (!names) return `${path}?${search}`;
  const params = new URLSearchParams(search);
  return `${path}?${names.map((name) => params.get(name)).join()}`;
}

/** `main`: the main landmark (tabIndex -1); its first h1 is the screen's heading and title. */
export function usePageChange(main: RefObject<HTMLElement | null>) {
  const [path] = useLocation();
  const screen = screenOf(path, useSearch());
  const { configuration } = useSession();
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const box = main.current;
    const moved = shown.current !== null && shown.current !== screen;
    shown.current = screen;
    if (!box) return undefined;
    // The landmark takes the focus from what the user pressed (a menu item gives it back to its
    // button), and hands it to the heading, at once or when the page shows it (after its data);
    // not if the user has gone on meanwhile.
    if (moved) box.focus();
    const toHeading = () => {
      const heading = box.querySelector('h1');
      if (!heading) return false;
      // 'Missing configuration' stays the whole title without a configuration (spec §1).
      document.title = configuration.present
        ? `${heading.textContent} – ${configuration.pageTitle}`
        : configuration.pageTitle;
      if (document.activeElement === box) {
        heading.tabIndex = -1;
        heading.focus();
      }
      return true;
    };
    if (toHeading()) return undefined;
    document.title = configuration.pageTitle;
    const observer = new MutationObserver(() => toHeading() && observer.disconnect());
    observer.observe(box, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [main, screen, configuration]);
}
