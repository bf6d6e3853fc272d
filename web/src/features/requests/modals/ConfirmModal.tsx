// A yes/no dialog for an action that changes data. Confirm runs the action and closes the dialog
// when it succeeded (the banner says what happened either way). MUI Dialog closes on Escape and
// returns the focus to the button that opened it.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmModalProps {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm(): Promise<boolean>;
  onClose(): void;
}

export function ConfirmModal({ title, text, confirmLabel, onConfirm, onClose }: ConfirmModalProps) {
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    const done = await onConfirm();
    setBusy(false);
    if (done) onClose();
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
