import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

type ActionDialogProps = {
  /** The title's id, which labels the dialog. */
  titleId: string;
  title: string;
  text: string;
  /** The last refusal that belongs to no input, shown above them. */
  error: string | null;
  errorTestId: string;
  /** While the action runs: the buttons wait and the dialog does not close. */
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  confirmTestId: string;
  /** A second action beside confirm (e.g. remove), when there is one. */
  extraAction?: ReactNode;
  children: ReactNode;
};

/**
 * A dialog of a reception action that changes the appointment without ending it (reschedule, on-site payment,
 * assistant): the inputs, then cancel or confirm in the primary colour. Destructive actions use ConfirmActionDialog.
 */
export const ActionDialog = (props: ActionDialogProps) => {
  const { titleId, title, text, error, errorTestId, busy, onClose, onConfirm, confirmLabel, confirmTestId, extraAction, children } = props;
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
        {extraAction}
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" data-testid={confirmTestId}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
