import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';

type Props = {
  open: boolean;
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId?: string;
};

/** "Finish attendance?" / "Leave? Leaving ends the attendance": the room's confirmations. */
export function ConfirmDialog({ open, title, body, confirm, cancel, busy = false, onConfirm, onClose, testId }: Props) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      data-testid={testId}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-body`}>{body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} data-testid="room-confirm-cancel">
          {cancel}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} loading={busy} data-testid="room-confirm" autoFocus>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
