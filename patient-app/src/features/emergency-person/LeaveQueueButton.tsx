import { useMutation } from '@apollo/client/react';
import { Button } from '@mui/material';
import { useState } from 'react';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { useT } from '../../i18n/locale.context';
import { ConfirmDialog } from '../room/ConfirmDialog';
import { LeaveEmergencyQueueDocument } from './emergency-person.documents';

/** Leaves the queue after a confirmation (left without being seen; the places behind move up). */
export function LeaveQueueButton({ protocolId }: { protocolId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [leave, { loading, error }] = useMutation(LeaveEmergencyQueueDocument);
  return (
    <>
      <Button color="inherit" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }} data-testid="emergency-leave">
        {t('emergencyPerson.leave')}
      </Button>
      {error && <ErrorAlert error={error} />}
      <ConfirmDialog
        open={open}
        title={t('emergencyPerson.leave.title')}
        body={t('emergencyPerson.leave.body')}
        confirm={t('emergencyPerson.leave')}
        cancel={t('emergencyPerson.leave.cancel')}
        busy={loading}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          void leave({ variables: { id: protocolId } }).then(
            () => setOpen(false),
            () => setOpen(false),
          )
        }
      />
    </>
  );
}
