import { Button, Chip, TableCell, TableRow } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { EmergencyProtocolRecord } from '../../../providers/emergency.documents';
import { formatWaiting } from './board-state';
import { PatientCell } from './PatientCell';

const STATUS_COLOR: Record<string, 'default' | 'warning' | 'info'> = { WAITING: 'default', CALLED: 'warning', IN_ATTENDANCE: 'info' };

type ProtocolRowProps = {
  protocol: EmergencyProtocolRecord;
  /** The queue's longest acceptable wait; 0: none, the waiting time is never highlighted. */
  maxWaitMinutes: number;
  now: number;
  onClose: (protocol: EmergencyProtocolRecord) => void;
};

/** A red-flag row: a light red background with a red edge; its texts keep the body colour (AA on the tint). */
const redFlagRow = (theme: Theme) => ({
  bgcolor: alpha(theme.palette.error.main, 0.08),
  '& > td:first-of-type': { boxShadow: `inset 4px 0 0 ${theme.palette.error.main}` },
});

/**
 * One open protocol on the board: place, number, patient (with the complaint, and the red flag when the pre-assessment
 * raised one), waiting time (red once past the queue's limit), step, status, priority.
 */
export const ProtocolRow = ({ protocol: p, maxWaitMinutes, now, onClose }: ProtocolRowProps) => {
  const translate = useTranslate();
  const late = maxWaitMinutes > 0 && now - Date.parse(String(p.arrivedAt)) > maxWaitMinutes * 60_000;
  // error.dark on the red tint: error.main would fall under 4.5:1 there.
  const lateColor = p.redFlag ? 'error.dark' : 'error.main';
  return (
    <TableRow data-testid="protocol-row" data-red-flag={p.redFlag ? 'true' : undefined} sx={p.redFlag ? redFlagRow : undefined}>
      <TableCell>
        {p.position === null || p.position === undefined ? '—' : translate('app.emergency.board.place', { n: p.position })}
      </TableCell>
      <TableCell>{p.number}</TableCell>
      <PatientCell protocol={p} />
      <TableCell sx={late ? { color: lateColor, fontWeight: 600 } : undefined}>{formatWaiting(String(p.arrivedAt), now)}</TableCell>
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
