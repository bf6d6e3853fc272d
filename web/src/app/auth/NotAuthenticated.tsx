// Spec §4: a failed login shows a 'not authenticated' alert, with a way to try again.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export function NotAuthenticated({ reason }: { reason: string }) {
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', mt: 10, px: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.assign('/')}>
            Sign in again
          </Button>
        }
      >
        <AlertTitle>Not authenticated</AlertTitle>
        You are not authenticated: the sign-in did not succeed ({reason}).
      </Alert>
    </Box>
  );
}
