// Login is required on load (spec §1): finish a callback from the identity provider and return
// to the route the user first asked for, reuse a stored session, or start a sign-in redirect.
import type { StoredUser } from '../../early/storedUser';

/** What the flow reads of a user (oidc-client-ts' User, or the stored one: lazyUserManager.ts). */
export type SessionUser = Pick<StoredUser, 'access_token' | 'expired' | 'refresh_token'> & {
  state?: unknown;
};

export type SignInOutcome =
  | { kind: 'signedIn'; user: SessionUser }
  /** The browser is leaving for the identity provider, or this is a silent-renew frame. */
  | { kind: 'redirecting' }
  | { kind: 'failed'; reason: string };

/** The part of oidc-client-ts' UserManager this flow uses (lazyUserManager.ts; a fake in tests). */
export interface SignInClient {
  signinCallback(url: string): Promise<SessionUser | undefined>;
  signoutCallback(url: string): Promise<{ userState?: unknown } | undefined>;
  getUser(): Promise<SessionUser | null>;
  signinSilent(): Promise<SessionUser | null>;
  signinRedirect(args: { state: unknown }): Promise<void>;
}

interface ReturnState {
  returnTo?: unknown;
}

/** Only same-app paths: a crafted state must not send the user elsewhere. */
function returnPath(state: unknown): string {
  const returnTo = (state as ReturnState | undefined)?.returnTo;
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//')
    ? returnTo
    : '/';
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function ensureSignedIn(
  client: SignInClient,
  location: Pick<Location, 'href' | 'pathname' | 'search' | 'hash'>,
  history: Pick<History, 'replaceState'>,
): Promise<SignInOutcome> {
  const params = new URLSearchParams(location.search);
  if (params.has('state') && (params.has('code') || params.has('error'))) {
    try {
      const user = await client.signinCallback(location.href);
      if (!user) return { kind: 'redirecting' };
      history.replaceState(null, '', returnPath(user.state));
      return { kind: 'signedIn', user };
    } catch (error) {
      history.replaceState(null, '', '/');
      return { kind: 'failed', reason: reasonOf(error) };
    }
  }
  let returnTo = location.pathname + location.search + location.hash;
  if (params.has('state')) {
    // Back from the identity provider's logout: clear its state, then sign in afresh — back at
    // the address the session ended on (authSession.ts; only a same-app path, as above).
    const signedOut = await client.signoutCallback(location.href).catch(() => undefined);
    returnTo = returnPath(signedOut?.userState);
    history.replaceState(null, '', location.pathname);
  }

  const stored = await client.getUser();
  if (stored && !stored.expired) return { kind: 'signedIn', user: stored };
  if (stored?.refresh_token) {
    const renewed = await client.signinSilent().catch(() => null);
    if (renewed && !renewed.expired) return { kind: 'signedIn', user: renewed };
  }

  try {
    await client.signinRedirect({ state: { returnTo } });
    return { kind: 'redirecting' };
  } catch (error) {
    return { kind: 'failed', reason: reasonOf(error) };
  }
}
