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
  /** The confirm button's colour: error for what cannot be undone (the default), primary for a change that can. */
  tone?: 'error' | 'primary';
  /** A second action beside confirm (e.g. remove), when there is one. */
  extraAction?: ReactNode;
  /** The inputs the action asks for. */
  children: ReactNode;
};

/**
 * A dialog that asks for what an action needs, then cancel or confirm: in the error colour for an irreversible action,
 * in the primary colour (tone) for a change that can be made again (a reception's reschedule, payment, assistant).
 */
export const ConfirmActionDialog = (props: ConfirmActionDialogProps) => {
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
        <Button onClick={onConfirm} disabled={busy} color={props.tone ?? 'error'} variant="contained" data-testid={confirmTestId}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
