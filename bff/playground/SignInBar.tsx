// The bar above GraphiQL: who is signed in, Sign in / Sign out, and what went wrong.
import type { User, UserManager } from 'oidc-client-ts';
import { useEffect, useState } from 'react';

interface Props {
  manager: UserManager;
  initialUser: User | null;
  initialProblem: string | null;
}

export function SignInBar({ manager, initialUser, initialProblem }: Props) {
  const [user, setUser] = useState(initialUser);
  const [problem, setProblem] = useState(initialProblem);

  useEffect(() => {
    const loaded = (next: User) => {
      setUser(next);
      setProblem(null);
    };
    const unloaded = () => setUser(null);
    const renewFailed = (error: Error) =>
      setProblem(`The token could not be renewed (${error.message}): sign in again.`);
    manager.events.addUserLoaded(loaded);
    manager.events.addUserUnloaded(unloaded);
    manager.events.addSilentRenewError(renewFailed);
    return () => {
      manager.events.removeUserLoaded(loaded);
      manager.events.removeUserUnloaded(unloaded);
      manager.events.removeSilentRenewError(renewFailed);
    };
  }, [manager]);

  const act = (action: () => Promise<void>) => () => {
    action().catch((error: unknown) =>
      setProblem(error instanceof Error ? error.message : String(error)),
    );
  };

  return (
    <header className="cs-bar">
      <h1 className="cs-title">Cost Steering · GraphQL playground</h1>
      {problem ? (
        <p role="alert" className="cs-problem">
          {problem}
        </p>
      ) : null}
      {user ? (
        <>
          <p className="cs-status">
            Signed in as <strong>{user.profile.preferred_username ?? user.profile.sub}</strong>: the
            token goes with every request.
          </p>
          <button
            type="button"
            className="cs-button"
            onClick={act(() => manager.signoutRedirect())}
          >
            Sign out
          </button>
        </>
      ) : (
        <>
          <p className="cs-status">Not signed in: every operation needs a token.</p>
          <button type="button" className="cs-button" onClick={act(() => manager.signinRedirect())}>
            Sign in
          </button>
        </>
      )}
    </header>
  );
}
