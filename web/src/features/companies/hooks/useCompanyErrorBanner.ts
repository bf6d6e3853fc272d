// Shows a failed company read in the status banner with the texts of spec §8, once per error.
import { useEffect } from 'react';
import { useBanner } from '../../../shared/banner/StatusBanner';
import { companyErrorText } from '../companyErrors';

export function useCompanyErrorBanner(error: unknown): void {
  const showBanner = useBanner();
  useEffect(() => {
    if (error) showBanner(companyErrorText(error));
  }, [error, showBanner]);
}
