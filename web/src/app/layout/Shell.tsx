// The application shell: header, menu bar, the page, footer. This is where the features are
// composed into the layout (features never import each other).
import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { ActivityLogButton } from '../../features/activity/ActivityLogButton';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { BackendVersion } from '../../features/reference/BackendVersion';
import { CurrencyRates, CurrencySelect } from '../../features/reference/CurrencySelect';
import { Footer } from './Footer';
import { Header } from './Header';
import { MainMenu, PhoneMenuButton } from './MainMenu';
import { usePageChange } from './usePageChange';
import { UserMenu } from './UserMenu';

/** `children`: the page of the current route (app/routes/AppRoutes.tsx). */
export function Shell({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  usePageChange(main);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <CurrencyRates />
      <Header
        menu={<PhoneMenuButton />}
        tools={<CurrencySelect />}
        actions={
          <>
            <NotificationBell />
            <UserMenu activityLogItem={(close) => <ActivityLogButton onDone={close} />} />
          </>
        }
      />
      <MainMenu />
      {/* The landmark and its h1 take the focus on a new screen (tabIndex -1), without a ring:
          they are not controls. In one column (below 900 px) it is at least a screen tall, so
          the footer starts below the first screen: while the page loaded it stood at the
          bottom of the screen and the content pushed it away (a layout shift, Lighthouse
          mobile CLS 0.053 after the filters' 0.198; issue 31 item 10). */}
      <Container
        component="main"
        ref={main}
        tabIndex={-1}
        maxWidth="xl"
        sx={{
          flexGrow: 1,
          py: 3,
          minHeight: { xs: '100vh', md: 0 },
          '&:focus, & h1:focus': { outline: 'none' },
        }}
      >
        {children}
      </Container>
      <Footer version={<BackendVersion />} />
    </Box>
  );
}
