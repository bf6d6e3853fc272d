// 'Activity Logs' entry of the user dropdown. Shown by the app only with the activity-log role;
// the server checks the role again.
import Button from '@mui/material/Button';
import HistoryIcon from '@mui/icons-material/History';
import { TEXTS } from '@cost-steering/schema';
import { useBanner } from '../../shared/banner/StatusBanner';
import { useSession } from '../../shared/session/session';
import { downloadActivityLog, saveBlob } from './downloadActivityLog';

export function ActivityLogButton({ onDone }: { onDone?: () => void }) {
  const { getAccessToken, logout } = useSession();
  const showBanner = useBanner();

  async function download() {
    onDone?.();
    const outcome = await downloadActivityLog({ getAccessToken, save: saveBlob });
    if (outcome === 'sessionLost') logout();
    else if (outcome === 'forbidden') showBanner(TEXTS.forbidden);
    else if (outcome === 'failed') showBanner('Error: the activity log could not be downloaded');
  }

  return (
    <Button color="inherit" startIcon={<HistoryIcon />} onClick={() => void download()}>
      Activity Logs
    </Button>
  );
}
