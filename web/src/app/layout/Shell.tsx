// The application shell: header, menu bar, the page, footer. This is where the features are
// composed into the layout (features never import each other).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { ActivityLogButton } from '../../features/activity/ActivityLogButton';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { BackendVersion } from '../../features/reference/BackendVersion';
import { CurrencyRates, CurrencySelect } from '../../features/reference/CurrencySelect';
import { Footer } from './Footer';
import { Header } from './Header';
import { MainMenu } from './MainMenu';
import { UserMenu } from './UserMenu';

/** `children`: the page of the current route (app/routes/AppRoutes.tsx). */
export function Shell({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <CurrencyRates />
      <Header
        tools={<CurrencySelect />}
        actions={
          <>
            <NotificationBell />
            <UserMenu activityLogItem={(close) => <ActivityLogButton onDone={close} />} />
          </>
        }
      />
      <MainMenu />
      <Container component="main" maxWidth="xl" sx={{ flexGrow: 1, py: 3 }}>
        {children}
      </Container>
      <Footer version={<BackendVersion />} />
    </Box>
  );
}
