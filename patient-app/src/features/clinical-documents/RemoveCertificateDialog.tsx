import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useT } from '../../i18n/locale.context';

type Props = { open: boolean; busy: boolean; onConfirm: () => void; onClose: () => void };

/** "Remove the certificate?": documents already signed stay signed. */
export function RemoveCertificateDialog({ open, busy, onConfirm, onClose }: Props) {
  const t = useT();
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      data-testid="signing-certificate-remove-dialog"
    >
      <DialogTitle id={`${id}-title`}>{t('clinicalDocuments.certificate.removeTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-body`}>{t('clinicalDocuments.certificate.removeBody')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {t('clinicalDocuments.certificate.removeKeep')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={busy} data-testid="signing-certificate-remove-confirm">
          {t('clinicalDocuments.certificate.removeConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
