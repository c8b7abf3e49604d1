import VideoCallIcon from '@mui/icons-material/VideoCall';
import { Box, Stack } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import { SectionHeading } from '../../layout/SectionHeading';
import type { BoardProtocol } from './emergency-professional.util';
import { LineMoveButton } from './LineMoveButton';
import { PatientDetails } from './PatientDetails';
import type { VirtualLineActions } from './virtual-line-actions.hook';

/** Ready to attend (SPEC §2): the patient this professional called, their triage, and the way into the room. */
export function ReadyToAttendScreen({
  protocol,
  actions,
  onEnter,
}: {
  protocol: BoardProtocol;
  actions: VirtualLineActions;
  onEnter: () => void;
}) {
  const t = useT();
  return (
    <Stack spacing={3} data-testid="ready-to-attend">
      <SectionHeading title={t('emergencyProfessional.ready.title')} intro={t('emergencyProfessional.ready.intro')} />
      <PatientDetails protocol={protocol} />
      <Box>
        <LineMoveButton
          actions={actions}
          move="attend"
          variant="contained"
          size="large"
          startIcon={<VideoCallIcon />}
          onClick={onEnter}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
          data-testid="enter-room"
        >
          {t('emergencyProfessional.ready.enterRoom')}
        </LineMoveButton>
      </Box>
    </Stack>
  );
}
