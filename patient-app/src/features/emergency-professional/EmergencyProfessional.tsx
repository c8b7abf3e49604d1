import { Alert, Box, Paper, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { useT } from '../../i18n/locale.context';
import { RouteLoading } from '../../routing/RouteLoading';
import { ActionAlert } from './ActionAlert';
import { CheckInScreen } from './CheckInScreen';
import { DashboardScreen } from './DashboardScreen';
import { EndScreen } from './EndScreen';
import { chooseScreen, waitingByQueue } from './emergency-professional.util';
import { LineHeader } from './LineHeader';
import { useLineFlow } from './line-flow.hook';
import { PostAttendanceScreen } from './PostAttendanceScreen';
import { ReadyToAttendScreen } from './ReadyToAttendScreen';
import { useVirtualLine } from './virtual-line.hook';
import { useVirtualLineActions } from './virtual-line-actions.hook';

/**
 * The professional's virtual line (SPEC §2 professional flow): check-in, dashboard, ready to attend, the attendance room
 * (the video room), post attendance and end. The screen follows from the data, so a reload lands on the same one.
 */
export function EmergencyProfessional() {
  const t = useT();
  const line = useVirtualLine();
  const actions = useVirtualLineActions(line.refresh);
  const { changingQueues, setChangingQueues, finished, setFinished, notice, setNotice, callNext, enterRoom } = useLineFlow(actions);

  let body: ReactNode;
  let screenKind = 'loading';
  if (line.statusError && !line.status) {
    screenKind = 'error';
    body = <ErrorAlert error={line.statusError} />;
  } else if (!line.status) body = <RouteLoading />;
  else if (!line.online) {
    screenKind = 'offline';
    body = (
      <Alert severity="warning" data-testid="emergency-offline">
        {line.status.emergencyStatus.message}
      </Alert>
    );
  } else if (line.boardError && !line.board) body = <ErrorAlert error={line.boardError} />;
  else if (!line.board) body = <RouteLoading />;
  else {
    const { emergencyCheckIn: checkIn, emergencyStatus: status } = line.status;
    const screen = chooseScreen({
      professionalId: checkIn.professionalId,
      checkedInQueueIds: checkIn.queueIds,
      board: line.board,
      changingQueues,
      finished: finished !== null,
    });
    screenKind = screen.kind;
    switch (screen.kind) {
      case 'checkIn':
        body = (
          <CheckInScreen
            queues={status.queues}
            checkedInQueueIds={checkIn.queueIds}
            actions={actions}
            onCancel={checkIn.queueIds.length > 0 ? () => setChangingQueues(false) : undefined}
            onDone={() => {
              setChangingQueues(false);
              setNotice(null);
            }}
          />
        );
        break;
      case 'dashboard':
        body = (
          <DashboardScreen
            lines={waitingByQueue(status.queues, checkIn.queueIds, line.board)}
            checkedInAt={checkIn.checkedInAt}
            actions={actions}
            notice={notice}
            onCallNext={() => void callNext()}
            onChangeQueues={() => {
              actions.clearFeedback();
              setChangingQueues(true);
            }}
          />
        );
        break;
      case 'ready':
        body = (
          <ReadyToAttendScreen
            protocol={screen.protocol}
            actions={actions}
            onEnter={() => void enterRoom(screen.protocol.id, screen.protocol.roomAccess)}
          />
        );
        break;
      case 'attending':
        body = (
          <PostAttendanceScreen
            key={screen.protocol.id}
            protocol={screen.protocol}
            actions={actions}
            onFinished={setFinished}
            onForwarded={(queue) => setNotice(t('emergencyProfessional.post.forwarded', { patient: screen.protocol.patientName, queue }))}
          />
        );
        break;
      case 'end':
        body = finished && (
          <EndScreen
            finished={finished}
            actions={actions}
            onCallNext={() => void callNext()}
            onDashboard={() => {
              setFinished(null);
              setNotice(null);
            }}
          />
        );
        break;
    }
  }

  return (
    <Stack spacing={3} data-testid="emergency-professional">
      <LineHeader online={line.online} live={line.live} />
      <ActionAlert feedback={actions.feedback} onClose={actions.clearFeedback} />
      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }} data-testid="line-screen" data-screen={screenKind}>
        <Box>{body}</Box>
      </Paper>
    </Stack>
  );
}
