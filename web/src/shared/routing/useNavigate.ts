// Navigation by path, as pages use it: `navigate('/requests')`, `navigate(to, { replace: true })`.
// wouter (web/README.md 'Routing') hands its navigate out beside the path from useLocation; a page
// that only moves on does not need the path, nor to re-render when it changes.
import { useLocation } from 'wouter';

export type Navigate = ReturnType<typeof useLocation>[1];

export function useNavigate(): Navigate {
  return useLocation()[1];
}
