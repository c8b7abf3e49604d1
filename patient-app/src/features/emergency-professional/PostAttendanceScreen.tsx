import TaskAltIcon from '@mui/icons-material/TaskAlt';
import VideoCallIcon from '@mui/icons-material/VideoCall';
import { Button, Divider, Stack } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/locale.context';
import { SectionHeading } from '../../layout/SectionHeading';
import { roomPath } from '../../routing/paths.constants';
import { ConfirmDialog } from '../room/ConfirmDialog';
import type { BoardProtocol } from './emergency-professional.util';
import { ForwardForm } from './ForwardForm';
import { PatientDetails } from './PatientDetails';
import type { VirtualLineActions } from './virtual-line-actions.hook';

type Props = {
  protocol: BoardProtocol;
  actions: VirtualLineActions;
  onFinished: (finished: { number: string; patientName: string }) => void;
  onForwarded: (queueName: string) => void;
};

/** Post attendance (SPEC §2): the professional's patient in attendance; finish it, forward them, or go back to the room. */
export function PostAttendanceScreen({ protocol, actions, onFinished, onForwarded }: Props) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const finish = async () => {
    const finished = await actions.finish(protocol.id);
    setConfirming(false);
    if (finished) onFinished({ number: finished.number, patientName: finished.patientName });
  };
  return (
    <Stack spacing={3} data-testid="post-attendance">
      <SectionHeading title={t('emergencyProfessional.post.title')} intro={t('emergencyProfessional.post.intro')} />
      <PatientDetails protocol={protocol} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="contained"
          color="success"
          startIcon={<TaskAltIcon />}
          onClick={() => setConfirming(true)}
          disabled={actions.busy !== null}
          data-testid="finish-attendance"
        >
          {t('emergencyProfessional.post.finish')}
        </Button>
        {protocol.roomAccess && (
          <Button
            component={RouterLink}
            to={`${roomPath(protocol.roomAccess)}?from=emergency`}
            startIcon={<VideoCallIcon />}
            data-testid="back-to-room"
          >
            {t('emergencyProfessional.post.backToRoom')}
          </Button>
        )}
      </Stack>
      <Divider />
      <ForwardForm protocol={protocol} actions={actions} onForwarded={onForwarded} />
      <ConfirmDialog
        open={confirming}
        title={t('emergencyProfessional.post.finishTitle')}
        body={t('emergencyProfessional.post.finishBody', { patient: protocol.patientName, number: protocol.number })}
        confirm={t('emergencyProfessional.post.finishConfirm')}
        cancel={t('emergencyProfessional.post.cancel')}
        busy={actions.busy === 'finish'}
        onConfirm={() => void finish()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
