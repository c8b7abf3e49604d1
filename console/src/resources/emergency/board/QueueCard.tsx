import { Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EmergencyProtocolRecord } from '../../../providers/emergency.documents';
import type { BoardQueue } from './board-state';
import { ProtocolRow } from './ProtocolRow';

const COLUMNS = ['position', 'number', 'patient', 'waiting', 'step', 'status', 'priority'] as const;

type QueueCardProps = {
  queue: BoardQueue;
  /** The queue's open protocols, in the board's order (red flags first, then the service's rank: queueRows). */
  protocols: readonly EmergencyProtocolRecord[];
  now: number;
  onClose: (protocol: EmergencyProtocolRecord) => void;
};

/** One queue of the board: its name and group, how many protocols are open, and those protocols. */
export const QueueCard = ({ queue, protocols, now, onClose }: QueueCardProps) => {
  const translate = useTranslate();
  return (
    <Card data-testid={`queue-${queue.name}`}>
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
            {translate('app.emergency.board.open_count', { smart_count: protocols.length })}
          </Typography>
        </Stack>
        {protocols.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('app.emergency.board.empty')}
          </Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{translate(`app.emergency.board.${column}`)}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {protocols.map((p) => (
                <ProtocolRow key={p.id} protocol={p} maxWaitMinutes={queue.maxWaitMinutes} now={now} onClose={onClose} />
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
};
