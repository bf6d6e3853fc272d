// The first screen in more than one commit. React renders a transition in ~5 ms slices, but
// commits it in one piece: the DOM of everything new and, through emotion, the style rules of
// every component shown for the first time (stylis compiles each rule then). The shell and the
// first page were one commit of ~100 ms at 1× CPU (~400 ms at a phone's 4×: Lighthouse's
// total blocking time, issue 31). What is wrapped here is left out of its parent's commit and
// follows in a commit of its own at transition priority, right after.
import { useDeferredValue, type ReactNode } from 'react';

/** True from the second commit of the calling component on (false in its first). */
export function useAfterFirstCommit(): boolean {
  return useDeferredValue(true, false);
}

/** Its children in a commit after the parent's; `fallback` (nothing by default) until then. */
export function Later({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useAfterFirstCommit() ? children : fallback;
}
