import { Alert, Box, Stack } from '@mui/material';
import { useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { LiveChip } from '../../../dashboard/LiveChip';
import { useNow } from '../../../dashboard/use-now';
import type { EmergencyProtocolRecord } from '../../../providers/emergency.documents';
import { CloseProtocolDialog } from './CloseProtocolDialog';
import { QueueCard } from './QueueCard';
import { useEmergencyBoard } from './use-emergency-board';

/**
 * The live board (managers): every open protocol per queue with its position, patient, waiting time, step and
 * status, kept current by the emergencyBoardChanged subscription without reloading.
 */
const EmergencyBoard = () => {
  const translate = useTranslate();
  const now = useNow();
  const { loading, enabled, online, live, queues, protocols, removeProtocol } = useEmergencyBoard();
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
      <Stack direction="row" justifyContent="flex-end" mb={1}>
        <LiveChip live={live} testIdPrefix="board" catalogue="app.emergency.board" />
      </Stack>
      {!online && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="emergency-no-professional">
          {translate('app.emergency.board.no_professional')}
        </Alert>
      )}
      <Stack spacing={2}>
        {queues.map((queue) => (
          <QueueCard
            key={queue.id}
            queue={queue}
            protocols={protocols.filter((p) => p.queueId === queue.id)}
            now={now}
            onClose={setClosing}
          />
        ))}
        {queues.length === 0 && <Alert severity="info">{translate('app.emergency.board.no_queues')}</Alert>}
      </Stack>
      {closing && <CloseProtocolDialog protocol={closing} onClose={() => setClosing(null)} onClosed={removeProtocol} />}
    </Box>
  );
};

export default EmergencyBoard;
