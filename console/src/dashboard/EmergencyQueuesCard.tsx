import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardRecord } from '../providers/dashboard.documents';
import { formatWaiting } from '../resources/emergency/board/board-state';
import { DashboardCountCard } from './DashboardCountCard';
import { useNow } from './use-now';

/** Who waits in the emergency queues now, per queue, with the longest wait ticking. */
export const EmergencyQueuesCard = ({ emergency }: { emergency: DashboardRecord['emergency'] }) => {
  const translate = useTranslate();
  const now = useNow();
  return (
    <DashboardCountCard
      section="emergency"
      countName="waiting"
      count={emergency.waiting}
      to="/emergencyBoard"
      sx={{ flex: 2, minWidth: 360 }}
    >
      {!emergency.online && (
        <Alert severity="warning" data-testid="dashboard-emergency-offline" sx={{ mb: 1 }}>
          {emergency.message ?? translate('app.errors.EMERGENCY_OFFLINE')}
        </Alert>
      )}
      {emergency.queues.length > 0 && (
        // Scrolls sideways on a narrow window: a named region a keyboard user can focus and scroll.
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('app.dashboard.emergency.title')}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.dashboard.emergency.queue')}</TableCell>
                <TableCell align="right">{translate('app.dashboard.emergency.waiting_column')}</TableCell>
                <TableCell align="right">{translate('app.dashboard.emergency.called')}</TableCell>
                <TableCell align="right">{translate('app.dashboard.emergency.in_attendance')}</TableCell>
                <TableCell align="right">{translate('app.dashboard.emergency.longest_wait')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {emergency.queues.map((q) => (
                <TableRow key={q.queueId} data-testid={`dashboard-queue-${q.name}`}>
                  <TableCell>{q.name}</TableCell>
                  <TableCell align="right" data-testid="queue-waiting">
                    {q.waiting}
                  </TableCell>
                  <TableCell align="right">{q.called}</TableCell>
                  <TableCell align="right">{q.inAttendance}</TableCell>
                  <TableCell align="right">{q.oldestWaitingSince ? formatWaiting(q.oldestWaitingSince, now) : '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </DashboardCountCard>
  );
};
