import { Alert, Box, Stack } from '@mui/material';
import { useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { LiveChip } from '../../../dashboard/LiveChip';
import { useNow } from '../../../dashboard/use-now';
import type { EmergencyProtocolRecord } from '../../../providers/emergency.documents';
import { AlertControls } from './AlertControls';
import { queueRows } from './board-state';
import { CloseProtocolDialog } from './CloseProtocolDialog';
import { QueueCard } from './QueueCard';
import { RedFlagAlert } from './RedFlagAlert';
import { useEmergencyBoard } from './use-emergency-board';
import { useRedFlagAlerts } from './use-red-flag-alerts';

/**
 * The live board (managers): every open protocol per queue with its position, patient, waiting time, step and
 * status, kept current by the emergencyBoardChanged subscription without reloading. Red-flag patients stand out
 * (red row, icon, complaint, first in their queue), and one arriving while the board is open beeps, notifies and stays
 * in an alert until acknowledged.
 */
const EmergencyBoard = () => {
  const translate = useTranslate();
  const now = useNow();
  const { loading, enabled, online, live, loaded, queues, protocols, removeProtocol } = useEmergencyBoard();
  const alerts = useRedFlagAlerts(protocols, loaded);
  const [closing, setClosing] = useState<EmergencyProtocolRecord | null>(null);

  if (loading) return <Loading />;
  if (!enabled) {
    return (
      <Box mt={2}>
        <Title title={translate('app.emergency.board.title')} />
        <Alert severity="warning" data-testid="emergency-offline">
          {translate('app.errors.EMERGENCY_OFFLINE')}
        </Alert>
      </Box>
    );
  }

  return (
    <Box mt={2} data-testid="emergency-board">
      <Title title={translate('app.emergency.board.title')} />
      <Stack direction="row" justifyContent="flex-end" alignItems="center" flexWrap="wrap" gap={1} mb={1}>
        <AlertControls
          muted={alerts.muted}
          onMutedChange={alerts.setMuted}
          notifications={alerts.notifications}
          onEnableNotifications={() => void alerts.enableNotifications()}
        />
        <LiveChip live={live} testIdPrefix="board" catalogue="app.emergency.board" />
      </Stack>
      <RedFlagAlert protocols={alerts.pending} onAcknowledge={alerts.acknowledge} />
      {!online && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="emergency-no-professional">
          {translate('app.emergency.board.no_professional')}
        </Alert>
      )}
      <Stack spacing={2}>
        {queues.map((queue) => (
          <QueueCard key={queue.id} queue={queue} protocols={queueRows(protocols, queue.id)} now={now} onClose={setClosing} />
        ))}
        {queues.length === 0 && <Alert severity="info">{translate('app.emergency.board.no_queues')}</Alert>}
      </Stack>
      {closing && <CloseProtocolDialog protocol={closing} onClose={() => setClosing(null)} onClosed={removeProtocol} />}
    </Box>
  );
};

export default EmergencyBoard;
