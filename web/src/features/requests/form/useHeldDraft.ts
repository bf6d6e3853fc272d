// The Draft that Next/Save created, held by the request form from then until it is sent or
// withdrawn. Left behind, no list would show it: the work in it could be found again nowhere
// (the request an edit replaces and the order a renewal renews change only when it is sent, so
// a Draft left behind harms nothing else — rest-api CONTRACT.md 'Edit'). So a form that goes away
// while it holds one — a menu item, Back, any other in-app link — withdraws it as Cancel Request
// does: the same mutation, banner ('Request deleted successfully!', or the failure text) and
// refresh of the request lists; it is then in the archive, where it can be restored, edited or
// deleted. A reload or a closed tab cannot run the withdraw, so while a Draft is held the browser
// asks before leaving (beforeunload).
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWithdrawRequest } from '../lists/useRequestActions';

export interface HeldDraft {
  /** Next/Save created the Draft `id`; a form already gone withdraws it at once. */
  hold(id: string): void;
  /** Whether the form is still on screen (carrying items stops once it is not). */
  here(): boolean;
  /**
   * A change of the held Draft (add or remove an item): a form left meanwhile withdraws the
   * Draft once the change has answered, not beside it.
   */
  change<T>(run: () => Promise<T>): Promise<T>;
  /** Send Request / Save: true when sent, after which the form no longer holds the Draft. */
  send(run: (id: string) => Promise<boolean>): Promise<boolean>;
  /** Cancel Request: true when the Draft is withdrawn, or when there is none to withdraw. */
  withdraw(): Promise<boolean>;
}

export function useHeldDraft(): HeldDraft {
  const withdrawRequest = useWithdrawRequest();
  const latestWithdraw = useRef(withdrawRequest);
  useEffect(() => {
    latestWithdraw.current = withdrawRequest;
  }, [withdrawRequest]);
  /** The held Draft's id: set by Next/Save, cleared once it is sent or withdrawn. */
  const draft = useRef<string | null>(null);
  /** Mutations on the Draft still under way (send, withdraw, items). */
  const busy = useRef(0);
  const mounted = useRef(false);
  const [held, setHeld] = useState(false);

  const release = useCallback(() => {
    draft.current = null;
    setHeld(false);
  }, []);

  /** The form has gone: withdraw the Draft it still holds, once nothing else runs on it. */
  const leave = useCallback(() => {
    const id = draft.current;
    if (mounted.current || busy.current > 0 || id === null) return;
    draft.current = null;
    void latestWithdraw.current(id);
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // StrictMode's rehearsal (and Fast Refresh) runs this cleanup and then the effect again
      // in one go: only a form still gone after that has really been left.
      queueMicrotask(leave);
    };
  }, [leave]);

  // A layout effect: the listener goes in the very commit that shows the Draft sent or withdrawn
  // (a passive effect ran later, so a loaded browser still asked for a moment after 'Request sent
  // successfully!' was on screen — and a test saw it).
  useLayoutEffect(() => {
    if (!held) return undefined;
    const confirmLeaving = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', confirmLeaving);
    return () => window.removeEventListener('beforeunload', confirmLeaving);
  }, [held]);

  const hold = useCallback(
    (id: string) => {
      draft.current = id;
      setHeld(true);
      leave();
    },
    [leave],
  );

  const change = useCallback(
    async <T>(run: () => Promise<T>): Promise<T> => {
      busy.current += 1;
      try {
        return await run();
      } finally {
        busy.current -= 1;
        leave();
      }
    },
    [leave],
  );

  const send = useCallback(
    async (run: (id: string) => Promise<boolean>) => {
      const id = draft.current;
      if (id === null) return false;
      return change(async () => {
        const sent = await run(id);
        // Sent, it is an open request: nothing is left to withdraw.
        if (sent) release();
        return sent;
      });
    },
    [change, release],
  );

  const withdraw = useCallback(async () => {
    const id = draft.current;
    if (id === null) return true;
    return change(async () => {
      const withdrawn = await latestWithdraw.current(id);
      // A failure keeps the Draft held while the form stays (leaving later tries again); a form
      // left meanwhile has shown the failure banner, and does not send the same withdraw twice.
      if (withdrawn || !mounted.current) release();
      return withdrawn;
    });
  }, [change, release]);

  const here = useCallback(() => mounted.current, []);
  return { hold, here, change, send, withdraw };
}
