import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

type ConfirmActionDialogProps = {
  /** The title's id, which labels the dialog. */
  titleId: string;
  title: string;
  /** What confirming does, above the inputs. */
  text: string;
  /** The last refusal that belongs to no input, shown above them. */
  error: string | null;
  errorTestId?: string;
  /** While the action runs: both buttons wait, and the dialog does not close. */
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  confirmTestId: string;
  /** The inputs the action asks for. */
  children: ReactNode;
};

/** A dialog that asks for what an irreversible action needs, then cancel or confirm (in the error colour). */
export const ConfirmActionDialog = (props: ConfirmActionDialogProps) => {
  const { titleId, title, text, error, errorTestId, busy, onClose, onConfirm, confirmLabel, confirmTestId, children } = props;
  const translate = useTranslate();
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid={errorTestId}>
            {error}
          </Alert>
        ) : null}
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} color="error" variant="contained" data-testid={confirmTestId}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
