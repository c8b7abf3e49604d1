import { useQuery, useSubscription } from '@apollo/client';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { nowMs } from '@teleconsulta/schema';
import { useEffect, useMemo, useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import {
  EmergencyBoardChangedDocument,
  EmergencyBoardDocument,
  type EmergencyProtocolRecord,
  EmergencyStatusDocument,
} from '../../providers/emergency.documents';
import { applyBoardChange, formatWaiting, mustReload } from './board-state';
import { CloseProtocolDialog } from './CloseProtocolDialog';

/** A safety net under the subscription: the whole board is read again now and then (and after any reconnect gap). */
const REFRESH_MS = 60_000;

/** The current time, ticking every second (the waiting times). */
function useNow(): number {
  const [now, setNow] = useState(() => nowMs());
  useEffect(() => {
    const timer = setInterval(() => setNow(nowMs()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const STATUS_COLOR: Record<string, 'default' | 'warning' | 'info'> = { WAITING: 'default', CALLED: 'warning', IN_ATTENDANCE: 'info' };

type QueueInfo = { id: string; name: string; groupName: string; maxWaitMinutes: number };

/**
 * The live board (managers): every open protocol per queue with its position, patient, waiting time, step and
 * status, kept current by the emergencyBoardChanged subscription without reloading.
 */
const EmergencyBoard = () => {
  const translate = useTranslate();
  const now = useNow();
  const status = useQuery(EmergencyStatusDocument, { fetchPolicy: 'network-only' });
  // The board works whenever the module is enabled; `online` (someone checked in) only decides whether patients may join.
  const enabled = status.data?.emergencyStatus.enabled ?? false;
  const online = status.data?.emergencyStatus.online ?? false;
  const board = useQuery(EmergencyBoardDocument, { fetchPolicy: 'network-only', pollInterval: REFRESH_MS, skip: !enabled });
  const [protocols, setProtocols] = useState<EmergencyProtocolRecord[]>([]);
  const [closing, setClosing] = useState<EmergencyProtocolRecord | null>(null);
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (board.data) setProtocols(board.data.emergencyBoard);
  }, [board.data]);

  const { refetch: refetchBoard } = board;
  const { refetch: refetchStatus } = status;
  useSubscription(EmergencyBoardChangedDocument, {
    skip: !enabled,
    onData: ({ data }) => {
      const change = data.data?.emergencyBoardChanged;
      if (!change) return;
      setLive(true);
      // Decided here, not inside the state updater: React may run that later, after this handler returned.
      if (mustReload(change)) {
        void refetchBoard();
        void refetchStatus();
        return;
      }
      setProtocols((current) => applyBoardChange(current, change) ?? current);
    },
  });

  const queues = useMemo(() => {
    const all = status.data?.emergencyStatus.queues ?? [];
    const known = new Map<string, QueueInfo>(all.map((q) => [q.id, q]));
    // the active queues, and any inactive one that still has open protocols
    const out: QueueInfo[] = all.filter((q) => q.active);
    for (const p of protocols) {
      if (!out.some((q) => q.id === p.queueId))
        out.push(known.get(p.queueId) ?? { id: p.queueId, name: p.queueName, groupName: '', maxWaitMinutes: 0 });
    }
    return out;
  }, [status.data, protocols]);

  if (status.loading) return <Loading />;
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
        <Chip
          size="small"
          data-testid={live ? 'board-live' : 'board-connecting'}
          color={live ? 'success' : 'default'}
          variant={live ? 'filled' : 'outlined'}
          label={translate(live ? 'app.emergency.board.live' : 'app.emergency.board.connecting')}
        />
      </Stack>
      {!online && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="emergency-no-professional">
          {translate('app.emergency.board.no_professional')}
        </Alert>
      )}
      <Stack spacing={2}>
        {queues.map((queue) => {
          const rows = protocols.filter((p) => p.queueId === queue.id);
          return (
            <Card key={queue.id} data-testid={`queue-${queue.name}`}>
              <CardContent>
                <Stack direction="row" spacing={1} alignItems="baseline" mb={1}>
                  <Typography variant="h6" component="h2">
                    {queue.name}
                  </Typography>
                  {queue.groupName && (
                    <Typography variant="body2" color="text.secondary">
                      {queue.groupName}
                    </Typography>
                  )}
                  <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
                    {translate('app.emergency.board.open_count', { smart_count: rows.length })}
                  </Typography>
                </Stack>
                {rows.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {translate('app.emergency.board.empty')}
                  </Typography>
                ) : (
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>{translate('app.emergency.board.position')}</TableCell>
                        <TableCell>{translate('app.emergency.board.number')}</TableCell>
                        <TableCell>{translate('app.emergency.board.patient')}</TableCell>
                        <TableCell>{translate('app.emergency.board.waiting')}</TableCell>
                        <TableCell>{translate('app.emergency.board.step')}</TableCell>
                        <TableCell>{translate('app.emergency.board.status')}</TableCell>
                        <TableCell>{translate('app.emergency.board.priority')}</TableCell>
                        <TableCell />
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {rows.map((p) => {
                        const late = queue.maxWaitMinutes > 0 && now - Date.parse(String(p.arrivedAt)) > queue.maxWaitMinutes * 60_000;
                        return (
                          <TableRow key={p.id} data-testid="protocol-row">
                            <TableCell>
                              {p.position === null || p.position === undefined
                                ? '—'
                                : translate('app.emergency.board.place', { n: p.position })}
                            </TableCell>
                            <TableCell>{p.number}</TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.patientName}</TableCell>
                            <TableCell sx={late ? { color: 'error.main', fontWeight: 600 } : undefined}>
                              {formatWaiting(String(p.arrivedAt), now)}
                            </TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>
                              {p.step}. {translate(`app.emergency.steps.${p.step}`)}
                            </TableCell>
                            <TableCell>
                              <Chip
                                size="small"
                                label={translate(`app.emergency.statuses.${p.status}`)}
                                color={STATUS_COLOR[p.status] ?? 'default'}
                              />
                            </TableCell>
                            <TableCell>{p.priority ?? '—'}</TableCell>
                            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                              <Button size="small" color="error" data-testid="close-protocol" onClick={() => setClosing(p)}>
                                {translate('app.emergency.board.close_action')}
                              </Button>
                            </TableCell>
                          </TableRow>
                        );
                      })}
                    </TableBody>
                  </Table>
                )}
              </CardContent>
            </Card>
          );
        })}
        {queues.length === 0 && <Alert severity="info">{translate('app.emergency.board.no_queues')}</Alert>}
      </Stack>
      {closing && (
        <CloseProtocolDialog
          protocol={closing}
          onClose={() => setClosing(null)}
          onClosed={(closed) => setProtocols((current) => current.filter((p) => p.id !== closed.id))}
        />
      )}
    </Box>
  );
};

export default EmergencyBoard;
