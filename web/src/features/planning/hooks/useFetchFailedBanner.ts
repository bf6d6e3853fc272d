// Spec §8 lists 'Error: Unable to fetch future financials' among the banners (shown 3 s): a
// planning list or picture that cannot be read says so there, once per failure.
import { useEffect } from 'react';
import { TEXTS } from '@cost-steering/schema';
import { useBanner } from '../../../shared/banner/StatusBanner';

export function useFetchFailedBanner(error: unknown) {
  const showBanner = useBanner();
  useEffect(() => {
    if (error) showBanner(TEXTS.futureFetchFailed);
  }, [error, showBanner]);
}
