import { Button, Chip, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EmergencyProtocolRecord } from '../../../providers/emergency.documents';
import { formatWaiting } from './board-state';

const STATUS_COLOR: Record<string, 'default' | 'warning' | 'info'> = { WAITING: 'default', CALLED: 'warning', IN_ATTENDANCE: 'info' };

type ProtocolRowProps = {
  protocol: EmergencyProtocolRecord;
  /** The queue's longest acceptable wait; 0: none, the waiting time is never highlighted. */
  maxWaitMinutes: number;
  now: number;
  onClose: (protocol: EmergencyProtocolRecord) => void;
};

/** One open protocol on the board: place, number, patient, waiting time (red once past the queue's limit), step, status. */
export const ProtocolRow = ({ protocol: p, maxWaitMinutes, now, onClose }: ProtocolRowProps) => {
  const translate = useTranslate();
  const late = maxWaitMinutes > 0 && now - Date.parse(String(p.arrivedAt)) > maxWaitMinutes * 60_000;
  return (
    <TableRow data-testid="protocol-row">
      <TableCell>
        {p.position === null || p.position === undefined ? '—' : translate('app.emergency.board.place', { n: p.position })}
      </TableCell>
      <TableCell>{p.number}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.patientName}</TableCell>
      <TableCell sx={late ? { color: 'error.main', fontWeight: 600 } : undefined}>{formatWaiting(String(p.arrivedAt), now)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {p.step}. {translate(`app.emergency.steps.${p.step}`)}
      </TableCell>
      <TableCell>
        <Chip size="small" label={translate(`app.emergency.statuses.${p.status}`)} color={STATUS_COLOR[p.status] ?? 'default'} />
      </TableCell>
      <TableCell>{p.priority ?? '—'}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Button size="small" color="error" data-testid="close-protocol" onClick={() => onClose(p)}>
          {translate('app.emergency.board.close_action')}
        </Button>
      </TableCell>
    </TableRow>
  );
};
