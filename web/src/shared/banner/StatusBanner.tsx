// The status banner of spec §4/§8: one message at a time, shown for 3000 ms, styled as an error
// when its text contains 'error' in any letter case, else as a success.
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { TIMINGS } from '@cost-steering/schema';

export type BannerSeverity = 'error' | 'success';

export function bannerSeverity(message: string): BannerSeverity {
  return /error/i.test(message) ? 'error' : 'success';
}

type ShowBanner = (message: string) => void;

const BannerContext = createContext<ShowBanner | null>(null);

interface Shown {
  message: string;
  /** Distinguishes two equal messages in a row so each gets its full 3000 ms. */
  serial: number;
}

export function BannerProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);

  const show = useCallback<ShowBanner>((message) => {
    setShown((previous) => ({ message, serial: (previous?.serial ?? 0) + 1 }));
  }, []);

  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(() => setShown(null), TIMINGS.bannerMs);
    return () => clearTimeout(timer);
  }, [shown]);

  const severity = shown ? bannerSeverity(shown.message) : 'success';
  const alert = shown && (
    // Keyed by the serial: a repeated message is a new node, so it is said again.
    <Alert
      key={shown.serial}
      severity={severity}
      variant="filled"
      role="none"
      data-severity={severity}
      onClose={() => setShown(null)}
    >
      {shown.message}
    </Alert>
  );
  return (
    <BannerContext.Provider value={show}>
      {children}
      {/* Both live regions are always there and only their content changes: a region inserted
          together with its text is not read by every screen reader. An error interrupts
          (role alert), a success waits its turn (role status). */}
      <Box
        sx={{
          position: 'fixed',
          top: 16,
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: (theme) => theme.zIndex.snackbar,
          minWidth: 320,
          maxWidth: '90vw',
        }}
      >
        <div role="status">{severity === 'success' && alert}</div>
        <div role="alert">{severity === 'error' && alert}</div>
      </Box>
    </BannerContext.Provider>
  );
}

export function useBanner(): ShowBanner {
  const show = useContext(BannerContext);
  if (!show) throw new Error('useBanner needs a BannerProvider (src/app)');
  return show;
}
