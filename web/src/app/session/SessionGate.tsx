// Spec §1: a spinner until the signed-in user is known; no user after 5000 ms logs out. The user
// is registered with the backend once after login. The configuration is loaded alongside: when
// it is missing or fails, the app still runs with the 'Missing Configuration' defaults.
import {
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import type { ApolloClient } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { DEFAULT_ROLE, TIMINGS } from '@cost-steering/schema';
import { graphql } from '../../gql';
import { SessionContext, type Session } from '../../shared/session/session';
import type { AuthSession } from '../auth/authSession';
import { toAppConfiguration } from './configuration';

export const CurrentUserQuery = graphql(`
  query CurrentUser {
    me {
      username
      displayName
      roles
      groups
    }
  }
`);

export const AppConfigurationQuery = graphql(`
  query AppConfiguration {
    configuration {
      appName
      financialGoalLabel
      invoiceImporterEnabled
      costUnitsEnabled
      purchaseRequestArchiveEnabled
      suppliersEnabled
      prSbuEnabled
      prJustificationEnabled
      prAccountingElement
      undefinedEnabled
      createInvoiceEnabled
      regionsEnabled
      buyingUnitEnabled
      budgetLimitEnabled
      invoicesExportEnabled
      invoiceDateRangeEnabled
      limitedPrAmountEnabled
      logo
      colors {
        textPrimary
        textSecondary
        textTertiary
        textLink
        textDisabled
        textHeader
        textFooter
        header
        footer
        subheader
        body
        primary
      }
    }
  }
`);

export const RegisterCurrentUserMutation = graphql(`
  mutation RegisterCurrentUser {
    registerCurrentUser {
      user {
        id
        username
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

const CONFIGURATION_OPTIONS = { errorPolicy: 'all' } as const;

/**
 * The gate's queries sent before React's first render (bootstrap.tsx), ~50 ms sooner on a slow
 * machine: rendering the spinner comes first otherwise. The gate's own queries join them in
 * flight or read their answers from the cache; a failure shows there.
 */
export function preloadSession(client: ApolloClient): void {
  client.query({ query: CurrentUserQuery }).catch(() => undefined);
  client.query({ query: AppConfigurationQuery, ...CONFIGURATION_OPTIONS }).catch(() => undefined);
}

function useRegisterOnce() {
  const [register] = useMutation(RegisterCurrentUserMutation);
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    // Registration is idempotent on the server; a failure is logged and retried on next load.
    register().catch((error: unknown) => console.error('registerCurrentUser failed', error));
  }, [register]);
}

function useLogoutWithoutUser(userKnown: boolean, logout: () => void) {
  useEffect(() => {
    if (userKnown) return undefined;
    const timer = setTimeout(logout, TIMINGS.logoutWithoutUserMs);
    return () => clearTimeout(timer);
  }, [userKnown, logout]);
}

export function SessionGate({ auth, children }: { auth: AuthSession; children: ReactNode }) {
  useRegisterOnce();
  const me = useQuery(CurrentUserQuery);
  const configuration = useQuery(AppConfigurationQuery, CONFIGURATION_OPTIONS);
  const user = me.data?.me;
  useLogoutWithoutUser(Boolean(user), auth.logout);

  const settled = !configuration.loading;
  const session = useMemo<Session | null>(() => {
    if (!user || !settled) return null;
    return {
      user: { ...user, roles: user.roles.filter((role) => role !== DEFAULT_ROLE) },
      configuration: toAppConfiguration(configuration.data?.configuration),
      getAccessToken: auth.getAccessToken,
      logout: auth.logout,
    };
  }, [user, settled, configuration.data, auth]);

  // Before the shell's effects, which name the screen in the title (layout/usePageChange.ts).
  // The app behind the gate (shell and first page: the start's biggest render) renders in the
  // background: the answers arrive through Apollo's store, whose updates React renders in one
  // piece without yielding (useSyncExternalStore); a deferred value renders at transition
  // priority, in slices of ~5 ms, so the main thread stays free for input meanwhile (issue 31
  // item 10: Lighthouse mobile saw it as one long task). Until then the spinner stays.
  const shown = useDeferredValue(session, null);

  useLayoutEffect(() => {
    if (shown) document.title = shown.configuration.pageTitle;
  }, [shown]);

  if (!shown) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <CircularProgress aria-label="Loading the signed-in user" />
      </Box>
    );
  }
  return <SessionContext.Provider value={shown}>{children}</SessionContext.Provider>;
}
