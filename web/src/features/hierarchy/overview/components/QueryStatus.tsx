// What a level shows while its query runs or when it failed.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { errorBannerText } from '../../../../shared/errors/errorText';

export function Loading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

export function LoadError({ error }: { error: unknown }) {
  return <Alert severity="error">{errorBannerText(error)}</Alert>;
}
